"""Same seeds, same results: in this process, in 2 local worker processes, and on a Dask cluster
(a LocalCluster started here, its workers threads of this process), by the Python API and by
`teotl simulate --cluster`. Needs `distributed` (the `test` and `cluster` extras)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from teotl import cli
from teotl.simulate import (MIN_TASK_SECONDS, ClusterError, RuleSource, batch_size_for, simulate,
                            summarise)

distributed = pytest.importorskip("distributed")

GAMES, PLAYERS, SEED = 16, 4, 11
AGENTS = ["random"]


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None,
                                  silence_logs=40) as local:
        with distributed.Client(local) as client:
            yield local, client


@pytest.fixture(scope="module")
def source():
    return RuleSource.of(None)


@pytest.fixture(scope="module")
def loaded(source):
    return source.load()


@pytest.fixture(scope="module")
def one_worker(source, loaded):
    runtime, _ = loaded
    return simulate(source, PLAYERS, GAMES, SEED, AGENTS, workers=1, runtime=runtime)


def test_two_local_workers_give_the_same_results(source, one_worker):
    two = simulate(source, PLAYERS, GAMES, SEED, AGENTS, workers=2, batch_size=3)
    assert two == one_worker
    assert summarise(two) == summarise(one_worker)


def test_a_dask_cluster_gives_the_same_results(source, loaded, one_worker, cluster):
    _, client = cluster
    runtime, fingerprint = loaded
    seen = []
    on_cluster = simulate(source, PLAYERS, GAMES, SEED, AGENTS, cluster=client, batch_size=5, progress=seen.append,
                          fingerprint=fingerprint)
    assert on_cluster == one_worker and summarise(on_cluster) == summarise(one_worker)
    assert sum(seen) == GAMES  # progress reported batch by batch
    # batches sized from the time of one game (played here, its result kept)
    timed = simulate(source, PLAYERS, GAMES, SEED, AGENTS, cluster=client, runtime=runtime, fingerprint=fingerprint)
    assert timed == one_worker


def test_teotl_simulate_on_a_cluster_address_matches_one_process(tmp_path, capsys, cluster):
    local, _ = cluster
    here, there = tmp_path / "here.json", tmp_path / "there.json"
    common = ["simulate", "--players", "3", "--games", "10", "--seed", "4", "--agents", "random"]
    assert cli.main(common + ["--workers", "1", "--json", str(here)]) == 0
    assert cli.main(common + ["--cluster", local.scheduler_address, "--json", str(there)]) == 0
    capsys.readouterr()
    a, b = json.loads(here.read_text()), json.loads(there.read_text())
    assert a["games"] == b["games"] and a["summary"] == b["summary"]
    assert b["meta"]["cluster"] == local.scheduler_address


def test_workers_with_other_rules_are_refused(cluster, source, loaded):
    _, client = cluster
    other = RuleSource.of(None, modules=["solo"])
    with pytest.raises(ClusterError, match="other rules"):
        simulate(other, 2, 4, 1, ["random"], cluster=client, batch_size=2, fingerprint=loaded[1])


def test_an_unreachable_scheduler_is_a_clear_error(capsys, monkeypatch):
    import teotl.simulate
    monkeypatch.setattr(teotl.simulate, "CONNECT_TIMEOUT", "1s")
    code = cli.main(["simulate", "--games", "2", "--cluster", "tcp://127.0.0.1:9"])
    assert code == 1 and "cannot reach the Dask scheduler" in capsys.readouterr().err


def test_tasks_run_at_least_a_tenth_of_a_second():
    for seconds in (0.002, 0.015, 0.05, 0.3, 2.0):
        for games, workers in ((10, 2), (1000, 2), (100000, 64)):
            size = batch_size_for(seconds, games, workers)
            assert size >= 1 and (size * seconds >= MIN_TASK_SECONDS or size == 1 and seconds >= MIN_TASK_SECONDS)
    assert batch_size_for(0.015, 100000, 2) * 0.015 <= 0.3  # not much more than the target either


def test_a_cluster_without_teotl_is_told_apart_from_a_bug():
    from teotl.simulate import _missing_teotl
    try:
        try:
            raise ModuleNotFoundError("No module named 'teotl'")
        except ImportError as missing:
            raise RuntimeError("Error during deserialization of the task graph") from missing
    except RuntimeError as problem:
        assert _missing_teotl(problem)
    assert not _missing_teotl(ValueError("a bug in a verb"))


# ------------------------------------------------------------------ teotl compare on a cluster
VARIANT = Path(__file__).resolve().parent.parent / "rules" / "teotihuacan" / "variants" / "house-rich-start.yaml"


def test_a_comparison_on_a_cluster_plays_the_same_games(cluster, tmp_path):
    """Both rule sets' games run on the cluster, game by game the same as in one process, so the
    report (paired differences, intervals, win rates) is the same report."""
    from teotl.compare import run_comparison
    _, client = cluster
    here = run_comparison(None, [], [VARIANT], games=6, players=3, agents=["random"], seed=2, workers=1,
                          out=tmp_path / "here")
    there = run_comparison(None, [], [VARIANT], games=6, players=3, agents=["random"], seed=2, cluster=client,
                           batch_size=2, out=tmp_path / "there")
    assert there.results == here.results
    assert there.results[0] != there.results[1]  # the variant changes the games: both sides were played
    assert there.markdown == here.markdown


def test_teotl_compare_passes_cluster_through(tmp_path, capsys, cluster):
    local, _ = cluster
    common = ["compare", "--variant", str(VARIANT), "--games", "4", "--players", "2", "--seed", "7"]
    assert cli.main(common + ["--workers", "1", "--out", str(tmp_path / "here")]) == 0
    assert cli.main(common + ["--cluster", local.scheduler_address, "--batch", "2", "--out", str(tmp_path / "there")]) == 0
    capsys.readouterr()
    assert (tmp_path / "there" / "report.md").read_text() == (tmp_path / "here" / "report.md").read_text()


def test_teotl_compare_names_an_unreachable_cluster(tmp_path, capsys, monkeypatch):
    import teotl.simulate
    monkeypatch.setattr(teotl.simulate, "CONNECT_TIMEOUT", "1s")
    code = cli.main(["compare", "--variant", str(VARIANT), "--games", "2", "--players", "2",
                     "--cluster", "tcp://127.0.0.1:9", "--out", str(tmp_path / "r")])
    _, err = capsys.readouterr()
    assert code == 1 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err and "Traceback" not in err
