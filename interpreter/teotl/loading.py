"""Load a rule set ready to play: checked, compiled once, errors turned into one clear exception."""
from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Optional, Sequence

from teotl.rules.model import RuleSet
from teotl.rules.ruleset import compiler_state, load_ruleset
from teotl.runtime.runtime import Runtime


class RulesError(Exception):
    """The rule set has errors, so no game can start. `diagnostics` lists them."""

    def __init__(self, ruleset: RuleSet):
        self.ruleset = ruleset
        self.diagnostics = ruleset.errors
        lines = [d.format_text() for d in self.diagnostics[:20]]
        more = len(self.diagnostics) - len(lines)
        super().__init__("the rules have errors, so no game can start:\n  " + "\n  ".join(lines)
                         + (f"\n  … and {more} more (run `teotl check`)" if more > 0 else ""))


# One compiled runtime per rule set loaded in this process (most recently used last). Callers
# never get one of these: they get a fork of it (`Runtime.fork`), their own object.
_COMPILED: "OrderedDict[tuple, Runtime]" = OrderedDict()
_COMPILED_LIMIT = 8
_COMPILED_LOCK = threading.Lock()   # worker threads load at once (teotl.simulate)


def load_runtime(root: Optional[Path] = None, modules: Sequence[str] = (), variants: Sequence[Path] = (),
                 logging: bool = True) -> tuple[RuleSet, Runtime]:
    """Load, check and compile. Raises RulesError when the rules have errors, UsageError on a bad request.

    Compiling is half of loading the same rules again (a test, `teotl check` then `play`, a
    worker's next batch), so the compiled runtime is kept per process and reused when the same
    rules are asked for: the same files (the fingerprint: names and SHA-256 of every file read),
    folder, modules and variants, the same verbs and queries registered, and the same thread
    (games on one thread share a runtime; threads never do, as before). Each load gets a fork:
    its own `logging` and tables, the compiled statements shared."""
    ruleset = load_ruleset(root, list(modules), list(variants))
    if ruleset.errors:
        raise RulesError(ruleset)
    key = _compiled_key(ruleset, modules, variants)
    with _COMPILED_LOCK:
        compiled = _COMPILED.get(key)
        if compiled is not None:
            _COMPILED.move_to_end(key)
    if compiled is None:
        # the semantic check compiled the rule set already (logging off) unless it was remembered
        compiled = getattr(ruleset, "runtime", None) or Runtime.from_ruleset(ruleset, logging=False)
        # the kept runtime's vocabulary was built from this game dict: the caller gets a copy
        ruleset.game = copy.deepcopy(ruleset.game)
        with _COMPILED_LOCK:
            _COMPILED[key] = compiled
            while len(_COMPILED) > _COMPILED_LIMIT:
                _COMPILED.popitem(last=False)
    runtime = compiled.fork(logging, ruleset.game)
    ruleset.runtime = runtime  # never the kept one: whoever reads it there may change it
    return ruleset, runtime


def _compiled_key(ruleset: RuleSet, modules: Sequence[str], variants: Sequence[Path]) -> tuple:
    """What a compiled runtime depends on. The fingerprint covers every file's name and bytes;
    modules in the order asked (it can change the load order), variants in the order given."""
    root = ruleset.root.resolve() if ruleset.root is not None else None
    return (ruleset.fingerprint, str(root), tuple(modules), tuple(str(Path(v).resolve()) for v in variants),
            compiler_state(), threading.get_ident())


def runtime_only(root: Optional[Path] = None, modules: Sequence[str] = (), variants: Sequence[Path] = (),
                 logging: bool = False) -> Runtime:
    """For worker processes (picklable through functools.partial): just the runtime."""
    return load_runtime(root, modules, variants, logging)[1]
