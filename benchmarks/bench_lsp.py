"""How live `teotl lsp` feels on the whole shipped rule set: what each request costs the server.
Prints figures; asserts nothing.

    PYTHONPATH=interpreter python benchmarks/bench_lsp.py            # 20 edits per file
    PYTHONPATH=interpreter python benchmarks/bench_lsp.py --edits 50 --json lsp.json

What is measured (wall-clock, in this process, the disk cache off as in the server):
- open: the first check of a file (its rule set read, parsed, checked: what the server does when
  the editor opens the first file of a rule set);
- edit: one keystroke's re-check of the same file, the text changed without saving (median and
  worst of N edits, alternating a valid and an invalid effect, each a text not seen before). The loader re-reads only the
  changed file and re-runs the semantic check of that file's selection; everything else stays
  loaded;
- full check: `teotl check` of every selection of the rule set, what re-checking everything on
  each keystroke would cost instead (for the ratio);
- completion and hover: one request inside an effect, after the check.
Files: a base file (the default selection) and a file of an expansion module (checked with its
requirements), so both kinds of selection are measured.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "interpreter"))
os.environ["TEOTL_NO_CACHE"] = "1"

FILES = [("base/starting_tiles.yaml", 'effect: "gain cocoa 3, wood 2, stone 3"'),
         ("expansion-period/m7-mansion/royal_tiles.yaml", 'effect: "pay cocoa 3 -> gain obsidian power"')]


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)


def measure(rules: Path, relative: str, needle: str, edits: int) -> dict:
    from lsprotocol import types

    from teotl.lsp.engine import warm_up
    from teotl.lsp.server import build
    server = build("en")
    warm_up()   # what the server does when the editor has connected
    path = (rules / relative).resolve()
    text = path.read_text(encoding="utf-8")
    server.rules.set_text(path, text)
    started = time.perf_counter()
    server.rules.check(path)
    first = time.perf_counter() - started
    times = []
    for index in range(edits):
        edited = needle.replace(" 3", f" {index + 10}", 1)   # every edit a new text: no cache answers it
        changed = text.replace(needle, edited if index % 2 else edited.replace('"', '"gian ', 1), 1)
        server.rules.set_text(path, changed)
        started = time.perf_counter()
        server.rules.check(path)
        times.append(time.perf_counter() - started)
    server.rules.set_text(path, text)
    server.rules.check(path)
    index = text.index(needle) + len('effect: "gain ')
    line, column = text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1)
    position = types.Position(line, column)
    started = time.perf_counter()
    context = server.context(path.as_uri(), position)
    from teotl.lsp import completion, names
    items = completion.in_effect(context[1].prefix, names.names_of(context[2]))
    completing = time.perf_counter() - started
    from teotl.lsp import lookup
    started = time.perf_counter()
    hover_context = server.context(path.as_uri(), types.Position(line, column - 3))
    lookup.hover_text(hover_context[1].word, hover_context[1], hover_context[3], hover_context[2],
                      names.names_of(hover_context[2]), "en", hover_context[5])
    hovering = time.perf_counter() - started
    return {"file": relative, "open_ms": _ms(first), "edit_median_ms": _ms(statistics.median(times)),
            "edit_worst_ms": _ms(max(times)), "completion_ms": _ms(completing), "completion_items": len(items),
            "hover_ms": _ms(hovering)}


def full_check(rules: Path) -> float:
    from teotl.rules.checking import check_paths
    started = time.perf_counter()
    check_paths([rules])
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        rules = Path(folder) / "teotihuacan"
        shutil.copytree(REPO / "rules" / "teotihuacan", rules)
        results = [measure(rules, relative, needle, args.edits) for relative, needle in FILES]
        whole = full_check(rules)
    for row in results:
        print(f"{row['file']}: open {row['open_ms']} ms; edit re-check median {row['edit_median_ms']} ms, "
              f"worst {row['edit_worst_ms']} ms ({args.edits} edits); completion {row['completion_ms']} ms "
              f"({row['completion_items']} items); hover {row['hover_ms']} ms")
    print(f"full `teotl check` of the rule set (every selection), for comparison: {_ms(whole)} ms")
    if args.json:
        args.json.write_text(json.dumps({"files": results, "full_check_ms": _ms(whole)}, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
