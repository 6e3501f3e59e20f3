"""The disk cache stays under its size limit (rules/disk_cache.py): the entries used longest ago
go first, a hit counts as a use, and a store prunes at most once an hour."""
from __future__ import annotations

import os
import time

import pytest

from teotl.rules import disk_cache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TEOTL_NO_CACHE", raising=False)
    return tmp_path


def entry_of(key) -> "os.PathLike":
    return disk_cache._entry(key)


def age(path, seconds_ago: float) -> None:
    then = time.time() - seconds_ago
    os.utime(path, (then, then))


def test_prune_deletes_the_entries_used_longest_ago_down_to_three_quarters(cache):
    for index in range(10):
        disk_cache.store(("k", index), b"x" * 10_000)
        age(entry_of(("k", index)), 1000 - index)      # entry 0 used longest ago
    sizes = {index: entry_of(("k", index)).stat().st_size for index in range(10)}
    limit = sum(sizes.values()) // 2
    deleted, freed = disk_cache.prune(cache, limit)
    left = [index for index in range(10) if entry_of(("k", index)).exists()]
    assert left == list(range(10 - len(left), 10))        # the oldest went, the newest stayed
    assert sum(sizes[i] for i in left) <= limit * 3 // 4
    assert sum(sizes[i] for i in left) + sizes[left[0] - 1] > limit * 3 // 4   # no more than needed
    assert (deleted, freed) == (10 - len(left), sum(sizes[i] for i in range(10) if i not in left))


def test_a_folder_under_the_limit_is_left_alone(cache):
    disk_cache.store(("k", 1), "value")
    assert disk_cache.prune(cache, 10**9) == (0, 0)
    assert disk_cache.load(("k", 1)) == "value"


def test_a_hit_counts_as_a_use(cache):
    for index in range(4):
        disk_cache.store(("k", index), b"x" * 10_000)
        age(entry_of(("k", index)), 1000 - index)
    assert disk_cache.load(("k", 0)) == b"x" * 10_000   # the oldest, used again now
    size = entry_of(("k", 0)).stat().st_size
    disk_cache.prune(cache, 2 * size)
    assert entry_of(("k", 0)).exists()
    assert not entry_of(("k", 1)).exists()


def test_a_store_prunes_at_most_once_an_hour(cache, monkeypatch):
    monkeypatch.setenv("TEOTL_CACHE_MAX_MB", "0.02")     # ≈ 20 kB
    for index in range(5):
        disk_cache.store(("k", index), b"x" * 10_000)
    # the first store pruned (nothing to do yet) and left its mark: the others did not prune
    assert len(list(cache.glob("*.pickle"))) == 5
    age(cache / disk_cache.PRUNE_MARK, disk_cache.PRUNE_EVERY_S + 1)
    disk_cache.store(("k", 5), b"x" * 10_000)
    assert len(list(cache.glob("*.pickle"))) == 1          # pruned down to 3/4 of 20 kB
    assert entry_of(("k", 5)).exists()


def test_stale_partial_writes_are_removed(cache):
    stale, fresh = cache / "a.tmp", cache / "b.tmp"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"being written")
    age(stale, disk_cache.PRUNE_EVERY_S + 10)
    disk_cache.prune(cache, 0)
    assert not stale.exists() and fresh.exists()


@pytest.mark.parametrize("value, expected", [("1", 1024 * 1024), ("0.5", 512 * 1024), ("lots", 256 * 1024 * 1024)])
def test_the_limit_comes_from_the_environment(monkeypatch, value, expected):
    monkeypatch.setenv("TEOTL_CACHE_MAX_MB", value)
    assert disk_cache.max_bytes() == expected
