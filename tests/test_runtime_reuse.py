"""Loading the same rules again in one process reuses the compiled runtime (`teotl.loading`):
each load gets its own fork — its own logging switch and tables — over the same compiled
statements, and anything that could change what compiles (a file, the modules, the variants,
the verbs, the thread) compiles afresh."""
from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest

from teotl import loading
from teotl.agents import make_agent
from teotl.language.registry import VERBS
from teotl.loading import load_runtime
from teotl.rules.ruleset import load_ruleset
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "mini"


@pytest.fixture
def mini(tmp_path) -> Path:
    """A private copy of the mini rule set (its schema lines point four levels up: keep the depth)."""
    root = tmp_path / "a" / "b" / "mini"
    shutil.copytree(MINI, root)
    return root


@pytest.fixture
def compiles(monkeypatch):
    """Counts the runtimes compiled (by the semantic check or by `load_runtime`)."""
    monkeypatch.setattr(loading, "_COMPILED", type(loading._COMPILED)())
    built = []
    real = Runtime.__init__

    def counting(self, *args, **kwargs):
        built.append(self)
        real(self, *args, **kwargs)
    monkeypatch.setattr(Runtime, "__init__", counting)
    return built


def same_statements(a: Runtime, b: Runtime) -> bool:
    return a.effects.keys() == b.effects.keys() and all(a.effects[k] is b.effects[k] for k in a.effects)


def play(runtime: Runtime, seed: int) -> Game:
    game = Game(runtime, 2, seed)
    agents = [make_agent("random", seed, seat) for seat in range(2)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


def test_a_second_load_shares_the_compiled_statements_but_not_the_runtime(mini, compiles):
    ruleset, first = load_runtime(mini)
    again, second = load_runtime(mini)
    assert len(compiles) == 1  # the semantic check's runtime, compiled once
    assert second is not first and same_statements(first, second)
    assert compiles[0] is not first and compiles[0] is not second  # the kept one is never handed out
    assert ruleset.runtime is first and again.runtime is second


def test_each_load_keeps_its_own_logging_switch():
    _, quiet = load_runtime(None, logging=False)
    _, logged = load_runtime(None, logging=True)
    assert same_statements(quiet, logged)
    assert quiet.logging is False and logged.logging is True
    silent_game, logged_game = play(quiet, 7), play(logged, 7)
    assert silent_game.state.log == [] and logged_game.state.log
    assert silent_game.answers == logged_game.answers and silent_game.scores() == logged_game.scores()
    logged.logging = False
    assert load_runtime(None, logging=True)[1].logging is True


def test_a_fork_plays_the_same_games_as_a_fresh_compile():
    ruleset, forked = load_runtime(None, ["m6", "m7", "m8"], logging=False)
    fresh = Runtime.from_ruleset(load_ruleset(None, ["m6", "m7", "m8"]), logging=False)
    for seed in (1, 2):
        a, b = play(forked, seed), play(fresh, seed)
        assert a.answers == b.answers and a.state.to_json() == b.state.to_json()


def test_changing_one_loads_tables_changes_no_other_load(mini):
    _, first = load_runtime(mini)
    _, second = load_runtime(mini)
    key = next(iter(first.effects))
    first.effects.clear()
    first.components.pop("st-00")
    first.triggers.setdefault("main_action", []).append(("x", None, None))
    first.global_components.add("st-01")
    first.compiler.modified.add("cocoa")
    _, third = load_runtime(mini)
    for other in (second, third):
        assert key in other.effects and "st-00" in other.components
        assert "main_action" not in other.triggers and "st-01" not in other.global_components
        assert "cocoa" not in other.compiler.modified


def test_a_changed_file_compiles_afresh(mini, compiles):
    _, first = load_runtime(mini)
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text().replace('"gain cocoa 3, wood 2"', '"gain cocoa 4, wood 2"'))
    _, changed = load_runtime(mini)
    assert len(compiles) == 2 and not same_statements(first, changed)
    state = changed.new_state(1)
    changed.run(state, "st-00")
    assert state.players[0].counters["cocoa"] == 4


def test_other_modules_or_variants_compile_afresh(mini, compiles):
    _, plain = load_runtime(mini)
    _, with_module = load_runtime(mini, ["ex1"])
    _, with_variant = load_runtime(mini, variants=[mini / "variants" / "rich-start.yaml"])
    assert len(compiles) == 3
    assert not same_statements(plain, with_module) and not same_statements(plain, with_variant)
    _, again = load_runtime(mini, ["ex1"])
    assert len(compiles) == 3 and same_statements(with_module, again)


def test_another_verb_compiles_afresh(mini, compiles, monkeypatch):
    _, before = load_runtime(mini)
    monkeypatch.setitem(VERBS, "zz_test_only_verb", lambda compiler, call: None)
    _, after = load_runtime(mini)
    assert len(compiles) == 2 and not same_statements(before, after)


def test_another_thread_compiles_its_own(mini, compiles):
    """Threads never shared a runtime (compiling an agent's expression is not thread-safe)."""
    _, here = load_runtime(mini)
    there = []
    worker = threading.Thread(target=lambda: there.append(load_runtime(mini)[1]))
    worker.start()
    worker.join()
    assert len(compiles) == 2 and not same_statements(here, there[0])


def test_threads_loading_at_once_with_constant_eviction(mini, monkeypatch):
    """Worker threads load at once (teotl.simulate); with room for one remembered load and one
    compiled runtime, every load evicts another's — and each still gets its own, right result."""
    from teotl.rules import ruleset as ruleset_module
    monkeypatch.setattr(loading, "_COMPILED_LIMIT", 1)
    monkeypatch.setattr(ruleset_module, "_LOADED_LIMIT", 1)
    failures, results = [], []

    def work(modules):
        try:
            for _ in range(15):
                ruleset, runtime = load_runtime(mini, modules)
                results.append((tuple(modules), sorted(ruleset.components) == sorted(runtime.components)))
        except Exception as error:  # pragma: no cover - the failure this test looks for
            failures.append(error)
    threads = [threading.Thread(target=work, args=(modules,)) for modules in ([], ["ex1"], [], ["ex1"])]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == [] and len(results) == 60 and all(ok for _, ok in results)


def test_changing_the_game_dict_of_the_first_load_changes_no_later_load():
    """The kept runtime's vocabulary was built from the first load's game dict: that load's
    caller gets a copy, so changing it reaches neither the kept runtime nor a later load."""
    from teotl.rules import ruleset as ruleset_module
    loading._COMPILED.clear()
    ruleset_module._LOADED.clear()
    first, runtime = load_runtime(None, ["m6"])
    assert runtime.game is first.game
    masks = list(first.game["tables"]["mask_sets"])
    first.game["tables"]["mask_sets"].append(99)  # the vocabulary's tables share their lists
    first.game["flow"].clear()
    again, later = load_runtime(None, ["m6"])
    assert later.vocab.tables["mask_sets"] == again.game["tables"]["mask_sets"] == masks
    assert again.game["flow"]
    play(later, 3)
