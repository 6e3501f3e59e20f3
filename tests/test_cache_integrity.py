"""The disk cache never hands back an entry that is not its key's (rules/disk_cache.py): every entry
carries the digest of its key and of its bytes, and a mismatch is a miss that deletes the entry. A
bad $TEOTL_CACHE_MAX_MB is a warning and the default, never an internal error."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from teotl.rules import disk_cache

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TEOTL_NO_CACHE", raising=False)
    monkeypatch.delenv("TEOTL_CACHE_MAX_MB", raising=False)
    return tmp_path


def test_an_entry_stored_under_another_keys_name_is_a_miss_and_is_deleted(cache):
    disk_cache.store(("k", 1), "one")
    disk_cache.store(("k", 2), "two")
    first, second = disk_cache._entry(("k", 1)), disk_cache._entry(("k", 2))
    first.write_bytes(second.read_bytes())        # key 2's entry copied under key 1's name
    assert disk_cache.load(("k", 1)) is None
    assert not first.exists()
    assert disk_cache.load(("k", 2)) == "two"     # the genuine one still reads


def test_changed_bytes_are_a_miss_and_the_entry_is_deleted(cache):
    disk_cache.store(("k", 1), b"x" * 1000)
    entry = disk_cache._entry(("k", 1))
    data = bytearray(entry.read_bytes())
    data[-10] ^= 0xFF                             # one byte of the pickle changed: still unpickles
    entry.write_bytes(bytes(data))
    assert disk_cache.load(("k", 1)) is None
    assert not entry.exists()


@pytest.mark.parametrize("content", [b"", b"not a pickle", b"teotl-cache-2\n" + b"\0" * 10])
def test_an_entry_without_a_whole_header_is_a_miss(cache, content):
    disk_cache.store(("k", 1), "one")
    entry = disk_cache._entry(("k", 1))
    entry.write_bytes(content)
    assert disk_cache.load(("k", 1)) is None
    assert not entry.exists()


def test_a_stored_none_is_kept(cache):
    """None is a value like any other: the entry is intact and stays (load cannot tell it from a
    miss, so callers never store None; the entry is still not treated as damaged)."""
    disk_cache.store(("k", 1), None)
    assert disk_cache.load(("k", 1)) is None
    assert disk_cache._entry(("k", 1)).exists()


def test_a_missing_entry_is_a_plain_miss(cache):
    assert disk_cache.load(("never", "stored")) is None


CHECK = [sys.executable, "-m", "teotl", "check"]


def run_check(cache_dir: Path, extra_env=None) -> subprocess.CompletedProcess:
    env = {"TEOTL_CACHE_DIR": str(cache_dir), "PATH": "/usr/bin:/bin",
           "PYTHONPATH": str(ROOT / "interpreter"), **(extra_env or {})}
    return subprocess.run(CHECK, capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)


def test_shuffled_entries_do_not_change_what_check_reports(tmp_path):
    """The issue's reproduction: entries moved between keys made `teotl check` of the unchanged
    shipped rules report bogus errors on every run until the folder was deleted."""
    cache_dir = tmp_path / "cache"
    clean = run_check(cache_dir)
    assert clean.returncode == 0, clean.stdout + clean.stderr
    entries = sorted(cache_dir.glob("*.pickle"))
    assert len(entries) > 10
    contents = [entry.read_bytes() for entry in entries]
    random.Random(1).shuffle(contents)
    moved = 0
    for entry, content in zip(entries, contents):
        moved += entry.read_bytes() != content
        entry.write_bytes(content)
    assert moved > len(entries) // 2
    after = run_check(cache_dir)
    assert (after.returncode, after.stdout) == (clean.returncode, clean.stdout)
    again = run_check(cache_dir)                   # and the next run reads good entries again
    assert (again.returncode, again.stdout) == (clean.returncode, clean.stdout)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400", "-5", "lots", "", "1e30"])
def test_a_bad_size_limit_is_a_warning_and_the_default(monkeypatch, capsys, value):
    disk_cache._limit_from.cache_clear()
    monkeypatch.setenv("TEOTL_CACHE_MAX_MB", value)
    assert disk_cache.max_bytes() == disk_cache.DEFAULT_MAX_MB * 1024 * 1024
    warning = capsys.readouterr().err
    assert "TEOTL_CACHE_MAX_MB" in warning and "using 256" in warning
    disk_cache.max_bytes()
    assert capsys.readouterr().err == ""           # said once per process


@pytest.mark.parametrize("value, expected", [("0", 0), ("1", 1024 * 1024), (" 2 ", 2 * 1024 * 1024)])
def test_a_good_size_limit_is_used_without_a_word(monkeypatch, capsys, value, expected):
    disk_cache._limit_from.cache_clear()
    monkeypatch.setenv("TEOTL_CACHE_MAX_MB", value)
    assert disk_cache.max_bytes() == expected
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("value", ["nan", "inf", "1e400"])
def test_a_bad_size_limit_never_stops_a_command(tmp_path, value):
    cache_dir = tmp_path / "cache"
    done = run_check(cache_dir, {"TEOTL_CACHE_MAX_MB": value})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "TEOTL_CACHE_MAX_MB" in done.stderr and "Traceback" not in done.stderr
    assert "0 errors" in done.stdout
