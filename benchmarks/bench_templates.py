"""What a template call costs a game: the same effects written with templates and written out,
run side by side (CPU time, best of several rounds), and what expanding them costs a load.

    python benchmarks/bench_templates.py            # figures
    python benchmarks/bench_templates.py --rounds 9

A call is expanded at load into the written-out effect (docs/game-model.md §5), so the two columns
should agree within the machine's noise; compare the ratio, not the absolute figures. A template's
body is one statement where it is called, as a `{ … }` block written out there is ("nested"):
against the same statements written flat ("nested, flat") a call costs that block's one more
function call.
"""
from __future__ import annotations

import argparse
import time

TEMPLATES = [
    {"id": "harvest", "params": [{"crop": "resource"}, "amount"], "effect": "gain crop amount; gain vp 1"},
    {"id": "double", "params": ["x"], "value": "x * 2"},
    {"id": "reward", "params": [{"who": "player"}, "bonus"], "effect": "gain vp who * 10 + bonus"},
    {"id": "big", "params": [{"crop": "resource"}], "effect": "harvest(crop, double(wood)); harvest(crop, 1)"},
]
PAIRS = {   # name: (with templates, written out)
    "statement": ("harvest(wood, 3)", "gain wood 3; gain vp 1"),
    "value": ("gain stone double(wood) + 1", "gain stone wood * 2 + 1"),
    "nested": ("big(stone)", "{ gain stone wood * 2; gain vp 1 }; { gain stone 1; gain vp 1 }"),
    "nested, flat": ("big(stone)", "gain stone wood * 2; gain vp 1; gain stone 1; gain vp 1"),
    "each player": ("each c in players: reward(c, 2)", "each c in players: gain vp c * 10 + 2"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--calls", type=int, default=20000)
    args = parser.parse_args()
    from teotl.runtime.runtime import Runtime
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from minigame import GAME

    components = []
    for name, (templated, written) in PAIRS.items():
        components += [{"id": f"{name}/t", "type": "tile", "effect": templated},
                       {"id": f"{name}/w", "type": "tile", "effect": written}]
    started = time.process_time()
    rt = Runtime(GAME, components, templates=TEMPLATES)
    compiled = time.process_time() - started
    assert not rt.problems, rt.problems
    started = time.process_time()
    Runtime(GAME, [c for c in components if c["id"].endswith("/w")])
    written_only = time.process_time() - started
    print(f"compile: {len(components) // 2} effects with templates and written out {compiled * 1000:.1f} ms, "
          f"written out only {written_only * 1000:.1f} ms")
    print(f"{'effect':<14}{'templates µs':>14}{'written µs':>12}{'ratio':>8}")
    for name in PAIRS:
        times: dict[str, float] = {}
        for round_ in range(args.rounds):   # the two sides interleaved, each its best round
            for side in (("t", "w") if round_ % 2 == 0 else ("w", "t")):
                do = rt.effects[(f"{name}/{side}", "effect")].do
                ctx = rt.context(rt.new_state(3, seed=1), 0)
                started = time.process_time()
                for _ in range(args.calls):
                    do(ctx)
                elapsed = (time.process_time() - started) / args.calls * 1e6
                times[side] = min(times.get(side, elapsed), elapsed)
        print(f"{name:<14}{times['t']:>14.3f}{times['w']:>12.3f}{times['t'] / times['w']:>8.2f}")


if __name__ == "__main__":
    main()
