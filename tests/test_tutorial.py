"""docs/authoring.md runs as written: every `sh` block, in order, in one shell, in a fresh home
folder, with `teotl` on the PATH; a block whose first line is `# FILE` (or `# FILE, in place of
`LINE``) is written into that file, as a reader would. The only change to the commands: fewer
simulated games (`--games 2`, `--workers 1`), so the test stays short. A `text` block right after
an `sh` block is output those commands must print."""
from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

DOC = REPO / "docs" / "authoring.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
TARGET = re.compile(r"^# (\S+?)(?:, in place of `(.+)`)?$")

WRITER = '''\
import pathlib, sys
path, replaced = pathlib.Path(sys.argv[1]), (sys.argv[2] if len(sys.argv) > 2 else "")
block = sys.stdin.read()
old = path.read_text(encoding="utf-8") if path.exists() else ""
if replaced:
    assert replaced in old, f"{path} has no `{replaced}` to replace"
    new = old.replace(replaced, block.rstrip("\\n"), 1)
else:   # the whole file; a YAML file keeps the schema line `teotl new` wrote
    head = old.split("\\n", 1)[0] if old.startswith("# yaml-language-server:") else ""
    new = (head + "\\n" if head else "") + block
path.parent.mkdir(parents=True, exist_ok=True)
path.write_text(new, encoding="utf-8")
'''


def tutorial_script(tmp: Path) -> tuple[str, dict[int, list[str]]]:
    """The shell script of the whole guide, and the expected output of each block by number."""
    lines, expected = ["set -euo pipefail"], {}
    text = DOC.read_text(encoding="utf-8")
    last_sh, sh_end = None, -1
    for index, match in enumerate(FENCE.finditer(text)):
        language, body = match.groups()
        first = body.split("\n", 1)[0]
        target = TARGET.match(first)
        if language == "sh":
            lines.append(f"echo '@@block {index}'")
            for command in body.strip().splitlines():
                command = re.sub(r"--games \d+", "--games 2", command)
                command = re.sub(r"--workers \d+", "--workers 1", command)
                lines.append(command)
            last_sh, sh_end = index, match.end()
        elif language in ("yaml", "ftl") and target:
            content = body.split("\n", 1)[1]
            args = " ".join(shlex.quote(a) for a in [target.group(1)] + ([target.group(2)] if target.group(2) else []))
            lines.append(f"python {shlex.quote(str(tmp / 'write_block.py'))} {args} <<'TUTORIAL_EOF'\n"
                         f"{content}TUTORIAL_EOF")
        elif language == "text" and last_sh == index - 1 and not text[sh_end:match.start()].strip():
            expected[last_sh] = [line for line in body.splitlines() if line.strip() and "…" not in line]
    return "\n".join(lines) + "\n", expected


@pytest.fixture
def home(tmp_path):
    """A fresh home, with `teotl` and `python` on the PATH meaning this checkout's."""
    home = tmp_path / "home"
    bin_dir = tmp_path / "bin"
    home.mkdir()
    bin_dir.mkdir()
    for name, command in (("teotl", f'exec {shlex.quote(sys.executable)} -m teotl "$@"'),
                          ("python", f'exec {shlex.quote(sys.executable)} "$@"')):
        (bin_dir / name).write_text(f"#!/bin/sh\n{command}\n", encoding="utf-8")
        (bin_dir / name).chmod(0o755)
    (tmp_path / "write_block.py").write_text(WRITER, encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("TEOTL_", "PYTHON"))}
    env.update(HOME=str(home), PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", NO_COLOR="1",
               COLUMNS="120", PYTHONPATH=str(REPO / "interpreter"))
    if "TEOTL_CACHE_DIR" in os.environ:   # the suite's cache, so the guide need not load cold
        env["TEOTL_CACHE_DIR"] = os.environ["TEOTL_CACHE_DIR"]
    elif "XDG_CACHE_HOME" not in os.environ:
        env["XDG_CACHE_HOME"] = str(Path.home() / ".cache")
    return tmp_path, home, env


def test_the_authoring_guide_runs_as_written(home):
    tmp, home_dir, env = home
    script, expected = tutorial_script(tmp)
    assert script.count("@@block") >= 10, script   # the guide's commands were found
    result = subprocess.run(["bash", "-c", script], cwd=home_dir, env=env, text=True, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=1200)
    output = result.stdout
    assert result.returncode == 0, f"the guide stopped (exit {result.returncode}):\n{output[-6000:]}"
    assert "Traceback" not in output and "error:" not in output, output[-6000:]
    by_block = dict(re.findall(r"@@block (\d+)\n(.*?)(?=@@block |\Z)", output, re.S))
    for block, lines in expected.items():
        for line in lines:
            assert line in by_block[str(block)], f"block {block} did not print {line!r}:\n{by_block[str(block)]}"
    festival = home_dir / "teotl-rules" / "teotihuacan" / "festival"
    assert {p.name for p in festival.glob("*.yaml")} == {"module.yaml", "festival.yaml", "agent_hints.yaml"}
    assert "0 errors, 0 warnings" in output.rsplit("@@block", 1)[-1]   # the last check is clean
