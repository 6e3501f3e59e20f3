"""`teotl check` on broken rule files: every problem is reported at the exact file, line and
column with its code and a hint, and never as a traceback.

Each file in tests/fixtures/broken/ states what it expects on its first line:
`# expect: CODE LINE:COL hint text`. Files that cannot hold such a line (empty, binary, not
UTF-8) are built in tmp_path below.
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import BROKEN

CASES = sorted(BROKEN.glob("*.yaml"))


def _expectation(path):
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# expect: "), f"{path.name}: first line must be `# expect: CODE LINE:COL hint`"
    code, position, hint = first[len("# expect: "):].split(" ", 2)
    return code, position, hint


def test_there_are_enough_broken_fixtures():
    assert len(CASES) >= 35


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_broken_file_is_reported_exactly(path, tmp_path, monkeypatch, teotl_check):
    code, position, hint = _expectation(path)
    shutil.copy(path, tmp_path / path.name)
    monkeypatch.chdir(tmp_path)
    run = teotl_check(path.name)
    run.expect(f"{path.name}:{position}", code, hint)
    assert run.code == (1 if code.startswith("E") else 0)
    assert run.lines[-1].startswith("checked 1 file, ")


def _write(tmp_path, monkeypatch, name, data: bytes):
    (tmp_path / name).write_bytes(data)
    monkeypatch.chdir(tmp_path)
    return name


def test_empty_file(tmp_path, monkeypatch, teotl_check):
    name = _write(tmp_path, monkeypatch, "empty.yaml", b"")
    run = teotl_check(name)
    run.expect("empty.yaml:1:1", "E106", "starts with `kind:`")
    assert run.code == 1


def test_whitespace_only_file(tmp_path, monkeypatch, teotl_check):
    name = _write(tmp_path, monkeypatch, "blank.yaml", b"\n   \n\n")
    teotl_check(name).expect("blank.yaml:1:1", "E106", "starts with `kind:`")


@pytest.mark.parametrize("seed", range(5))
def test_binary_garbage(tmp_path, monkeypatch, teotl_check, seed):
    rng = random.Random(seed)
    data = bytes(rng.randrange(256) for _ in range(2000))
    name = _write(tmp_path, monkeypatch, "garbage.yaml", data)
    run = teotl_check(name)
    assert run.code == 1
    nul = data.index(b"\0")
    line, column = data.count(b"\n", 0, nul) + 1, None
    found = next(l for l in run.lines if l.startswith("garbage.yaml:"))
    assert found.startswith(f"garbage.yaml:{line}:") and " E102 " in found, found


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600))
def test_arbitrary_bytes_never_crash_the_loader(data):
    from teotl.rules.files import _read_uncached
    read = _read_uncached(Path("fuzz.yaml"), data, "components")
    for diagnostic in read.diagnostics:
        assert diagnostic.code[0] in "EW" and diagnostic.file == "fuzz.yaml"
        assert diagnostic.line >= 0 and diagnostic.column >= 0


YAMLISH = st.text(alphabet=st.sampled_from(list("kind:components-[]{},'\"|>&*!#\t\n id:type effect123")), max_size=300)


@settings(max_examples=300, deadline=None)
@given(YAMLISH)
def test_arbitrary_yaml_like_text_never_crashes_the_loader(text):
    from teotl.rules.files import _read_uncached
    read = _read_uncached(Path("fuzz.yaml"), text.encode("utf-8"), "components")
    assert all(d.code[0] in "EW" for d in read.diagnostics)


def test_binary_with_nul_byte_points_at_it(tmp_path, monkeypatch, teotl_check):
    name = _write(tmp_path, monkeypatch, "png.yaml", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    teotl_check(name).expect("png.yaml:3:1", "E102", "was the wrong file given?")


def test_not_utf8(tmp_path, monkeypatch, teotl_check):
    data = "kind: components\ncomponents:\n  - id: caf\xe9\n".encode("latin-1")
    name = _write(tmp_path, monkeypatch, "latin1.yaml", data)
    teotl_check(name).expect("latin1.yaml:3:12", "E102", "save the file as UTF-8")


def test_control_character(tmp_path, monkeypatch, teotl_check):
    name = _write(tmp_path, monkeypatch, "ctrl.yaml", b"kind: components\ncomponents: [\x07]\n")
    teotl_check(name).expect("ctrl.yaml:2:14", "E102", "plain UTF-8 text")


def test_huge_file(tmp_path, monkeypatch, teotl_check):
    from teotl.rules.yaml_loader import MAX_FILE_BYTES
    name = _write(tmp_path, monkeypatch, "huge.yaml", b"# " + b"x" * (MAX_FILE_BYTES + 10) + b"\n")
    teotl_check(name).expect("huge.yaml:1:1", "E110", "split it")


def test_utf8_bom_is_accepted(tmp_path, monkeypatch, teotl_check):
    data = "\ufeffkind: components\ncomponents:\n  - {id: st-00, type: starting_tile, effect: \"gain cocoa 1\"}\n"
    name = _write(tmp_path, monkeypatch, "bom.yaml", data.encode("utf-8"))
    run = teotl_check(name)
    assert run.code == 0, run.out


def test_crlf_line_endings_keep_positions(tmp_path, monkeypatch, teotl_check):
    data = b"kind: components\r\ncomponents:\r\n  - id: st-00\r\n    type: starting_tile\r\n    effect: gain Cocoa 1\r\n"
    name = _write(tmp_path, monkeypatch, "crlf.yaml", data)
    teotl_check(name).expect("crlf.yaml:5:18", "E201", "names are lower case")


def test_a_folder_of_lone_files_reports_each(tmp_path, monkeypatch, teotl_check):
    for path in CASES[:5]:
        shutil.copy(path, tmp_path / path.name)
    monkeypatch.chdir(tmp_path)
    run = teotl_check(".")
    for path in CASES[:5]:
        code, position, hint = _expectation(path)
        run.expect(f"{path.name}:{position}", code, hint)
