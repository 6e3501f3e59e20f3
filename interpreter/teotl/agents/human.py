"""A person at the terminal: numbered options, plus the commands the `play` loop handles."""
from __future__ import annotations

from teotl.model.decisions import Decision


class HumanAgent:
    name = "human"

    def __init__(self, ask=input, say=print):
        self.ask = ask
        self.say = say

    def choose(self, game, decision: Decision) -> str:
        while True:
            for number, option in enumerate(decision.options, start=1):
                self.say(f"  {number:>2}. {option.text}")
            reply = self.ask(f"{decision.prompt} > ").strip()
            if reply.isdigit() and 1 <= int(reply) <= len(decision.options):
                return decision.options[int(reply) - 1].key
            if decision.find(reply) is not None:
                return reply
            if reply.startswith(":") or reply in ("undo", "save", "help", "quit") or reply.startswith("save "):
                return reply  # a command: the play loop handles it
            self.say(f"  '{reply}' is not an option: type its number (1-{len(decision.options)}), or help")
