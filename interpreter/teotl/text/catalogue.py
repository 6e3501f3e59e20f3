"""Message catalogues: Project Fluent files (`.ftl`) per language, with English as the fallback.

Why Fluent: a sentence is one message with placeholders, plural and case selectors written by the
translator (`{ $count -> [one] … *[other] … }`), so rule text is never glued from English
fragments. Messages are keyed by stable ids (`stmt-gain`, `verb-advance`, `query-min`); nouns are
Fluent *terms* (`-coin`, `-board-NAME`, `-component-ID`).

Where the files are: `rules/i18n/<lang>/*.ftl` (shipped, the engine's messages and the words every
game shares: no game's nouns), then `i18n/<lang>/*.ftl` inside any extra folder given (a rule set
such as rules/teotihuacan, a module, a folder of house rules): later files may override earlier
entries, so a module can rename a noun, and a game's words are read only when that game is.

Nouns with forms. A term may select on `$count` (a CLDR plural category: `one`, `other`, …) and on
`$case` (any name the translator chooses: `acc`, `dat`, `de`, …). A message asks for a form by
naming its placeholder `$NAME_CASE`: `auf { $track_dat }` gets the track's `dat` variant, and
`{ $noun_gender }` gets the term's `.gender` attribute. A form a term does not give is built, where
the language says how, by its term `-form-FORM` from forms the term does give (German `-form-gen =
von { $dat }`: "die Reihe des Feldes" where `-bound-cell` has its genitive, "die Reihe von d" for a
rule's letter; `Catalogue.built_form`). An entry marked `.ends = clause` ends in a
subordinate clause, closed by a comma where the sentence goes on (teotl.text.clauses). Nothing is
thrown: a missing message falls back to English, then to its id, and every fallback is recorded
in `warnings`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional, Sequence

import babel
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from teotl import paths
from teotl.text.clauses import Clause, Inflected, close, ends_in_clause
from teotl.text.forms import build_form, case_variants

LANGUAGES = ("en", "pt", "de", "fr")
FALLBACK = "en"
_CASE_SUFFIX = re.compile(r"^(?P<base>[A-Za-z][A-Za-z0-9-]*)_(?P<case>[A-Za-z][A-Za-z0-9-]*)$")


def catalogue_root() -> Path:
    """The engine's shipped catalogues: `rules/i18n` (each game's own are in its folder's `i18n/`)."""
    return paths.rules_dir() / "i18n"


@dataclass(frozen=True)
class Noun:
    """A placeholder value that is a catalogue term: rendered per language, in the plural form
    of `count` and in the case the message asks for (`$name_case`)."""
    term: str                      # without the leading `-`
    count: Any = 1                 # a number, or a plural category ("one", "other")
    fallback: str = ""             # shown when no catalogue has the term (rule file name or id)


@dataclass(frozen=True)
class Cased:
    """A placeholder value built from terms, such as a list of nouns: `render(case)` gives it in
    the case a message asks for (`$name_case`), `render(None)` in the term's default form."""
    render: Callable[[Optional[str]], str]


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.terms: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802 (fluent.syntax's visitor naming)
        self.names.add(node.id.name)

    def visit_TermReference(self, node):  # noqa: N802
        self.terms.add(node.id.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node):  # noqa: N802
        self.messages.add(node.id.name)


def variables_of(entry: Any) -> set[str]:
    """Variable names (`$x`) an FTL message or term refers to, attributes included."""
    visitor = _Variables()
    visitor.visit(entry)
    return visitor.names


@dataclass
class Entries:
    """What one language's files define: messages and terms by id (FTL syntax trees), the file of
    each, and the problems met while reading."""
    messages: dict[str, FTL.Message] = field(default_factory=dict)
    terms: dict[str, FTL.Term] = field(default_factory=dict)
    files: dict[str, Path] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    resources: list[FTL.Resource] = field(default_factory=list)


_PARSED: dict[Path, tuple[float, str, Any]] = {}


def _parse_file(path: Path, text: str) -> Any:
    """Parsed once per file content (rendering makes many catalogues of the same files)."""
    try:
        stamp = path.stat().st_mtime
    except OSError:
        stamp = 0.0
    cached = _PARSED.get(path)
    if cached is not None and cached[0] == stamp and cached[1] == text:
        return cached[2]
    resource = FluentParser(with_spans=False).parse(text)
    _PARSED[path] = (stamp, text, resource)
    return resource


def read_entries(lang: str, extra_dirs: Sequence[Path] = ()) -> Entries:
    entries = Entries()
    for folder in [catalogue_root() / lang] + [Path(d) / "i18n" / lang for d in extra_dirs]:
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.ftl")):
            try:
                text = path.read_text(encoding="utf-8")
            except OSError as exc:
                entries.problems.append(f"{path}: cannot read: {exc}")
                continue
            resource = _parse_file(path, text)
            entries.resources.append(resource)
            for item in resource.body:
                if isinstance(item, FTL.Junk):
                    annotation = item.annotations[0].message if item.annotations else "syntax error"
                    first = item.content.strip().splitlines()[0] if item.content.strip() else ""
                    entries.problems.append(f"{path}: {annotation}: {first[:60]}")
                elif isinstance(item, FTL.Message):
                    entries.messages[item.id.name] = item
                    entries.files[item.id.name] = path
                elif isinstance(item, FTL.Term):
                    entries.terms[item.id.name] = item
                    entries.files["-" + item.id.name] = path
    return entries


class Catalogue:
    """One language's messages and terms, English behind them."""

    def __init__(self, lang: str, extra_dirs: Sequence[Path] = (), fallback: Optional["Catalogue"] = None):
        self.lang = lang
        self.extra_dirs = [Path(d) for d in extra_dirs]
        self.entries = read_entries(lang, self.extra_dirs)
        self.bundle = FluentBundle([lang], use_isolating=False)
        for resource in self.entries.resources:
            self.bundle.add_resource(resource, allow_overrides=True)
        if fallback is None and lang != FALLBACK:
            fallback = Catalogue(FALLBACK, extra_dirs)
        self.fallback = fallback
        self.warnings: list[str] = []
        self._seen: set[str] = set()
        self._term_cache: dict[tuple, Optional[str]] = {}
        self._forms: dict[tuple, bool] = {}     # (term, form) → the term gives it: `has_form`
        self._variables: dict[str, set[str]] = {}
        self._synthetic = 0
        self._contraction: Any = None   # (pattern, pairs), False for none: `contract`
        self._elision: Any = None       # (pattern, pairs), False for none: `contract`
        try:
            self._plural = babel.Locale.parse(lang.replace("-", "_")).plural_form
        except (babel.UnknownLocaleError, ValueError):
            self._plural = babel.Locale.parse(FALLBACK).plural_form

    # ------------------------------------------------------------------ questions
    def has_message(self, message_id: str) -> bool:
        return message_id in self.entries.messages

    def has_term(self, term_id: str) -> bool:
        return term_id.lstrip("-") in self.entries.terms

    def knows_message(self, message_id: str) -> bool:
        """Here or in the fallback language."""
        return self.has_message(message_id) or (self.fallback is not None and self.fallback.has_message(message_id))

    def knows_term(self, term_id: str) -> bool:
        return self.has_term(term_id) or (self.fallback is not None and self.fallback.has_term(term_id))

    def plural(self, count: Any) -> str:
        if isinstance(count, str):
            return count
        try:
            return self._plural(abs(count))
        except Exception:  # noqa: BLE001 - never fail on a strange count
            return "other"

    def warn(self, text: str) -> None:
        if text not in self._seen:
            self._seen.add(text)
            self.warnings.append(text)

    def all_warnings(self) -> list[str]:
        return list(self.warnings) + ([w for w in self.fallback.warnings if w not in self._seen]
                                      if self.fallback is not None else [])

    # ------------------------------------------------------------------ formatting
    def format(self, message_id: str, args: Optional[dict[str, Any]] = None) -> str:
        """The message in this language (else English, else its id), with Noun values expanded
        into the forms the message asks for."""
        if self.has_message(message_id):
            return self._format_here(message_id, args or {})
        if self.fallback is not None and self.fallback.has_message(message_id):
            self.warn(f"{self.lang}: no message `{message_id}`, English used")
            return self.fallback._format_here(message_id, args or {})
        self.warn(f"{self.lang}: no message `{message_id}` in any catalogue")
        shown = ", ".join(f"{k}={self._plain(v)}" for k, v in (args or {}).items())
        return f"{message_id}({shown})" if shown else message_id

    def _plain(self, value: Any) -> str:
        if isinstance(value, Noun):
            return self.noun(value)
        return value if isinstance(value, str) else str(value)   # a Clause stays one

    def _format_here(self, message_id: str, args: dict[str, Any]) -> str:
        wanted = self._variables.get(message_id)
        if wanted is None:
            wanted = self._variables[message_id] = variables_of(self.entries.messages[message_id])
        values: dict[str, Any] = {}
        for name in wanted:
            if name in args:
                value = args[name]
                values[name] = (self.noun(value) if isinstance(value, Noun)
                                else value.render(None) if isinstance(value, Cased) else value)
                continue
            match = _CASE_SUFFIX.match(name)
            if match and isinstance(args.get(match["base"]), Cased) and match["case"] != "gender":
                values[name] = args[match["base"]].render(match["case"])
                continue
            if match and isinstance(args.get(match["base"]), Inflected) and match["case"] != "gender":
                values[name] = args[match["base"]].forms(match["case"])
                continue
            if match and isinstance(args.get(match["base"]), Noun):
                noun = args[match["base"]]
                if match["case"] == "gender":
                    values[name] = self.gender(noun.term)
                else:
                    values[name] = self.noun(noun, match["case"])
            elif match and match["base"] in args:
                plain = self._plain(args[match["base"]])
                built = self.built_form(match["case"], lambda _form: plain) \
                    if isinstance(plain, str) and plain else None
                values[name] = plain if built is None else built
        message = self.bundle.get_message(message_id)
        if message.value is None:
            self.warn(f"{self.lang}: message `{message_id}` has no value")
            return message_id
        text, errors = self.bundle.format_pattern(message.value, values)
        for error in errors:
            self.warn(f"{self.lang}: `{message_id}`: {error}")
        return close(self.contract(str(text)), values.values(), ends_in_clause(self.entries.messages[message_id]))

    def contract(self, text: str) -> str:
        """`text` with the language's contractions made (the term `-contractions`: `de o=do; em
        a=na` in Portuguese), so that "a linha de { $cell }" with "a casa" reads "a linha da
        casa". A language without the term is left as it is."""
        rule = self._contraction
        if rule is None:
            pairs = dict(p.split("=", 1) for p in (self.term("contractions") or "").split(";") if "=" in p)
            pairs = {" ".join(k.split()): v.strip() for k, v in pairs.items() if k.strip()}
            keys = sorted({*pairs, *(k[:1].upper() + k[1:] for k in pairs)}, key=len, reverse=True)
            rule = self._contraction = (re.compile(r"\b(" + "|".join(re.escape(k).replace(r"\ ", r"\s+")
                                                               for k in keys) + r")\b"), pairs) \
                if pairs else False   # as written, or with a capital first (not "de A": category A)
        if rule:
            pattern, pairs = rule

            def made(match: re.Match) -> str:
                found = match.group(0)
                plain = " ".join(found.split())
                short = pairs.get(plain[:1].lower() + plain[1:], found)
                return short[:1].upper() + short[1:] if found[:1].isupper() else short
            text = pattern.sub(made, text)
        return self._elide(text)

    def _elide(self, text: str) -> str:
        """`text` with the language's elisions made before a word that starts with a vowel (the
        term `-elisions`: `le=l’; de=d’` in French), so that "le { $piece } de { $owner }" reads
        "l’ouvrier d’Ana". A single letter (category A) is left alone, and so is a pronoun joined
        to its verb ("reprenez-la avec …": no elision after a hyphen)."""
        rule = self._elision
        if rule is None:
            pairs = dict(p.split("=", 1) for p in (self.term("elisions") or "").split(";") if "=" in p)
            pairs = {k.strip(): v.strip() for k, v in pairs.items() if k.strip()}
            keys = sorted({*pairs, *(k[:1].upper() + k[1:] for k in pairs)}, key=len, reverse=True)
            rule = self._elision = (re.compile(r"(?<![-\w])(" + "|".join(map(re.escape, keys)) + r")\s+(?=[aeiouàâäéèêëîïôöùûüAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜ]\w)"),
                                    pairs) if pairs else False
        if not rule:
            return text
        pattern, pairs = rule

        def made(match: re.Match) -> str:
            found = match.group(1)
            short = pairs.get(found[:1].lower() + found[1:], found)
            return short[:1].upper() + short[1:] if found[:1].isupper() else short
        return pattern.sub(made, text)

    def term(self, term_id: str, count: Any = "other", case: Optional[str] = None) -> Optional[str]:
        """A term's text in this language only (None when absent)."""
        term_id = term_id.lstrip("-")
        if term_id not in self.entries.terms:
            return None
        category = self.plural(count)
        key = (term_id, category, case)
        if key not in self._term_cache:
            params = f'count: "{category}"' + (f', case: "{case}"' if case else "")
            text = self._synthesise(f"{{ -{term_id}({params}) }}")
            self._term_cache[key] = Clause(text) if text and ends_in_clause(self.entries.terms[term_id]) else text
        return self._term_cache[key]

    def gender(self, term_id: str) -> str:
        term_id = term_id.lstrip("-")
        entry = self.entries.terms.get(term_id)
        if entry is None:
            if self.fallback is not None:
                return self.fallback.gender(term_id)
            return "other"
        for attribute in entry.attributes:
            if attribute.id.name == "gender":
                elements = attribute.value.elements
                if len(elements) == 1 and isinstance(elements[0], FTL.TextElement):
                    return elements[0].value.strip()
        return "other"

    def _synthesise(self, pattern: str) -> Optional[str]:
        self._synthetic += 1
        name = f"teotl-synthetic-{self._synthetic}"
        resource = FluentParser(with_spans=False).parse(f"{name} = {pattern}\n")
        self.bundle.add_resource(resource, allow_overrides=True)
        text, errors = self.bundle.format_pattern(self.bundle.get_message(name).value, {})
        for error in errors:
            self.warn(f"{self.lang}: {pattern}: {error}")
        return str(text)

    def has_form(self, term_id: str, form: str) -> bool:
        """Whether the term gives the form itself: a variant `[FORM]` of a `$case` selector."""
        key = (term_id.lstrip("-"), form)
        if key not in self._forms:
            self._forms[key] = form in case_variants(self.entries.terms.get(key[0]))
        return self._forms[key]

    def built_form(self, form: Optional[str], source: Callable[[str], Optional[str]],
                   given: Callable[[str], bool] = lambda _form: True) -> Optional[str]:
        """A form a noun does not give, built by the language's term `-form-FORM` (teotl.text.forms)."""
        return build_form(self, form, source, given)

    def noun(self, noun: Noun, case: Optional[str] = None) -> str:
        """A noun in this language; else English (warned); else its fallback text (warned). A noun
        without a term is its fallback text as it is (a template's parameter, shown as `AMOUNT`)."""
        if not noun.term:
            built = self.built_form(case, lambda _form: noun.fallback) if case and noun.fallback else None
            return noun.fallback if built is None else built
        if case and noun.term in self.entries.terms and not self.has_form(noun.term, case):
            built = self.built_form(case, lambda form: self.term(noun.term, noun.count, form),
                                    lambda form: self.has_form(noun.term, form))
            if built is not None:
                return built
        found = self.term(noun.term, noun.count, case)
        if found is not None:
            return found
        # untranslated: the English term or the name, as plain text ("von field" for `$space_gen`)
        shown = self.fallback.term(noun.term, noun.count, case) if self.fallback is not None else None
        if shown is not None:
            self.warn(f"{self.lang}: no term `-{noun.term}`, English used")
        else:
            self.warn(f"{self.lang}: no term `-{noun.term}`, the rule file's name or id used")
            shown = noun.fallback or noun.term
        built = self.built_form(case, lambda _form: shown) if case else None
        return shown if built is None else built


_CATALOGUES: dict[tuple, Catalogue] = {}


def catalogue(lang: str, extra_dirs: Iterable[Path] = ()) -> Catalogue:
    """A fresh catalogue (its warnings are its own)."""
    return Catalogue(lang, [Path(d) for d in extra_dirs])


def message_variables(entries: Entries) -> dict[str, set[str]]:
    """Per message id, its placeholder names with case suffixes removed (`$track_dat` → `track`)."""
    result = {}
    for message_id, entry in entries.messages.items():
        names = set()
        for name in variables_of(entry):
            match = _CASE_SUFFIX.match(name)
            names.add(match["base"] if match else name)
        result[message_id] = names
    return result
