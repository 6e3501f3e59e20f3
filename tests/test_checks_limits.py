"""Issue 17, items 4 and 5: a bug of the checker is E400 at the effect that met it, with its
LINE:COL, and the rest of the check goes on; no verb or function reads an argument it was not
given (the IndexError of `effect: "acquire"`); numbers and nesting have limits of their own
codes (E441 numbers, E442 loops, E204 a tree too deep to compile), so nothing that checks clean
loops for ever or overflows the stack; `teotl check --codes` lists every code."""
from __future__ import annotations

import itertools
import re

import pytest

from checks_support import REPO, WHERE, check_args, edits  # noqa: F401  (edits: a fixture)

STARTING = "base/starting_tiles.yaml"
FIRST_TILE = 'effect: "gain cocoa 3, wood 5"'


def effect_of_first_tile(edits, text: str) -> int:
    line, _ = edits.replace(STARTING, FIRST_TILE, f'effect: "{text}"')
    return line


def test_an_effect_missing_its_arguments_is_a_usage_error_not_a_checker_crash(edits, teotl_check):
    line = effect_of_first_tile(edits, "acquire")
    other, _ = edits.replace("base/boards.yaml", "resolve board main_action;", "resolve board main_actoin;")
    run = teotl_check(*check_args())
    run.expect(f"{WHERE}/{STARTING}:{line}:{edits.column(STARTING, line, 'acquire')}", "E407", "write: acquire")
    run.expect(f"{WHERE}/base/boards.yaml:{other}:{edits.column('base/boards.yaml', other, 'main_actoin')}", "E443")
    assert " E400 " not in run.out


def test_a_checker_bug_is_reported_at_the_effect_and_the_check_goes_on(edits, teotl_check, monkeypatch):
    """A verb whose compile raises IndexError (a bug of teotl, simulated): E400 at the verb, with
    its LINE:COL and the exception named; the other problems of the rule set are still found."""
    from teotl.language import registry
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)

    def broken(compiler, node):
        return node.args[5]
    monkeypatch.setitem(registry.VERBS, "broken_verb", broken)
    line = effect_of_first_tile(edits, "gain cocoa 1; broken_verb 1")
    other, _ = edits.replace("base/boards.yaml", "resolve board main_action;", "resolve board main_actoin;")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{STARTING}:{line}:{edits.column(STARTING, line, 'broken_verb')}", "E400",
                       "this is a bug in teotl")
    assert "IndexError" in found and "[st-00]" in found
    run.expect(f"{WHERE}/base/boards.yaml:{other}:{edits.column('base/boards.yaml', other, 'main_actoin')}", "E443")


def test_a_bug_in_one_part_of_the_check_leaves_the_others(edits, teotl_check, monkeypatch):
    import teotl.runtime.check as check_module
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)

    def broken(*args):  # (check_flow takes the runtime and the components)
        raise KeyError("oops")
    monkeypatch.setattr(check_module, "check_flow", broken)
    other, _ = edits.replace("base/boards.yaml", "resolve board main_action;", "resolve board main_actoin;")
    run = teotl_check(*check_args())
    line = next(x for x in run.lines if " E400 " in x)
    assert re.match(rf"{WHERE}/game\.yaml:\d+:\d+: E400 the check of the flow failed: KeyError", line), line
    run.expect(f"{WHERE}/base/boards.yaml:{other}:{edits.column('base/boards.yaml', other, 'main_actoin')}", "E443")


def test_TEOTL_DEBUG_shows_the_checker_bug_itself(edits, monkeypatch):
    from teotl.language import registry
    from teotl.rules.ruleset import load_ruleset
    from checks_support import SHIPPED

    def broken(compiler, node):
        return node.args[5]
    monkeypatch.setitem(registry.VERBS, "broken_verb", broken)
    monkeypatch.setenv("TEOTL_DEBUG", "1")
    effect_of_first_tile(edits, "broken_verb 1")
    with pytest.raises(IndexError):
        load_ruleset(SHIPPED)


def test_a_sum_of_600_terms_is_E204_not_a_recursion_error(edits, teotl_check):
    terms = " + ".join(["vp"] * 600)
    line = effect_of_first_tile(edits, f"gain cocoa {terms}")
    run = teotl_check(*check_args())
    found = next(x for x in run.lines if " E204 " in x)
    assert found.startswith(f"{WHERE}/{STARTING}:{line}:") and "levels deep" in found
    assert " E400 " not in run.out and "RecursionError" not in run.out


def test_a_hundred_nested_each_player_is_E442(edits, teotl_check):
    line = effect_of_first_tile(edits, "each player: " * 100 + "gain cocoa 1")
    run = teotl_check(*check_args())
    ninth = edits.column(STARTING, line, "each player: " * 92 + "gain")
    found = run.expect(f"{WHERE}/{STARTING}:{line}:{ninth}", "E442")
    assert "9 loops inside one another" in found


def test_an_effect_nested_past_what_can_be_compiled_is_E204(edits, teotl_check):
    line = effect_of_first_tile(edits, "if vp > 0 { " * 30 + "gain cocoa " + " + ".join(["1"] * 100) + " }" * 30)
    run = teotl_check(*check_args())
    assert any(x.startswith(f"{WHERE}/{STARTING}:{line}:") and " E204 " in x for x in run.lines), run.out


def test_nine_nested_loops_are_E442(edits, teotl_check):
    line = effect_of_first_tile(edits, "each player: " * 9 + "gain cocoa 1")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{STARTING}:{line}:{edits.column(STARTING, line, 'each player: gain')}", "E442")
    assert "9 loops inside one another (at most 8)" in found


def test_nested_counts_that_multiply_past_the_limit_are_E442(edits, teotl_check):
    """4 players: `each player:` runs 4 times; 4 × 1000 × 1000 runs of the innermost gain."""
    line = effect_of_first_tile(edits, "each player: repeat 1000: repeat 1000: gain cocoa 1")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{STARTING}:{line}:{edits.column(STARTING, line, 'repeat 1000: gain')}", "E442")
    assert "4 000 000 times (at most 100 000)" in found


def test_loops_within_the_limits_check_clean(edits, teotl_check):
    effect_of_first_tile(edits, "each player: repeat 25: repeat 1000: gain cocoa 1")   # 4 × 25 × 1000 = 100 000
    assert teotl_check(*check_args()).code == 0


@pytest.mark.parametrize("text, needle", [
    ("repeat 1000000000000000000000000000000: gain cocoa 3", "1000000000000000000000000000000"),
    ("gain cocoa 1000001", "1000001"),
    ("if vp >= 10000000 { gain cocoa 1 }", "10000000"),
])
def test_a_number_out_of_range_is_E441(edits, teotl_check, text, needle):
    line = effect_of_first_tile(edits, text)
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{STARTING}:{line}:{edits.column(STARTING, line, needle)}", "E441")
    assert "at most 1 000 000 either way" in found
    assert " E442 " not in run.out  # one problem for one cause


def test_a_count_at_the_limit_checks_clean(edits, teotl_check):
    effect_of_first_tile(edits, "gain cocoa 1000000")
    assert teotl_check(*check_args()).code == 0


# ------------------------------------------------------------------ every verb and function, any arguments
ARGUMENTS = ("x", "3", "board", "here", "wood", "worker", "(2)", "1..2", "palace", "discovery", "free")
QUERY_ARGUMENTS = ("x", "3", "board 2", "wood", "it", "c in players", "discovery", "palace")


def _compile_all(texts, parse, compile_):
    from teotl.language.errors import CompileError, DslSyntaxError
    crashes = {}
    for text in texts:
        try:
            node = parse(text)
        except DslSyntaxError:
            continue
        try:
            compile_(node)
        except CompileError:
            pass
        except Exception as error:  # what this test is for: none
            crashes.setdefault(text.split("(")[0].split()[0], f"{text!r}: {type(error).__name__}: {error}")
    return crashes


@pytest.fixture(scope="module")
def compiler():
    from teotl.loading import load_runtime
    from checks_support import SHIPPED
    _, runtime = load_runtime(SHIPPED, ["m6", "m7", "m8", "m9"], logging=False)
    runtime.compiler.collected = None   # errors raise: each form is judged alone
    return runtime.compiler


def test_no_verb_reads_an_argument_it_was_not_given(compiler, monkeypatch):
    from teotl.language.parser import parse_effect
    from teotl.language.registry import VERBS
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    texts = [" ".join((verb, *args)) for verb in sorted(VERBS) for count in range(3)
             for args in itertools.product(ARGUMENTS, repeat=count)]
    texts += [" ".join((verb, *args)) for verb in sorted(VERBS)
              for args in itertools.islice(itertools.product(ARGUMENTS, repeat=3), 0, None, 53)]
    crashes = _compile_all(texts, parse_effect, compiler.effect)
    assert not crashes, "\n".join(crashes.values())


def test_no_function_reads_an_argument_it_was_not_given(compiler, monkeypatch):
    from teotl.language.parser import parse_expression
    from teotl.language.registry import QUERY_FUNCTIONS
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    texts = [f"{name}({', '.join(args)})" for name in sorted(QUERY_FUNCTIONS) for count in range(3)
             for args in itertools.product(QUERY_ARGUMENTS, repeat=count)]
    texts += [f"{name}({', '.join(args)})" for name in sorted(QUERY_FUNCTIONS)
              for args in itertools.islice(itertools.product(QUERY_ARGUMENTS, repeat=3), 0, None, 11)]
    crashes = _compile_all(texts, parse_expression, compiler.expr)
    assert not crashes, "\n".join(crashes.values())


# ------------------------------------------------------------------ the table of codes
def test_the_codes_table_lists_every_semantic_code_a_line_each(capsys):
    from teotl.cli import main
    assert main(["check", "--codes"]) == 0
    table = dict(line.split("  ", 1) for line in capsys.readouterr().out.splitlines())
    source = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "interpreter" / "teotl").rglob("*.py")
                       if p.name != "diagnostics.py")
    raised = set(re.findall(r'"([EW]4\d\d)"', source))
    assert raised and raised <= set(table), sorted(raised - set(table))
    assert "E4xx" not in table and all(table[code].strip() for code in raised)
    for code in ("E441", "E442", "E443", "E444"):
        assert code in raised, f"{code} is in the table and raised"
