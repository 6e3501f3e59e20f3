"""`teotl new module NAME` and `teotl new variant NAME`: commented starter files that pass
`teotl check` as written, so an author starts from something that works and changes one thing
at a time. The templates are below; `{name}` is the id given, `{title}` a readable name.
"""
from __future__ import annotations

import re
from pathlib import Path

_ID = re.compile(r"^[a-z][a-z0-9_-]*$")


class ScaffoldError(Exception):
    pass


VARIANT_TEMPLATE = """\
# yaml-language-server: $schema={schema}/variant.schema.json
# {title}: a variant (house rule) of Teotihuacan. An overlay: it changes values of the loaded
# rule set and may add components; nothing else is touched. Use it with
#   teotl check --variant {file}        (every patch is checked: paths, effect syntax, names)
#   teotl play --variant {file}
#   teotl compare --variant {file} --games 200 --players 3      (a balance report)
# docs/authoring.md explains each part; docs/dsl.md the effect language.
kind: variant
id: {name}
name: "{title}"
description: "What this house rule changes, and why."
requires: [base]                # modules that must be loaded
patches: []
# Each patch sets one value. Uncomment an example and change it:
#
#  - component: st-00           # starting tile 0 gives 1 more cocoa
#    path: effect
#    set: "gain cocoa 4, wood 5"
#    note: "richer start"
#
#  - game: tables.mask_sets     # mask sets score more (index = number of different masks)
#    set: [0, 1, 3, 7, 11, 16, 22, 29, 37, 46, 56, 67]
#
#  - component: temple-red      # red temple, step 9: 6 VP instead of 5
#    path: effects.9
#    set: "gain vp 6"
#
# New components go here, written as in a components file (unique ids):
components: []
"""

MODULE_MANIFEST_TEMPLATE = """\
# yaml-language-server: $schema={schema}/module.schema.json
# {title}: a module of the Teotihuacan rule set. This folder holds the manifest (this file)
# and any number of component files (`*.yaml`, kind `components`). Load it with
#   teotl check --modules {name}
#   teotl play --modules {name}
#   teotl explain --module {name} --lang pt
# docs/authoring.md walks through writing a module step by step.
kind: module
id: {name}
name: "{title}"
default: false                  # true: loaded without --modules
requires: [base]                # modules it builds on
conflicts: []                   # modules it cannot be played with
replaces: []                    # component ids of other modules it replaces (e.g. [forest])
solo_only: false
"""

MODULE_COMPONENTS_TEMPLATE = """\
# yaml-language-server: $schema={schema}/components.schema.json
# The components of module `{name}`. Each has a unique id, a type from game.yaml
# `vocabulary.component_types`, and effects written in the effect language (docs/dsl.md).
kind: components
components:
  # An example: a discovery tile that joins the discovery stack (the setup fills the stack with
  # every component of type `discovery`). Claimed for 1 cocoa; used once, it gives 2 cocoa and
  # one step on a temple of the owner's choice.
  - id: {name}-example
    type: discovery
    name: "{title}: example tile"
    cost: "cocoa 1"
    effect: "gain cocoa 2; advance any temple"
    text:
      en: "Gain 2 cocoa and advance once on any temple."
"""


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
    path.write_text(VARIANT_TEMPLATE.format(name=name, title=_title(name), file=path.as_posix(),
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
    manifest.write_text(MODULE_MANIFEST_TEMPLATE.format(name=name, title=_title(name), schema=schema), encoding="utf-8")
    components.write_text(MODULE_COMPONENTS_TEMPLATE.format(name=name, title=_title(name), schema=schema),
                          encoding="utf-8")
    return [manifest, components]
