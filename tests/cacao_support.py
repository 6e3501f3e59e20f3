"""Set-ups of RULES.md's worked examples for the Cacao tests (tests/test_cacao_*.py).

Positions are written as RULES.md writes them, (x, y) with x to the east and y to the south; the
grid's cells are (row, column) = (y, x). Rotations are quarter turns clockwise, as in RULES.md §1.
A table is an empty state of the loaded rule set (no set-up run): the tests lay the tiles, fill
the supplies and set the counters of the example, then run a real turn or the final scoring and
answer its decisions by key.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable, Optional, Sequence

from teotl.loading import load_runtime
from teotl.primitives.grid_space import put_layer

RULES = Path(__file__).resolve().parents[1] / "rules" / "cacao"
#: water track indexes by the field's value (C-Q3)
WATER = {-10: 0, -4: 1, -1: 2, 0: 3, 2: 4, 4: 5, 7: 6, 11: 7, 16: 8}
_RUNTIMES: dict = {}


def runtime(modules: Sequence[str] = (), variants: Sequence[str] = ()):
    """The compiled Cacao rule set with these modules and variants (kept for the test session)."""
    key = (tuple(modules), tuple(variants))
    if key not in _RUNTIMES:
        paths = [RULES / "variants" / f"{name}.yaml" for name in variants]
        _RUNTIMES[key] = load_runtime(RULES, modules=list(modules), variants=paths)[1]
    return _RUNTIMES[key]


class Table:
    """A state of the rule set being set up by hand, and the turns played on it."""

    def __init__(self, rt, players: int = 2, seed: int = 1):
        self.rt = rt
        self.state = rt.new_state(players, seed)
        self.asked: list[tuple[int, str, list[str]]] = []
        self._used: dict[str, int] = {}

    # ---------------------------------------------------------------- set-up
    def instance(self, component: str) -> str:
        """A fresh instance id of a component (`temple#1`, `temple#2`, …)."""
        self._used[component] = self._used.get(component, 0) + 1
        return f"{component}#{self._used[component]}"

    def lay(self, x: int, y: int, component: str, owner: int = -1, rotation: int = 0) -> str:
        instance = self.instance(component)
        put_layer(self.state, ("jungle", y, x), (instance, owner, rotation))
        return instance

    def supply(self, name: str, components: Iterable[str], seat: Optional[int] = None) -> list[str]:
        """Fill a supply (`hand` of a seat, `display`, …) with fresh instances, top first."""
        key = name if seat is None else f"{name}@{seat}"
        items = [self.instance(c) for c in components]
        self.state.supplies[key] = list(items)
        return items

    def set(self, seat: int, **counters: int) -> None:
        player = self.state.players[seat]
        for name, value in counters.items():
            if name == "water":
                player.tracks["water"] = WATER[value]
            else:
                player.counters[name] = value

    def own(self, seat: int, *components: str) -> None:
        """Give a player built huts (components owned, as `take` leaves them)."""
        self.state.players[seat].owned.extend(components)

    # ---------------------------------------------------------------- reading
    def counters(self, seat: int) -> dict:
        player = self.state.players[seat]
        values = dict(player.counters)
        values["water"] = self.rt.vocab.tracks["water"].values[player.tracks["water"]]
        return values

    def top(self, x: int, y: int) -> Optional[tuple]:
        stack = self.state.cells.get("jungle", {}).get((y, x))
        return stack[-1] if stack else None

    # ---------------------------------------------------------------- playing
    def run(self, component: str, seat: int, answers: Sequence[str] = (), path: str = "effect",
            then_first: bool = False) -> None:
        """Run a component's effect as `seat`, answering each decision by key in order (a
        decision with one option is answered by the engine itself and takes no answer); with
        `then_first`, the decisions after the last answer get their first option."""
        runner = self.rt.effects[(component, path)].run(self.rt.context(self.state, seat))
        answers = list(answers)
        try:
            decision = next(runner)
            while True:
                self.asked.append((decision.player, decision.kind, decision.keys()))
                if not answers and then_first:
                    decision = runner.send(decision.options[0].value)
                    continue
                assert answers, f"no answer left for {decision.player}:{decision.kind} {decision.keys()}"
                option = decision.find(answers.pop(0))
                assert option is not None, (decision.kind, decision.keys(), "not offered")
                decision = runner.send(option.value)
        except StopIteration:
            pass
        assert not answers, f"unused answers {answers}"

    def turn(self, seat: int, answers: Sequence[str] = (), then_first: bool = False) -> None:
        self.run("turn", seat, answers, then_first=then_first)

    def final(self) -> list[int]:
        """The final scoring of every player, in seat order; the totals."""
        for seat in range(len(self.state.players)):
            self.run("final_scoring", seat)
        return [p.counters["gold"] for p in self.state.players]

    def offered(self, kind: str) -> list[list[str]]:
        return [keys for _, k, keys in self.asked if k == kind]


def cell(x: int, y: int) -> str:
    """The answer key of a cell given as RULES.md's (x, y)."""
    return f"{y},{x}"


def edge(a: tuple[int, int], b: tuple[int, int]) -> str:
    """The answer key of the edge between two cells given as (x, y): `R1,C1,R2,C2`, reading order."""
    first, second = sorted([(a[1], a[0]), (b[1], b[0])])
    return f"{first[0]},{first[1]},{second[0]},{second[1]}"
