"""`teotl serve` as a user starts it: loopback by default, a warning for any other address,
usage errors as exit 2 with a sentence. (uvicorn itself is replaced: no socket is opened.)"""
from __future__ import annotations

import pytest

from teotl.cli import main
from teotl.server.config import default_data_dir, is_loopback


@pytest.fixture
def served(monkeypatch):
    calls = []
    import uvicorn
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: calls.append((app, options)))
    return calls


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_serve_listens_on_this_machine_only_by_default(served, capsys, tmp_path):
    code, _, err = run(capsys, "serve", "--data", str(tmp_path), "--port", "8123")
    assert code == 0
    (app, options), = served
    assert options["host"] == "127.0.0.1" and options["port"] == 8123
    assert "http://127.0.0.1:8123/" in err and "warning" not in err
    assert app.state.server.config.data_dir == tmp_path


def test_serve_on_another_address_warns(served, capsys, tmp_path):
    code, _, err = run(capsys, "serve", "--data", str(tmp_path), "--host", "0.0.0.0")
    assert code == 0 and served[0][1]["host"] == "0.0.0.0"
    assert "warning: listening on 0.0.0.0" in err


def test_serve_limits_and_rules_from_the_command_line(served, capsys, tmp_path):
    code, _, _ = run(capsys, "serve", "--data", str(tmp_path), "--max-games", "5", "--max-body", "2048",
                     "--rules", "teotihuacan")
    assert code == 0
    server = served[0][0].state.server
    assert server.config.limits.max_games == 5 and server.config.limits.max_body_bytes == 2048
    assert server.rulesets.default == "teotihuacan"


@pytest.mark.parametrize("argv, says", [
    (["--port", "0"], "--port"),
    (["--port", "70000"], "--port"),
    (["--max-games", "0"], "--max-games"),
    (["--rules", "no-such-rules"], "no rule set"),
])
def test_serve_usage_errors(served, capsys, tmp_path, argv, says):
    code, _, err = run(capsys, "serve", "--data", str(tmp_path), *argv)
    assert code == 2 and says in err and not served


def test_the_data_folder_default_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.delenv("TEOTL_SERVER_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_data_dir() == tmp_path / "teotl" / "server"
    monkeypatch.setenv("TEOTL_SERVER_DIR", str(tmp_path / "here"))
    assert default_data_dir() == tmp_path / "here"


@pytest.mark.parametrize("host, loopback", [("127.0.0.1", True), ("127.3.4.5", True), ("::1", True),
                                            ("[::1]", True), ("localhost", True), ("0.0.0.0", False),
                                            ("192.168.1.4", False), ("::", False), ("example.org", False)])
def test_which_addresses_are_this_machine_only(host, loopback):
    assert is_loopback(host) is loopback


def test_the_page_ships_inside_the_package():
    """Every file of the page is matched by pyproject's package-data for teotl.server (a file
    left out would be missing from an installed teotl, and the page broken there)."""
    import fnmatch
    import tomllib
    from pathlib import Path
    repo = Path(__file__).resolve().parent.parent
    patterns = tomllib.loads((repo / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["teotl.server"]
    static = repo / "interpreter" / "teotl" / "server" / "static"
    files = [p.relative_to(static.parent).as_posix() for p in static.rglob("*") if p.is_file()]
    assert files and all(any(fnmatch.fnmatch(f, pattern) for pattern in patterns) for f in files), files


def test_two_servers_never_share_a_folder(served, capsys, tmp_path):
    from starlette.testclient import TestClient

    from teotl.server import ServerConfig, create_app
    with TestClient(create_app(ServerConfig(data_dir=tmp_path))):
        code, _, err = run(capsys, "serve", "--data", str(tmp_path))
        assert code == 2 and "another `teotl serve` is using" in err and not served
    code, _, _ = run(capsys, "serve", "--data", str(tmp_path))      # the first one has stopped
    assert code == 0 and served
