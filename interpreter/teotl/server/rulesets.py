"""The rule sets a server offers, by name, and their compiled form per choice of modules and variants.

Why by name: a request says `"ruleset": "my-game"`, `"modules": ["expansion"]`,
`"variants": ["house-rule"]`, never a path; names are looked up here among the shipped rule
sets, the folder given to `teotl serve --rules`, and the rule sets under `--rules-path` folders.
A variant is one of its rule set's `variants/*.yaml` files, named by its `id:`.
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

import yaml

from teotl.server import core
from teotl.server.errors import ApiError, bad_request, not_found

NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
GAME_FILE = "game.yaml"
_LOADED_LIMIT = 12


@dataclass
class Loaded:
    """One rule set compiled for one choice of modules and variants, with its renderers per language."""
    name: str
    modules: tuple[str, ...]
    variants: tuple[str, ...]
    variant_paths: tuple[Path, ...]
    ruleset: core.RuleSet
    runtime: core.Runtime
    renderers: dict[str, Any] = field(default_factory=dict)

    @property
    def fingerprint(self) -> str:
        return self.ruleset.fingerprint

    def renderer(self, lang: str) -> Any:
        if lang not in self.renderers:
            self.renderers[lang] = core.Renderer(self.ruleset, lang)
        return self.renderers[lang]


class RuleSets:
    def __init__(self, default: Optional[str] = None, folders: Sequence[Path] = ()):
        self.roots: dict[str, Path] = dict(core.paths.shipped_rulesets())
        for folder in folders:
            for child in sorted(Path(folder).iterdir()) if Path(folder).is_dir() else ():
                if (child / GAME_FILE).is_file():
                    self.roots.setdefault(child.name, child)
        self.default = self._default(default)
        self._loaded: "OrderedDict[tuple, Loaded]" = OrderedDict()
        self._lock = threading.Lock()
        self._titles: dict[str, str] = {}

    def title(self, name: str) -> str:
        """A rule set's title as its game.yaml names it (its `name:`), for the
        lobby's list; its folder's name when the file names none."""
        if name not in self._titles:
            self._titles[name] = str(_yaml_head(self.roots[name] / GAME_FILE).get("name") or name)
        return self._titles[name]

    def _default(self, default: Optional[str]) -> str:
        if default is None:
            return core.paths.default_ruleset().name if core.paths.default_ruleset().name in self.roots \
                else next(iter(self.roots))
        path = Path(default)
        if (path / GAME_FILE).is_file():
            name = path.resolve().name
            self.roots[name] = path.resolve()
            return name
        if default in self.roots:
            return default
        raise core.UsageError(f"no rule set {default!r}", "give a shipped rule set's name ("
                              + ", ".join(self.roots) + ") or a folder holding game.yaml")

    # ------------------------------------------------------------------ names
    def root(self, name: Any) -> Path:
        if not isinstance(name, str) or not NAME_PATTERN.match(name) or name not in self.roots:
            raise not_found(f"no rule set {name!r} on this server (rule sets: {', '.join(self.roots)})",
                            "unknown_ruleset")
        return self.roots[name]

    def variant_files(self, name: str) -> dict[str, Path]:
        """Variant id → file, for the rule set's `variants/` folder."""
        found: dict[str, Path] = {}
        for path in sorted((self.root(name) / "variants").glob("*.yaml")):
            head = _yaml_head(path)
            if head.get("kind") == "variant":
                found[str(head.get("id") or path.stem)] = path
        return found

    def variant_id_of(self, name: str, given: str) -> Optional[str]:
        """A variant named in a record (a path, a file name or an id) as one of this rule set's ids."""
        files = self.variant_files(name)
        stem = Path(given).stem
        for variant_id, path in files.items():
            if given == variant_id or stem == path.stem or stem == variant_id:
                return variant_id
        return None

    # ------------------------------------------------------------------ what a new-game form shows
    def describe(self, name: str, lang: str = "en") -> dict[str, Any]:
        """What a new-game form shows, in `lang` where the catalogues name it: a module by its
        term `-module-ID` ("M6 Obsidienne"), a variant by `-variant-ID` ("Éclipse sombre (mort
        subite)"), else by its file's own `name:` (the English one)."""
        loaded = self.load(name, (), ())
        renderer = loaded.renderer(lang)
        game = loaded.ruleset.game or {}
        players = game.get("players") or {}
        modules = []
        for module in loaded.ruleset.all_modules.values():
            if module.auto or module.id == "base":
                continue
            term = f"module-{module.id}"
            shown = renderer.cat.term(term) if renderer.cat.knows_term(term) else None
            modules.append({"id": module.id, "name": shown or module.name or module.id, "default": bool(module.default),
                            "solo_only": bool(module.solo_only), "requires": list(module.requires or ())})
        variants = []
        for variant_id, path in self.variant_files(name).items():
            head = _yaml_head(path)
            translated = renderer.cat.term(f"variant-{variant_id}") if lang != "en" else None
            variants.append({"id": variant_id, "name": translated or str(head.get("name") or variant_id),
                             "description": " ".join(str(head.get("description") or "").split())})
        return {"name": name, "title": str(game.get("name") or name),
                "players": {"min": int(players.get("min", 1)), "max": int(players.get("max", 4))},
                "modules": modules, "variants": variants, "agents": agent_choices(game)}

    # ------------------------------------------------------------------ loading
    def load(self, name: str, modules: Sequence[str], variants: Sequence[str]) -> Loaded:
        root = self.root(name)
        files = self.variant_files(name) if variants else {}
        paths = []
        for variant in variants:
            if variant not in files:
                raise bad_request(f"no variant {variant!r} in {name} (variants: {', '.join(files) or 'none'})",
                                  "unknown_variant")
            paths.append(files[variant])
        key = (name, tuple(modules), tuple(variants))
        with self._lock:
            loaded = self._loaded.get(key)
            if loaded is not None:
                self._loaded.move_to_end(key)
                return loaded
        try:
            ruleset, runtime = core.load_runtime(root, list(modules), paths)
        except core.UsageError as problem:
            raise bad_request(problem.message + (f" ({problem.hint})" if problem.hint else ""), "bad_rules") from None
        except core.RulesError as problem:
            lines = [d.format_text() for d in problem.diagnostics[:5]]
            raise ApiError(422, "rules_have_errors", "the rules have errors, so no game can start: "
                           + "; ".join(lines)) from None
        loaded = Loaded(name, tuple(modules), tuple(variants), tuple(paths), ruleset, runtime)
        with self._lock:
            self._loaded[key] = loaded
            while len(self._loaded) > _LOADED_LIMIT:
                self._loaded.popitem(last=False)
        return loaded


def agent_choices(game: dict) -> list[dict[str, Any]]:
    """The agents a seat may have: a person, the general bots, and the rule set's own automata
    (`agents:` entries with `answers: forced`; each plays one seat and needs its module)."""
    choices = [{"id": "human", "kind": "human"}]
    choices += [{"id": name, "kind": "bot"} for name in core.AGENTS]
    for name, spec in ((game.get("agents") or {}) if isinstance(game, dict) else {}).items():
        if isinstance(spec, dict) and spec.get("answers") == "forced" and isinstance(spec.get("module"), str):
            choices.append({"id": str(name), "kind": "automaton", "seat": int(spec.get("seat", 1)) - 1,
                            "module": spec["module"]})
    return choices


def _yaml_head(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return {}
    return data if isinstance(data, dict) else {}
