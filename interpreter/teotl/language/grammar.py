"""The grammar of effects (grammar/effects.lark) and where Lark may keep its LALR tables.

Building the tables takes a few hundred ms, so Lark keeps them in a file between processes. The
language has no cache of its own: whoever has one (the rule loader's disk cache, teotl.rules)
says where with `use_table_cache`; until then the tables are built in memory each process.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Callable, Optional

from teotl import paths


_TABLE_CACHE: list[Callable[[], Optional[Path]]] = []


def use_table_cache(folder: Callable[[], Optional[Path]]) -> None:
    """Keep Lark's tables in `folder()` (asked at the first build: None means no cache)."""
    _TABLE_CACHE[:] = [folder]


def table_cache_dir() -> Optional[Path]:
    """The folder for Lark's tables, or None."""
    return _TABLE_CACHE[0]() if _TABLE_CACHE else None


def grammar_text() -> str:
    return paths.grammar_file().read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def keywords() -> frozenset[str]:
    """The words the grammar itself spells (`gain`, `choose`, `repeat`, …): with the registered
    verbs, what a statement may start with, and what a misspelled first word is compared with."""
    import re
    return frozenset(re.findall(r'"([a-z_]+)"i?', grammar_text()))
