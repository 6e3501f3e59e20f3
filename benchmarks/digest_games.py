"""A digest of seeded whole games, to check that a speed-up changes nothing.

    python benchmarks/digest_games.py > before.txt      # on the old engine
    python benchmarks/digest_games.py > after.txt       # on the new one
    diff before.txt after.txt                            # must be empty

For each set of games (4 players; M6–M8; 3 and 2 players with modules; logging on; greedy
against random; the rule set's solo opponent with and without MS1 and M6–M8) one line: a SHA-256
over every decision's player and offered option keys, every answer, the final state (JSON), the
log when it is on, and the scores. Compare two engines on the *same* rule files (`--rules DIR`,
e.g. a copy taken before the change: other work changes the shipped rules meanwhile), and with
`PYTHONPATH` pointing at the engine to test (the script itself adds nothing to the path).
"""
from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

# (label, modules, players, agents by seat, games, logging); "SOLO" is the solo opponent's name
SETS = [
    ("4p", [], 4, ["random"] * 4, 200, False),
    ("4p-m6-m7-m8", ["m6", "m7", "m8"], 4, ["random"] * 4, 100, False),
    ("3p-m6", ["m6"], 3, ["random"] * 3, 60, False),
    ("2p-m6-m7-m8", ["m6", "m7", "m8"], 2, ["random"] * 2, 60, False),
    ("2p-logged", [], 2, ["random"] * 2, 20, True),
    ("4p-m6-m7-m8-logged", ["m6", "m7", "m8"], 4, ["random"] * 4, 10, True),
    ("2p-greedy", [], 2, ["greedy", "random"], 8, False),
    ("solo", [], 2, ["random", "SOLO"], 100, False),
    ("solo-ms1-logged", ["ms1"], 2, ["random", "SOLO"], 10, True),
    ("solo-m6-m7-m8", ["m6", "m7", "m8"], 2, ["random", "SOLO"], 60, False),
]


def solo_opponent(root: Path):
    """(agent name, seat index, module) of the rule set's solo opponent, or None."""
    from ruamel.yaml import YAML

    from teotl.agents import AGENTS
    from teotl.agents.forced import ForcedAgent
    game = YAML(typ="safe", pure=True).load((root / "game.yaml").read_text(encoding="utf-8")) or {}
    for name, spec in (game.get("agents") or {}).items():
        if isinstance(spec, dict) and spec.get("answers") == "forced":
            AGENTS.setdefault(str(name), ForcedAgent)
            return str(name), int(spec.get("seat", 2)) - 1, spec["module"]
    return None


def digest(root: Path, modules: list[str], players: int, agents: list[str], games: int, logging: bool,
           seed: int) -> str:
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    from teotl.loading import load_runtime
    from teotl.simulate import game_seed
    _, runtime = load_runtime(root, modules, [], logging=logging)
    h = hashlib.sha256()
    for index in range(games):
        game_seed_value = game_seed(seed, index)
        deciders = [make_agent(name, game_seed_value, seat) for seat, name in enumerate(agents)]
        game = Game(runtime, players, game_seed_value,
                    snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
        while not game.finished:
            decision = game.pending
            h.update(repr((decision.player, decision.keys())).encode())
            game.answer(deciders[decision.player].choose(game, decision))
        h.update(repr((game.scores(), game.ranking(), game.turns, game.rounds)).encode())
        h.update(json.dumps(game.state.to_json(), sort_keys=True, default=str).encode())
        if logging:
            h.update(repr(game.state.log).encode())
    return h.hexdigest()


def main() -> None:
    from teotl import paths
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", type=Path, default=None, metavar="DIR", help="rule-set folder (default: shipped)")
    parser.add_argument("--seed", type=int, default=7, help="run seed (default 7)")
    parser.add_argument("--quick", action="store_true", help="a quarter of the games")
    args = parser.parse_args()
    root = args.rules or paths.default_ruleset()
    solo = solo_opponent(root)
    for label, modules, players, agents, games, logging in SETS:
        if "SOLO" in agents:
            if solo is None:
                continue
            name, seat, module = solo
            agents = ["random", "random"]
            agents[seat] = name
            modules = [module, *modules]
        if args.quick:
            games = max(1, games // 4)
        try:
            line = digest(root, modules, players, agents, games, logging, args.seed)
        except Exception as problem:  # a set the rule files cannot load: reported, not fatal
            line = f"cannot play: {type(problem).__name__}: {str(problem).splitlines()[0]}"
        print(f"{label:20s} {games:4d} games  {line}", flush=True)


if __name__ == "__main__":
    main()
