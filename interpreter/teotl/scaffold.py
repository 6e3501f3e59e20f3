"""`teotl new game|module|variant|schemas`: commented starter files that pass `teotl check` as written,
so an author starts from something that works and changes one thing at a time.

Which templates: those of the rule set the new file belongs to (`<rule set>/templates/
*.yaml.tmpl`, whose examples use the game's own words), else the generic ones shipped in
`rules/templates/`. Placeholders: `{name}` the id given, `{title}` a readable name, `{file}`
the new file, `{schema}` the folder of the schemas relative to the new file, and from the rule
set's game.yaml `{game}` (its name), `{requires}` (its default modules, as a YAML list),
`{resource}` and `{component_type}` (the first of each, for commented examples).

Where the `$schema` line points (docs/editors.md): at the copy of the schemas in the rule set's
own `schema/` folder (in a folder of house rules outside any rule set, its `schema/`), written
here when missing. The line then works from any folder, after copying the rule set anywhere,
and with any install of teotl.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Optional

_ID = re.compile(r"^[a-z][a-z0-9_-]*$")
SCHEMA_FOLDER = "schema"


class ScaffoldError(Exception):
    pass


def _check_name(name: str) -> None:
    if not _ID.match(name):
        raise ScaffoldError(f"`{name}` is not a valid id: lower case letter first, then letters, digits, - or _ "
                            f"(e.g. `my-house-rule`)")


def _title(name: str) -> str:
    return re.sub(r"[-_]+", " ", name).strip().capitalize()


def template_path(kind: str, ruleset: Optional[Path]) -> Path:
    """The rule set's own template of `kind` (variant, module, components), else the generic one."""
    from teotl import paths
    if ruleset is not None:
        own = Path(ruleset) / "templates" / f"{kind}.yaml.tmpl"
        if own.is_file():
            return own
    return paths.rules_dir() / "templates" / f"{kind}.yaml.tmpl"


def _template(kind: str, ruleset: Optional[Path]) -> str:
    path = template_path(kind, ruleset)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as error:
        raise ScaffoldError(f"no {kind} template ({path}): {error.strerror or error}") from None


def _game_words(ruleset: Optional[Path]) -> dict[str, str]:
    """The placeholders a generic template takes from the rule set's game.yaml and manifests."""
    from teotl.rules.modules import GAME_FILE, MANIFEST, scan
    from teotl.rules.yaml_loader import load_yaml_file
    words = {"game": "the game", "requires": "[]", "resource": "RESOURCE", "component_type": "TYPE"}
    if ruleset is None:
        return words
    document, _ = load_yaml_file(Path(ruleset) / GAME_FILE)
    game = document.data if document is not None and isinstance(document.data, dict) else {}
    vocabulary = game.get("vocabulary") if isinstance(game.get("vocabulary"), dict) else {}
    words["game"] = str(game.get("name") or game.get("id") or words["game"])
    resources = [_entry_id(r) for r in vocabulary.get("resources") or []]
    types = [str(t) for t in vocabulary.get("component_types") or []]
    words["resource"] = next((r for r in resources if r), words["resource"])
    words["component_type"] = next(iter(types), words["component_type"])
    defaults = []
    for folder in scan(Path(ruleset)).module_dirs:
        manifest, _ = load_yaml_file(folder / MANIFEST)
        data = manifest.data if manifest is not None and isinstance(manifest.data, dict) else {}
        if data.get("default") is True and isinstance(data.get("id"), str):
            defaults.append(data["id"])
    words["requires"] = "[" + ", ".join(defaults) + "]"
    return words


def _entry_id(entry: Any) -> str:
    return str(entry.get("id", "")) if isinstance(entry, dict) else str(entry)


def _fill(kind: str, ruleset: Optional[Path], **values: str) -> str:
    text = _template(kind, ruleset)
    words = {**_game_words(ruleset), **values}
    try:
        return text.format(**words)
    except (KeyError, IndexError, ValueError) as problem:
        raise ScaffoldError(f"the {kind} template {template_path(kind, ruleset)} has a bad placeholder: "
                            f"{problem}") from None


# ----------------------------------------------------------------------------- the schemas
def write_schemas(folder: Path, force: bool = False) -> list[Path]:
    """Copy teotl's schemas into `folder/schema/` (those missing, or all with `force`);
    returns the files written."""
    from teotl import paths
    from teotl.rules.schema import KINDS
    target = Path(folder) / SCHEMA_FOLDER
    written = []
    for name in KINDS.values():
        path = target / name
        source = (paths.schema_dir() / name).read_bytes()
        if path.is_file() and (not force or path.read_bytes() == source):
            continue
        target.mkdir(parents=True, exist_ok=True)
        path.write_bytes(source)
        written.append(path)
    return written


def _schema_home(directory: Path) -> Path:
    """Where the new file's schemas live: its rule set's folder, else the folder itself."""
    from teotl.rules.modules import find_root
    return find_root(directory) or Path(directory)


def _schema_ref(home: Path, target_dir: Path) -> str:
    """`{schema}`: the schema folder of `home`, relative to the folder of the new file."""
    return Path(os.path.relpath(Path(home).resolve() / SCHEMA_FOLDER, Path(target_dir).resolve())).as_posix()


# ----------------------------------------------------------------------------- new files
def new_variant(name: str, directory: Path = Path("."), force: bool = False,
                ruleset: Optional[Path] = None) -> list[Path]:
    """`DIRECTORY/NAME.yaml` (and the schemas it points at, when missing). `ruleset` is the rule
    set it is for (its templates and words); by default the one DIRECTORY is in."""
    from teotl.rules.modules import find_root
    _check_name(name)
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.yaml"
    if path.exists() and not force:
        raise ScaffoldError(f"{path} exists already (use --force to overwrite it)")
    home = _schema_home(directory)
    source = find_root(directory) or ruleset
    path.write_text(_fill("variant", source, name=name, title=_title(name), file=path.as_posix(),
                          schema=_schema_ref(home, directory)), encoding="utf-8")
    return [path] + write_schemas(home)


def new_module(name: str, directory: Path = Path("."), force: bool = False) -> list[Path]:
    """`DIRECTORY/NAME/module.yaml` and `DIRECTORY/NAME/NAME.yaml`. DIRECTORY must be inside a
    rule set (the folder holding game.yaml, or one of its folders), or the module could not be
    loaded by `--modules NAME`."""
    from teotl.rules.modules import GAME_FILE, find_root
    _check_name(name)
    root = find_root(Path(directory))
    if root is None:
        shown = "the current folder" if Path(directory).resolve() == Path.cwd().resolve() else str(directory)
        raise ScaffoldError(f"{shown} is not inside a rule set (no {GAME_FILE} there or above): a module "
                            "lives in a rule set's folder; run this inside one, or give --dir RULESET-FOLDER")
    folder = Path(directory) / name
    manifest, components = folder / "module.yaml", folder / f"{name.replace('-', '_')}.yaml"
    for path in (manifest, components):
        if path.exists() and not force:
            raise ScaffoldError(f"{path} exists already (use --force to overwrite it)")
    folder.mkdir(parents=True, exist_ok=True)
    schema = _schema_ref(root, folder)
    manifest.write_text(_fill("module", root, name=name, title=_title(name), schema=schema,
                              file=manifest.as_posix()), encoding="utf-8")
    components.write_text(_fill("components", root, name=name, title=_title(name), schema=schema,
                                file=components.as_posix()), encoding="utf-8")
    return [manifest, components] + write_schemas(root)


#: the files of a new game, from `rules/templates/game/`: template → where it goes in the game's folder
#: (`{name}` the game's id). The catalogues hold the game's own words in each language, so that it
#: reads in its own words from the start (no other game's terms show through: the engine's
#: rules/i18n has none), and a translator has each term and its forms to follow.
GAME_FILES = (("game.yaml.tmpl", "game.yaml"), ("module.yaml.tmpl", "base/module.yaml"),
              ("rules.yaml.tmpl", "base/rules.yaml"),
              *((f"i18n/{lang}.ftl.tmpl", f"i18n/{lang}/{{name}}.ftl") for lang in ("en", "pt", "de", "fr")))


def new_game(name: str, directory: Path = Path("."), force: bool = False) -> list[Path]:
    """`DIRECTORY/NAME/`: a whole small game that checks clean and plays as written (game.yaml,
    a base module with its turn, its words in en/pt/de/fr under `i18n/`, the schemas), for a
    modder to grow into their own. Refused inside another rule set (a game is not a module of one)."""
    from teotl import paths
    from teotl.rules.modules import find_root
    _check_name(name)
    inside = find_root(Path(directory))
    if inside is not None:
        raise ScaffoldError(f"{directory} is inside the rule set {inside}: a new game gets a folder of its own "
                            "(give --dir a folder outside it; `teotl new module NAME` adds a module to this one)")
    folder = Path(directory) / name
    targets = [(source, folder / relative.format(name=name)) for source, relative in GAME_FILES]
    for _, path in targets:
        if path.exists() and not force:
            raise ScaffoldError(f"{path} exists already (use --force to overwrite it)")
    written = []
    for source, path in targets:
        template = paths.rules_dir() / "templates" / "game" / source
        try:
            text = template.read_text(encoding="utf-8").format(name=name, title=_title(name))
        except OSError as error:
            raise ScaffoldError(f"no game template ({template}): {error.strerror or error}") from None
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written + write_schemas(folder)
