"""`teotl new module NAME` and `teotl new variant NAME`: commented starter files that pass
`teotl check` as written, so an author starts from something that works and changes one thing
at a time. The templates belong to the rule set (`<rule set>/templates/*.yaml.tmpl`, so their
examples use the game's own words); `{name}` is the id given, `{title}` a readable name,
`{schema}` the path to the schemas, `{file}` the new file.
"""
from __future__ import annotations

import re
from pathlib import Path

_ID = re.compile(r"^[a-z][a-z0-9_-]*$")


class ScaffoldError(Exception):
    pass


def _template(kind: str) -> str:
    """A starter template of the shipped rule set: `variant`, `module` or `components`."""
    from teotl import paths
    path = paths.default_ruleset() / "templates" / f"{kind}.yaml.tmpl"
    try:
        return path.read_text(encoding="utf-8")
    except OSError as error:
        raise ScaffoldError(f"the rule set has no {kind} template ({path}): {error.strerror or error}") from None






def _title(name: str) -> str:
    return re.sub(r"[-_]+", " ", name).strip().capitalize()


def _schema_ref(target_dir: Path, levels: int) -> str:
    """A relative path from the new file to the shipped schemas, as the `$schema` header wants;
    absolute when the file is written outside the rule folders."""
    from teotl import paths
    schemas = paths.schema_dir().resolve()
    here = target_dir.resolve()
    try:
        import os
        return Path(os.path.relpath(schemas, here)).as_posix()
    except ValueError:
        return schemas.as_posix()


def _check_name(name: str) -> None:
    if not _ID.match(name):
        raise ScaffoldError(f"`{name}` is not a valid id: lower case letter first, then letters, digits, - or _ "
                            f"(e.g. `my-house-rule`)")


def new_variant(name: str, directory: Path = Path("."), force: bool = False) -> list[Path]:
    _check_name(name)
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.yaml"
    if path.exists() and not force:
        raise ScaffoldError(f"{path} exists already (use --force to overwrite it)")
    path.write_text(_template("variant").format(name=name, title=_title(name), file=path.as_posix(),
                                            schema=_schema_ref(directory, 0)), encoding="utf-8")
    return [path]


def new_module(name: str, directory: Path = Path("."), force: bool = False) -> list[Path]:
    """`DIRECTORY/NAME/module.yaml` and `DIRECTORY/NAME/NAME.yaml`; DIRECTORY should be the rule
    set's folder (the one holding game.yaml) for the module to be found by `--modules NAME`."""
    _check_name(name)
    folder = Path(directory) / name
    manifest, components = folder / "module.yaml", folder / f"{name.replace('-', '_')}.yaml"
    for path in (manifest, components):
        if path.exists() and not force:
            raise ScaffoldError(f"{path} exists already (use --force to overwrite it)")
    folder.mkdir(parents=True, exist_ok=True)
    schema = _schema_ref(folder, 1)
    manifest.write_text(_template("module").format(name=name, title=_title(name), schema=schema), encoding="utf-8")
    components.write_text(_template("components").format(name=name, title=_title(name), schema=schema),
                          encoding="utf-8")
    return [manifest, components]
