"""`teotl explain`, `teotl i18n status`, `teotl compare`, `teotl new`, and `--rules-path` on
every command: the commands for rule authors, translators and variant designers.

Why here and not in cli.py: they share a rule-set loading helper and the lookup of user folders
(`--rules-path DIR` / `TEOTL_RULES_PATH`), which `add_authoring_commands` also attaches to the
commands of cli.py and cli_game.py (check, play, simulate, replay) by wrapping their `run`, so a
house rule given by bare name (`--variant rich-start`) works everywhere. Exit codes as in
cli.py: 0 ok, 1 rule errors, 2 usage; never a traceback.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2
ENV_RULES_PATH = "TEOTL_RULES_PATH"

_EXPLAIN_EXAMPLES = """\
examples:
  teotl explain st-00                          one component, in English, as Markdown
  teotl explain st-00 royal-r1 --lang pt       several, in Portuguese
  teotl explain --module base --lang de --format text
  teotl explain --all --lang fr > regles.md    the whole rule set
  teotl explain collect_cocoa --side-by-side de    the printed German text beside the generated one
  teotl explain --all --variant house-rich-start   with a house rule applied
"""

_COMPARE_EXAMPLES = """\
examples:
  teotl compare --variant house-rich-start --games 200 --players 3
  teotl compare --variant a.yaml --variant b.yaml --games 500 --players 2 --agents greedy,random --workers 2
  teotl compare --variant my-house-rule --games 100 --players 4 --out reports/mine
  teotl compare --variant my-house-rule --games 20000 --players 4 --cluster tcp://scheduler:8786

Both rule sets play the same games: game i has the same seed and the same agents on the same
seats in both, so score differences are paired game by game.
"""

_NEW_EXAMPLES = """\
examples:
  teotl new variant my-house-rule              writes my-house-rule.yaml here
  teotl new module my-module --dir rules/teotihuacan   writes rules/teotihuacan/my-module/
"""


# ============================================================================ user folders
def rules_path(args: Any = None) -> list[Path]:
    """Extra folders to search: `--rules-path` (in order), then TEOTL_RULES_PATH (os.pathsep-separated)."""
    folders = [Path(p) for p in (getattr(args, "rules_path", None) or [])]
    folders += [Path(p) for p in os.environ.get(ENV_RULES_PATH, "").split(os.pathsep) if p.strip()]
    return folders


def _variant_id(path: Path) -> Optional[str]:
    try:
        head = path.read_text(encoding="utf-8")[:4000]
    except OSError:
        return None
    if not re.search(r"^kind:\s*variant\s*$", head, re.M):
        return None
    match = re.search(r"^id:\s*[\"']?([A-Za-z0-9_-]+)", head, re.M)
    return match.group(1) if match else None


def find_variant(name: str, folders: Sequence[Path], root: Optional[Path] = None) -> Optional[Path]:
    """A variant given by bare name: `NAME`, `NAME.yaml` or `variants/NAME.yaml` in each user
    folder, then in the rule set's own `variants/`; by file name first, then by `id:`."""
    from teotl import paths
    if Path(name).is_file():
        return Path(name)
    ruleset_root = Path(root) if root is not None else paths.default_ruleset()
    places = list(folders) + [ruleset_root]
    stem = name[:-5] if name.endswith(".yaml") else name
    for folder in places:
        for candidate in (folder / name, folder / f"{stem}.yaml", folder / "variants" / f"{stem}.yaml"):
            if candidate.is_file():
                return candidate
    for folder in places:
        for sub in (folder, folder / "variants"):
            if sub.is_dir():
                for candidate in sorted(sub.glob("*.yaml")):
                    if _variant_id(candidate) == stem:
                        return candidate
    return None


def find_ruleset(name: Optional[Any], folders: Sequence[Path]) -> Optional[Path]:
    """A rule set given by bare name: `NAME/game.yaml` in a user folder."""
    if name is None:
        return None
    path = Path(name)
    if path.exists():
        return path
    for folder in folders:
        for candidate in (folder / str(name), folder / "rules" / str(name)):
            if (candidate / "game.yaml").is_file():
                return candidate
    return path


def resolve_rules_args(args: Any) -> None:
    """Rewrite `args.rules` and `args.variant` in place: bare names found in the user folders
    (and the rule set's `variants/`) become paths; anything not found is left for the loader
    to report."""
    folders = rules_path(args)
    if getattr(args, "rules", None) is not None:
        args.rules = find_ruleset(args.rules, folders)
    root = getattr(args, "rules", None)
    variants = getattr(args, "variant", None)
    if not variants:
        return
    def one(value: Any) -> Any:
        found = find_variant(str(value), folders, root)
        return found if found is not None else value
    args.variant = [[one(v) for v in item] if isinstance(item, list) else one(item) for item in variants]


# ============================================================================ variant conflicts
CONFLICT_CODE = "E520"   # listed in rules/diagnostics.py CODES by its owner; E5xx: modules and variants


def _patch_targets(path: Path) -> list[tuple[str, str, int, int]]:
    """(target kind, dotted target, line, column) of every patch of a variant file."""
    from teotl.rules.files import read_rule_file
    from teotl.rules.yaml_loader import pointer_join
    read = read_rule_file(path, "variant")
    document = read.document
    if document is None or not isinstance(document.data, dict) or not isinstance(document.data.get("patches"), list):
        return []
    targets = []
    for index, patch in enumerate(document.data["patches"]):
        if not isinstance(patch, dict):
            continue
        base = pointer_join("/patches", index)
        if isinstance(patch.get("component"), str) and isinstance(patch.get("path"), str):
            line, column = document.position(base + "/component")
            targets.append(("component", f"{patch['component']}.{patch['path']}", line, column))
        elif isinstance(patch.get("game"), str):
            line, column = document.position(base + "/game")
            targets.append(("game", patch["game"], line, column))
    return targets


def _overlaps(a: str, b: str) -> bool:
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def variant_conflicts(variants: Sequence[Any]) -> list[str]:
    """Two variants that set the same value (or one inside the other) cannot both apply: the
    second would silently undo the first. One line per clash, naming both files."""
    from teotl.cli import display_path
    problems = []
    seen: list[tuple[Path, str, str, int, int]] = []
    for variant in variants:
        path = Path(variant)
        if not path.is_file():
            continue
        for kind, target, line, column in _patch_targets(path):
            for other_path, other_kind, other_target, _, _ in seen:
                if other_path.resolve() != path.resolve() and kind == other_kind and _overlaps(target, other_target):
                    shown = target if kind == "component" else f"game.yaml {target}"
                    problems.append(
                        f"{display_path(str(path))}:{line}:{column}: {CONFLICT_CODE} variants "
                        f"{display_path(str(other_path))} and {display_path(str(path))} both patch `{shown}` "
                        f"(apply only one of them, or merge them into one variant)")
        seen += [(path, kind, target, line, column) for kind, target, line, column in _patch_targets(path)]
    return problems


def _flat_variants(args: Any) -> list[Any]:
    result = []
    for item in getattr(args, "variant", None) or []:
        result += item if isinstance(item, list) else [item]
    return result


def _refuse_conflicts(args: Any) -> Optional[int]:
    problems = variant_conflicts(_flat_variants(args))
    for line in problems:
        print(line, file=sys.stderr)
    return EXIT_ERRORS if problems else None


def _with_rules_path(run: Callable[[Any], int]) -> Callable[[Any], int]:
    def wrapped(args: Any) -> int:
        resolve_rules_args(args)
        if getattr(args, "command", None) == "check" and getattr(args, "paths", None):
            folders = rules_path(args)
            args.paths = [str(find_ruleset(p, folders)) for p in args.paths]
        refused = _refuse_conflicts(args)
        if refused is not None:
            return refused
        return run(args)
    wrapped.__wrapped__ = run  # type: ignore[attr-defined]
    return wrapped


def _add_rules_path(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules-path", action="append", default=[], metavar="DIR",
                        help=f"a folder searched for variants given by bare name and for rule sets "
                             f"(repeatable; also ${ENV_RULES_PATH}, {os.pathsep}-separated)")


def add_authoring_commands(commands: argparse._SubParsersAction) -> None:
    """Register explain, i18n, compare and new; give every other command `--rules-path`."""
    for name, sub in list(commands.choices.items()):
        run = sub.get_default("run")
        if run is not None:
            _add_rules_path(sub)
            sub.set_defaults(run=_with_rules_path(run))

    explain = commands.add_parser(
        "explain", help="render components or a whole rule set as rule text (en, pt, de, fr)",
        description="Render components as readable rule text, built from their effects through the "
                    "message catalogues in rules/i18n.",
        epilog=_EXPLAIN_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    explain.add_argument("ids", nargs="*", metavar="ID", help="component ids")
    explain.add_argument("--module", action="append", default=[], metavar="M", help="every component of module M")
    explain.add_argument("--all", action="store_true", help="the whole rule set, module by module")
    explain.add_argument("--lang", default=None, metavar="LANG", help="language: en (default), pt, de, fr")
    explain.add_argument("--format", choices=("md", "text"), default="md", help="Markdown (default) or plain text")
    explain.add_argument("--side-by-side", default=None, metavar="LANG",
                         help="show the printed rulebook text in LANG beside the generated text "
                              "(generated in LANG too unless --lang is given)")
    _ruleset_options(explain)
    explain.set_defaults(run=run_explain)

    i18n = commands.add_parser("i18n", help="translation tools: `teotl i18n status`",
                               description="Translation tools.")
    i18n_commands = i18n.add_subparsers(dest="i18n_command", metavar="SUBCOMMAND")
    status = i18n_commands.add_parser("status", help="coverage of each language: messages, terms, printed texts",
                                      description="Coverage per language of the engine's messages, of the "
                                                  "nouns and component names of the loaded rule set, and of "
                                                  "printed rulebook texts.")
    status.add_argument("--lang", action="append", default=[], metavar="LANG", help="only these languages")
    status.add_argument("--missing", action="store_true", help="list what is missing")
    status.add_argument("--format", choices=("text", "json"), default="text")
    _ruleset_options(status)
    status.set_defaults(run=run_i18n_status)
    i18n.set_defaults(run=lambda args: (i18n.print_help(sys.stderr), EXIT_USAGE)[1])

    compare = commands.add_parser(
        "compare", help="balance report: two rule sets on the same seeds (Markdown and PNG plots)",
        description="Play the same games under two rule sets (the base rules and a variant, or two "
                    "variants) and report score differences with confidence intervals, win rates by "
                    "seat and by agent, score histograms and game length.",
        epilog=_COMPARE_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    compare.add_argument("--variant", action="append", default=[], metavar="FILE",
                         help="once: base rules vs this variant; twice: the first vs the second")
    compare.add_argument("--games", type=int, default=100, metavar="N", help="games per rule set (default 100)")
    compare.add_argument("--players", type=int, default=2, metavar="P", help="players per game (default 2)")
    compare.add_argument("--agents", default="random", metavar="LIST",
                         help="comma-separated agents, repeated over the seats and rotated (default: random)")
    compare.add_argument("--seed", type=int, default=1, metavar="S", help="run seed (default 1)")
    compare.add_argument("--workers", type=int, default=1, metavar="K", help="parallel processes (0 = all cores)")
    compare.add_argument("--cluster", default=None, metavar="ADDRESS",
                         help="run the games on a Dask distributed scheduler, e.g. tcp://host:8786, as "
                              "`teotl simulate --cluster` does (--workers is then ignored)")
    compare.add_argument("--batch", type=int, default=None, metavar="N",
                         help="games per task for --workers/--cluster (default: timed so a task runs ~0.1-0.25 s)")
    compare.add_argument("--out", type=Path, default=Path("compare-report"), metavar="DIR",
                         help="where report.md and the plots go (default: compare-report)")
    compare.add_argument("--rules", type=Path, default=None, metavar="DIR", help="the rule-set folder")
    compare.add_argument("--modules", action="append", default=[], metavar="LIST",
                         help="comma-separated module ids loaded in both rule sets")
    _add_rules_path(compare)
    compare.set_defaults(run=run_compare)

    new = commands.add_parser("new", help="write a commented starter file: `teotl new module|variant NAME`",
                              description="Write a commented starter rule file that passes `teotl check` as written.",
                              epilog=_NEW_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    new.add_argument("what", choices=("module", "variant"), help="what to create")
    new.add_argument("name", help="its id: lower case letters, digits, - and _")
    new.add_argument("--dir", type=Path, default=Path("."), metavar="DIR",
                     help="where to write it (default: here; for a module, the rule-set folder holding game.yaml)")
    new.add_argument("--force", action="store_true", help="overwrite existing files")
    new.set_defaults(run=run_new)


def _ruleset_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", type=Path, default=None, metavar="DIR",
                        help="the rule-set folder holding game.yaml (default: the shipped rule set)")
    parser.add_argument("--modules", action="append", default=[], metavar="LIST",
                        help="comma-separated module ids to load on top of the default modules")
    parser.add_argument("--variant", action="append", default=[], metavar="FILE",
                        help="a variant file, or a variant's bare name (repeatable, applied in order)")
    _add_rules_path(parser)


def _modules(args: Any) -> list[str]:
    return [m.strip() for group in args.modules for m in group.split(",") if m.strip()]


def _print_error(command: str, message: str) -> None:
    print(f"teotl {command}: error: {message}", file=sys.stderr)


def _load_ruleset(args: Any, command: str, modules: Sequence[str] = ()):
    """A checked rule set (with `args.variant` applied), or an exit code after saying why not."""
    from teotl.rules import load_ruleset
    from teotl.rules.modules import UsageError
    resolve_rules_args(args)
    variants = _flat_variants(args)
    refused = _refuse_conflicts(args)
    if refused is not None:
        return refused
    try:
        ruleset = load_ruleset(args.rules, list(modules), [Path(v) for v in variants])
    except UsageError as problem:
        _print_error(command, problem.message + (f" ({problem.hint})" if problem.hint else ""))
        return EXIT_USAGE
    if ruleset.errors:
        print(f"teotl {command}: the rules have errors:", file=sys.stderr)
        for diagnostic in ruleset.errors[:20]:
            print("  " + diagnostic.format_text(), file=sys.stderr)
        if len(ruleset.errors) > 20:
            print(f"  … and {len(ruleset.errors) - 20} more (run `teotl check`)", file=sys.stderr)
        return EXIT_ERRORS
    return ruleset


def _language(lang: Optional[str], command: str) -> Optional[str]:
    from teotl.text.catalogue import catalogue_root
    if lang is None:
        return "en"
    if not re.fullmatch(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?", lang):
        _print_error(command, f"`{lang}` is not a language code (en, pt, de, fr)")
        return None
    if not (catalogue_root() / lang).is_dir():
        known = sorted(p.name for p in catalogue_root().iterdir() if p.is_dir())
        print(f"teotl {command}: warning: no catalogue for `{lang}` (have: {', '.join(known)}); "
              "English is used", file=sys.stderr)
    return lang


# ============================================================================ explain
def run_explain(args: Any) -> int:
    from teotl.rules.diagnostics import did_you_mean
    from teotl.text.document import render_document
    from teotl.text.render import Renderer

    if not args.ids and not args.module and not args.all:
        _print_error("explain", "say what to explain: component ids, --module M or --all "
                                "(e.g. `teotl explain st-00 --lang pt`)")
        return EXIT_USAGE
    lang = _language(args.lang or args.side_by_side, "explain")
    if lang is None:
        return EXIT_USAGE
    modules = _modules(args)
    for module in args.module:
        if module not in modules:
            modules.append(module)
    ruleset = _load_ruleset(args, "explain", [m for m in modules if m != "base"])
    if isinstance(ruleset, int):
        if ruleset == EXIT_USAGE and args.module:
            pass
        return ruleset
    chosen = []
    for cid in args.ids:
        component = ruleset.components.get(cid)
        if component is None:
            hint = did_you_mean(cid, ruleset.components)
            _print_error("explain", f"no component `{cid}` in this rule set" + (f" ({hint})" if hint else ""))
            return EXIT_USAGE
        chosen.append(component)
    for module in args.module:
        found = [c for c in ruleset.components.values() if c.module == module]
        if not found:
            _print_error("explain", f"module `{module}` has no loaded components")
            return EXIT_USAGE
        chosen += [c for c in found if c not in chosen]
    if args.all:
        chosen = list(ruleset.components.values())
    renderer = Renderer(ruleset, lang, rules_path(args))
    document = render_document(renderer, chosen, args.format, args.side_by_side,
                               grouped=bool(args.all or args.module))
    sys.stdout.write(document)
    warnings = renderer.warnings
    for text in warnings[:20]:
        print(f"teotl explain: warning: {text}", file=sys.stderr)
    if len(warnings) > 20:
        print(f"teotl explain: … and {len(warnings) - 20} more warnings (see `teotl i18n status --missing`)",
              file=sys.stderr)
    return EXIT_OK


# ============================================================================ i18n status
def run_i18n_status(args: Any) -> int:
    import json

    from teotl.text.catalogue import LANGUAGES
    from teotl.text.status import coverage

    ruleset = _load_ruleset(args, "i18n status", _modules(args))
    if isinstance(ruleset, int):
        return ruleset
    languages = args.lang or list(LANGUAGES)
    report = coverage(ruleset, languages, rules_path(args))
    if args.format == "json":
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return EXIT_OK
    from rich.console import Console
    from rich.table import Table
    console = Console(highlight=False)
    console = Console(highlight=False, width=max(110, console.width))
    table = Table(title=f"translation coverage ({', '.join(ruleset.module_ids())})")
    for column in ("language", "messages", "terms", "component names", "printed texts", "problems"):
        table.add_column(column, justify="left" if column == "language" else "right")
    for lang in languages:
        row = report[lang]
        cells = [lang]
        for key in ("messages", "terms", "components", "printed"):
            part = row[key]
            cells.append(f"{part['have']}/{part['of']} ({part['percent']:.0f}%)")
        cells.append(str(len(row["problems"])))
        table.add_row(*cells)
    console.print(table)
    if args.missing:
        for lang in languages:
            row = report[lang]
            for key in ("messages", "terms", "components"):
                if row[key]["missing"]:
                    console.print(f"[bold]{lang}[/bold] missing {key} ({len(row[key]['missing'])}): "
                                  + ", ".join(row[key]["missing"]), soft_wrap=True)
            for problem in row["problems"]:
                console.print(f"[bold]{lang}[/bold] problem: {problem}", soft_wrap=True)
    return EXIT_OK


# ============================================================================ compare
def run_compare(args: Any) -> int:
    from teotl.cli_game import _agent_list
    from teotl.compare import CompareError, run_comparison

    if not 1 <= len(args.variant) <= 2:
        _print_error("compare", "give one --variant (base rules vs it) or two (the first vs the second)")
        return EXIT_USAGE
    if args.games < 1:
        _print_error("compare", "--games must be at least 1")
        return EXIT_USAGE
    names = _agent_list(args.agents, args.players, "compare")
    if names is None:
        return EXIT_USAGE
    if not names:
        names = ["random"]
    if "human" in names:
        _print_error("compare", "`human` cannot play simulated games")
        return EXIT_USAGE
    resolve_rules_args(args)
    missing = [str(v) for v in args.variant if not Path(v).is_file()]
    if missing:
        _print_error("compare", f"no such variant: {missing[0]} (give a file, or a bare name found in "
                                f"--rules-path, ${ENV_RULES_PATH} or the rule set's variants/)")
        return EXIT_USAGE
    if args.batch is not None and args.batch < 1:
        _print_error("compare", "--batch must be at least 1")
        return EXIT_USAGE
    workers = args.workers if args.workers > 0 else (os.cpu_count() or 1)
    try:
        report = run_comparison(args.rules, _modules(args), [Path(v) for v in args.variant], args.games,
                                args.players, names, args.seed, workers, args.out, progress=True,
                                cluster=args.cluster, batch_size=args.batch)
    except CompareError as problem:
        print(f"teotl compare: {problem}", file=sys.stderr)
        return problem.exit_code
    sys.stdout.write(report.markdown)
    print(f"\nreport written to {report.path} (plots: {', '.join(p.name for p in report.plots)})", file=sys.stderr)
    return EXIT_OK


# ============================================================================ new
def run_new(args: Any) -> int:
    from teotl.scaffold import ScaffoldError, new_module, new_variant

    try:
        written = (new_module if args.what == "module" else new_variant)(args.name, args.dir, force=args.force)
    except ScaffoldError as problem:
        _print_error("new", str(problem))
        return EXIT_USAGE
    for path in written:
        print(f"wrote {path}")
    first = written[0]
    if args.what == "variant":
        print(f"check it with `teotl check --variant {first}`; use it with `--variant {first}`")
    else:
        print(f"check it with `teotl check {first.parent.parent} --modules {args.name}`")
    return EXIT_OK
