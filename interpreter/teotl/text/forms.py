"""Forms of a noun that its term does not give, built the way the language says.

A message asks for a noun's form by naming its placeholder `$NAME_FORM` (teotl.text.catalogue).
Where the term has no variant `[FORM]`, the language may say how the form is made from forms the
term does give, in its term `-form-FORM`, whose placeholders name those forms. German:

    -form-gen = von { $dat }

so "die Reihe { $cell_gen }" reads "die Reihe des Feldes" where `-bound-cell` has its genitive,
"die Reihe vom Feld" where a term gives only its dative, and "die Reihe von d" for a rule's own
letter (plain text stands in for every form). A term that gives none of the forms named (a type
whose bare plural serves every case: "deiner Technologien") keeps its default, and so does every
noun in a language without the term.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor


class _CaseVariants(Visitor):
    """The variant keys of every `{ $case -> … }` selector in a term."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: set[str] = set()

    def visit_SelectExpression(self, node):  # noqa: N802 (fluent.syntax's visitor naming)
        selector = node.selector
        if isinstance(selector, FTL.VariableReference) and selector.id.name == "case":
            self.keys.update(v.key.name for v in node.variants if isinstance(v.key, FTL.Identifier))
        self.generic_visit(node)


def case_variants(entry: Any) -> set[str]:
    """The forms a term (an FTL entry, or None) gives: its `$case` variants."""
    if entry is None:
        return set()
    finder = _CaseVariants()
    finder.visit(entry.value)
    return finder.keys


class _Placeholders(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802
        self.names.add(node.id.name)


def build_form(cat: Any, form: Optional[str], source: Callable[[str], Optional[str]],
               given: Callable[[str], bool]) -> Optional[str]:
    """The form `form` built by the catalogue's term `-form-FORM`, each of its placeholders
    `source(NAME)`; None without the term, for `gender`, or when the noun does not give
    (`given`) every form the term is built from."""
    if not form or form == "gender":
        return None
    pattern = cat.entries.terms.get(f"form-{form}")
    if pattern is None:
        return None
    finder = _Placeholders()
    finder.visit(pattern.value)
    if not all(given(name) for name in finder.names):
        return None
    values = {name: source(name) for name in finder.names}
    if any(value is None for value in values.values()):
        return None
    message_id = f"teotl-form-{form}"
    if not cat.bundle.has_message(message_id):
        cat.bundle.add_resource(FTL.Resource([FTL.Message(FTL.Identifier(message_id), pattern.value)]),
                                allow_overrides=True)
    text, errors = cat.bundle.format_pattern(cat.bundle.get_message(message_id).value, values)
    for error in errors:
        cat.warn(f"{cat.lang}: `-form-{form}`: {error}")
    return str(text)
