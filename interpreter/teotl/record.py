"""Game records: a game is rules + modules + variants + seed + the list of answers.

A record is small JSON. Loading one checks its shape (every field's type and range, its size and
nesting) and the rules fingerprint before anything is replayed; replaying checks that the record
is whole and consistent — the game ends exactly where the record says, with the scores it
says. A record made with other rules, cut short, or edited by hand is refused with the reason
instead of replaying into a different game.

A record names its rule set (`rules`: the game's id, and the folder name of a shipped rule set or
the path of another one), so `teotl replay` finds the rules without `--rules`; records written
before that field existed replay with the shipped default.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

from teotl import paths
from teotl.model.decisions import IllegalAnswer
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime
from teotl.output_file import WriteError, write_whole

RECORD_FORMAT = "teotl-game"
RECORD_VERSION = 1
MAX_RECORD_BYTES = 16 * 1024 * 1024   # a long 4-player game's record is under 100 kB
MAX_SEED_DIGITS = 30                  # `play --seed` takes the same range
MAX_PLAYERS = 100                     # a sanity bound; the rule set's own range is checked on replay
MAX_NAME = 1000                       # characters of one module, variant or agent name


class RecordError(Exception):
    """A game record that cannot be used: unreadable, malformed, or made with other rules."""


def seed_problem(seed: Any) -> Optional[str]:
    """Why `seed` is not a game seed (a whole number of at most MAX_SEED_DIGITS digits), or None."""
    if type(seed) is not int:
        return "a seed is a whole number"
    if abs(seed) >= 10 ** MAX_SEED_DIGITS:
        return f"a seed has at most {MAX_SEED_DIGITS} digits"
    return None


def rules_of(ruleset: Any) -> dict[str, str]:
    """How a record names the rule set it was played with: the game's id, and the folder name of
    a shipped rule set (found again in any installation) or the path of any other."""
    root = Path(ruleset.root) if getattr(ruleset, "root", None) is not None else paths.default_ruleset()
    named = {"id": str((ruleset.game or {}).get("id", ""))}
    try:
        shipped = root.resolve().parent == paths.rules_dir().resolve()
    except OSError:
        shipped = False
    if shipped:
        named["name"] = root.resolve().name
    else:
        named["path"] = str(root.resolve())
    return named


def make_record(game: Game, fingerprint: str, modules: list[str], variants: list[str],
                agents: Optional[list[str]] = None, rules: Optional[dict[str, str]] = None) -> dict[str, Any]:
    record: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules_fingerprint": fingerprint,
    }
    if rules is not None:
        record["rules"] = dict(rules)
    record.update({
        "modules": list(modules),
        "variants": list(variants),
        "players": game.players,
        "seed": game.seed,
        "agents": list(agents or []),
        "answers": list(game.answers),
        "finished": game.finished,
        "scores": game.scores() if game.finished else None,
    })
    return record


def save_record(path: Path, record: dict[str, Any]) -> None:
    """Write the record whole (never a half-written file, never a `.tmp` left behind); raises
    RecordError saying why it could not."""
    try:
        write_whole(Path(path), json.dumps(record, indent=1) + "\n")
    except WriteError as problem:
        raise RecordError(f"cannot save the game record: {problem}") from None


def load_record(path: Path) -> dict[str, Any]:
    """Read and validate a record file (shape only; the fingerprint is checked by `check_fingerprint`)."""
    path = Path(path)
    record = _read_json(path)
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise RecordError(f"{path}: not a teotl game record (expected \"format\": \"{RECORD_FORMAT}\")")
    if record.get("version") != RECORD_VERSION:
        raise RecordError(f"{path}: record version {_shown(record.get('version'))} is not supported "
                          f"(this teotl reads version {RECORD_VERSION})")
    for key, kind in {"rules_fingerprint": str, "modules": list, "variants": list, "players": int, "seed": int,
                      "answers": list, "finished": bool}.items():
        value = record.get(key)
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            raise RecordError(f"{path}: field `{key}` is missing or is not {_KIND_WORDS[kind]}")
    for key in ("modules", "variants", "agents", "answers"):
        items = record.get(key, [])
        if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
            raise RecordError(f"{path}: field `{key}` must be a list of strings")
        if key != "answers" and any(not item or len(item) > MAX_NAME for item in items):
            raise RecordError(f"{path}: field `{key}` holds an empty or overlong name")
    if not 1 <= record["players"] <= MAX_PLAYERS:
        raise RecordError(f"{path}: field `players` is {record['players']}: a game has 1 to {MAX_PLAYERS} players")
    problem = seed_problem(record["seed"])
    if problem:
        raise RecordError(f"{path}: field `seed` is not a game seed ({problem})")
    _check_scores_shape(record, path)
    _check_rules_shape(record, path)
    return record


_KIND_WORDS = {str: "a string", list: "a list", int: "a whole number", bool: "true or false"}


def _read_json(path: Path) -> Any:
    """The file's JSON, read with a bounded size (a device or a huge file is never read whole)."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{path}: is a folder, not a game record") from None
    except OSError as error:
        raise RecordError(f"{path}: cannot read the record ({(error.strerror or str(error)).lower()})") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"{path}: more than {MAX_RECORD_BYTES // (1024 * 1024)} MB: not a game record")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(f"{path}: not a game record (byte {error.start + 1} is not UTF-8 text)") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"{path}:{error.lineno}:{error.colno}: not valid JSON ({error.msg}); "
                          "the file is truncated or corrupted") from None
    except RecursionError:
        raise RecordError(f"{path}: the JSON nests too deeply: not a game record") from None
    except ValueError:  # an integer of more than 4300 digits (Python's limit for reading one)
        raise RecordError(f"{path}: not a game record (a number in it has thousands of digits)") from None


def _check_scores_shape(record: dict[str, Any], path: Path) -> None:
    scores = record.get("scores")
    if not record["finished"]:
        if scores is not None:
            raise RecordError(f"{path}: the record says the game is unfinished but gives `scores`; "
                              "the record was edited")
        return
    if not (isinstance(scores, list) and len(scores) == record["players"]
            and all(type(score) is int for score in scores)):
        raise RecordError(f"{path}: field `scores` must list one whole number per player for a finished game")


def _check_rules_shape(record: dict[str, Any], path: Path) -> None:
    rules = record.get("rules")
    if rules is None:
        return
    if not (isinstance(rules, dict) and isinstance(rules.get("id"), str)
            and all(isinstance(rules.get(key), (str, type(None))) for key in ("name", "path"))
            and (rules.get("name") is None) != (rules.get("path") is None)):
        raise RecordError(f"{path}: field `rules` must be {{\"id\": …, \"name\": …}} for a shipped rule set "
                          "or {\"id\": …, \"path\": …} for another")
    name = rules.get("name")
    if name is not None and (not name or "/" in name or "\\" in name or name in (".", "..")):
        raise RecordError(f"{path}: field `rules` names no shipped rule set ({_shown(name)})")


def rules_root(record: dict[str, Any], path: Any = "record") -> Optional[Path]:
    """The rule-set folder the record names (None: the shipped default, for an older record).
    Raises RecordError when that folder is not here."""
    rules = record.get("rules")
    if rules is None:
        return None
    if rules.get("name") is not None:
        root = paths.rules_dir() / rules["name"]
        if not (root / "game.yaml").is_file():
            raise RecordError(f"{path}: the record was played with the rule set {_shown(rules['name'])}, "
                              "which this teotl does not ship; give it with --rules DIR")
        return root
    root = Path(rules["path"])
    if not (root / "game.yaml").is_file():
        raise RecordError(f"{path}: the record was played with the rule set at {rules['path']}, which is not "
                          "there any more; give it with --rules DIR")
    return root


def check_rules(record: dict[str, Any], runtime: Runtime, fingerprint: str, path: Any = "record") -> None:
    """The loaded rules are the record's: the same game (by id), the same files (the fingerprint),
    a number of players the game takes."""
    named = (record.get("rules") or {}).get("id")
    game_id = str(runtime.game.get("id", ""))
    if named is not None and named != game_id:
        raise RecordError(f"{path}: the record is a game of {_shown(named)}, these rules are "
                          f"{_shown(game_id)}; give the record's rule set with --rules DIR")
    check_fingerprint(record, fingerprint, path)
    limits = runtime.game.get("players") or {}
    low, high = int(limits.get("min", 1)), int(limits.get("max", 99))
    if not low <= record["players"] <= high:
        raise RecordError(f"{path}: field `players` is {record['players']}, but this game takes {low} to {high}")


def check_fingerprint(record: dict[str, Any], fingerprint: str, path: Any = "record") -> None:
    if record["rules_fingerprint"] != fingerprint:
        raise RecordError(
            f"{path}: the record was made with other rules (fingerprint {record['rules_fingerprint'][:12]}…, "
            f"these rules are {fingerprint[:12]}…); load the same rule files, modules "
            f"({', '.join(record['modules']) or 'none'}) and variants ({', '.join(record['variants']) or 'none'})")


def replay(runtime: Runtime, record: dict[str, Any], until: Optional[int] = None, path: Any = "record") -> Game:
    """Rebuild a game by answering its recorded decisions (the first `until` of them, if given).
    The whole record is replayed and checked first — it ends where it says, with the scores it
    says — so a record cut short or edited is refused even when only its start is asked for."""
    game = _answer_all(runtime, record, record["answers"], path)
    _check_outcome(game, record, path)
    if until is None or until >= len(record["answers"]):
        return game
    return _answer_all(runtime, record, record["answers"][:max(0, until)], path)


def _answer_all(runtime: Runtime, record: dict[str, Any], answers: list[str], path: Any) -> Game:
    game = Game(runtime, record["players"], record["seed"])
    for number, answer in enumerate(answers, start=1):
        if game.finished:
            raise RecordError(f"{path}: the game ended before answer {number} of {len(answers)}; "
                              "the record is corrupted")
        try:
            game.answer(answer)
        except IllegalAnswer as error:
            raise RecordError(f"{path}: answer {number} ({_shown(answer)}) does not fit the game: {error}; "
                              "the record is corrupted or was made with other rules") from None
    return game


def _check_outcome(game: Game, record: dict[str, Any], path: Any) -> None:
    """Only records written by `make_record` have the keys; hand-built ones without them pass."""
    if "finished" not in record:
        return
    count = len(record["answers"])
    if record["finished"] and not game.finished:
        raise RecordError(f"{path}: the record says the game is finished, but after its {count} answers the "
                          "game goes on; the record is cut short or edited")
    if not record["finished"] and game.finished:
        raise RecordError(f"{path}: the record says the game is unfinished, but its {count} answers end it; "
                          "the record was edited")
    if game.finished and record.get("scores") != game.scores():
        raise RecordError(f"{path}: the record's scores {record.get('scores')} are not the game's "
                          f"{game.scores()}; the record was edited")


def _shown(value: Any) -> str:
    """A value from a record, short enough for one line."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"
