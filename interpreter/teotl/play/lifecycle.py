"""Saving a terminal game and finding it again: `save FILE`, the autosave on `quit`, Ctrl-C and
end of input, and what `play --load FILE` needs from a record.

Why a game is its record: a game is its rule set, modules, variants, seed and answers
(teotl.record), so a save is small, and loading replays the answers — asking the bots again at
their decisions (teotl.play.table.rebuild), so the resumed game goes on to the same end as the
uninterrupted one.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Optional

from teotl.play.table import Table
from teotl.record import RecordError, make_record, save_record

SAVE_DIR_VARIABLE = "TEOTL_SAVE_DIR"


def record_of(table: Table) -> dict[str, Any]:
    loaded = table.session.loaded
    return make_record(table.game, loaded.fingerprint, list(loaded.modules), [str(v) for v in loaded.variants],
                       list(table.agent_names), table.rules)


def save(table: Table, path: Path) -> Optional[str]:
    """Write the record; None when written, else why not (the game goes on)."""
    try:
        save_record(path, record_of(table))
    except RecordError as problem:
        return str(problem)
    return None


def autosave_path(table: Table, chosen: Optional[Path]) -> Path:
    """Where an unfinished game is kept: the `--save` file when one was given, else
    `$TEOTL_SAVE_DIR` (default `$XDG_STATE_HOME/teotl`, else `~/.local/state/teotl`) /
    `RULESET-SEED.json`."""
    if chosen is not None:
        return chosen
    folder = os.environ.get(SAVE_DIR_VARIABLE)
    if not folder:
        state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
        folder = str(Path(state) / "teotl")
    name = re.sub(r"[^A-Za-z0-9_.-]+", "-", table.session.loaded.name) or "game"
    return Path(folder) / f"{name}-{table.game.seed}.json"


def autosave(table: Table, chosen: Optional[Path]) -> tuple[Path, Optional[str]]:
    """Keep the unfinished game: (the path, None) when written, else (the path, why not)."""
    path = autosave_path(table, chosen)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as problem:
        return path, problem.strerror or str(problem)
    return path, save(table, path)
