"""Outcomes of seeded whole games, one line per game, to compare two trees that differ in rule
files *and* engine (a verb moved from the interpreter into a rule-level template, a field renamed).

    PYTHONPATH=OLD/interpreter python benchmarks/outcome_games.py --rules OLD/rules/teotihuacan > before.txt
    PYTHONPATH=NEW/interpreter python benchmarks/outcome_games.py --rules NEW/rules/teotihuacan > after.txt
    diff before.txt after.txt          # each line that differs is one game that changed

Unlike `digest_games.py` (one hash per set, over the saved state too), a line holds what a game
*is* — the scores, the ranking, the rounds and turns played — and a hash of every decision's
player, offered option keys and answer, so a difference says which game changed and whether
only its course or also its result did. `--games N` plays N games in all, spread over the sets
(2/3/4 players, solo, each module M6–M9, random and greedy agents) by their weights.
"""
from __future__ import annotations

import argparse
import hashlib
from pathlib import Path

from digest_games import solo_opponent  # (benchmarks/: the script's own folder is on the path)

# (label, modules, players, agents by seat, weight); "SOLO" is the rule set's solo opponent
SETS = [
    ("2p", [], 2, ["random"] * 2, 10),
    ("3p", [], 3, ["random"] * 3, 10),
    ("4p", [], 4, ["random"] * 4, 10),
    ("4p-m6", ["m6"], 4, ["random"] * 4, 8),
    ("3p-m7", ["m6", "m7"], 3, ["random"] * 3, 8),
    ("4p-m8", ["m6", "m8"], 4, ["random"] * 4, 8),
    ("2p-m9", ["m6", "m9"], 2, ["random"] * 2, 8),
    ("4p-m6-m9", ["m6", "m7", "m8", "m9"], 4, ["random"] * 4, 8),
    ("2p-greedy", [], 2, ["greedy", "random"], 2),
    ("3p-greedy-m8", ["m6", "m8"], 3, ["greedy", "random", "random"], 1),
    ("solo", [], 2, ["random", "SOLO"], 10),
    ("solo-ms1", ["ms1"], 2, ["random", "SOLO"], 5),
    ("solo-m6-m9", ["m6", "m7", "m8", "m9"], 2, ["random", "SOLO"], 6),
    ("solo-m8-greedy", ["m6", "m8"], 2, ["greedy", "SOLO"], 1),
]


def outcomes(root: Path, label: str, modules: list[str], players: int, agents: list[str], games: int,
             seed: int):
    """Yield one line per game of the set."""
    from teotl.agents import make_agent
    from teotl.loading import load_runtime
    from teotl.runtime.game import Game
    from teotl.simulate import game_seed
    _, runtime = load_runtime(root, modules, [])
    for index in range(games):
        game_seed_value = game_seed(seed, index)
        deciders = [make_agent(name, game_seed_value, seat) for seat, name in enumerate(agents)]
        game = Game(runtime, players, game_seed_value,
                    snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
        h = hashlib.sha256()
        while not game.finished:
            decision = game.pending
            answer = deciders[decision.player].choose(game, decision)
            h.update(repr((decision.player, decision.keys(), answer)).encode())
            game.answer(answer)
        yield (f"{label} {index} scores={game.scores()} ranking={game.ranking()} "
               f"rounds={game.rounds} turns={game.turns} course={h.hexdigest()[:16]}")


def main() -> None:
    from teotl import paths
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", type=Path, default=None, metavar="DIR", help="rule-set folder (default: shipped)")
    parser.add_argument("--seed", type=int, default=7, help="run seed (default 7)")
    parser.add_argument("--games", type=int, default=300, help="games in all, spread over the sets (default 300)")
    parser.add_argument("--only", default=None, metavar="LABEL", help="play only the sets whose label contains this")
    args = parser.parse_args()
    root = args.rules or paths.default_ruleset()
    solo = solo_opponent(root)
    weights = sum(weight for *_, weight in SETS)
    for label, modules, players, agents, weight in SETS:
        if args.only and args.only not in label:
            continue
        games = max(1, round(args.games * weight / weights))
        if "SOLO" in agents:
            if solo is None:
                continue
            name, seat, module = solo
            agents = list(agents)
            agents[seat] = name
            modules = [module, *modules]
        try:
            for line in outcomes(root, label, modules, players, agents, games, args.seed):
                print(line, flush=True)
        except Exception as problem:  # a set the rule files cannot load: reported, not fatal
            print(f"{label} cannot play: {type(problem).__name__}: {str(problem).splitlines()[0]}", flush=True)


if __name__ == "__main__":
    main()
