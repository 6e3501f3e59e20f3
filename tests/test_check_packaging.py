"""Packaging and project set-up: what `pip install .` ships and what a fresh machine runs.

Why test pyproject.toml: its package list is explicit (the package-dir mapping of grammar/ and
rules/ into the wheel rules out automatic discovery), so a new package folder that is not listed
would be missing from the wheel — and nothing else would notice before a user does."""
from __future__ import annotations

import tomllib

from conftest import REPO

PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_folder_is_listed():
    source = REPO / "interpreter" / "teotl"
    found = {"teotl"}
    for init in source.rglob("*.py"):
        folder = init.parent
        if "__pycache__" in folder.parts or folder == source:
            continue
        found.add("teotl." + ".".join(folder.relative_to(source).parts))
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert found <= listed, f"add to [tool.setuptools] packages in pyproject.toml: {sorted(found - listed)}"


def test_grammar_and_rules_ship_inside_the_package():
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert setuptools["package-dir"] == {"teotl": "interpreter/teotl", "teotl._grammar": "grammar",
                                         "teotl._rules": "rules"}
    assert {"teotl._grammar", "teotl._rules"} <= set(setuptools["packages"])
    data = setuptools["package-data"]
    assert data["teotl._grammar"] == ["*.lark"]
    assert {"**/*.yaml", "**/*.json", "**/*.ftl"} <= set(data["teotl._rules"])


def test_project_metadata():
    project = PYPROJECT["project"]
    assert project["requires-python"] == ">=3.11"
    assert project["scripts"] == {"teotl": "teotl.cli:main"}
    deps = " ".join(project["dependencies"])
    for requirement in ("lark>=1.1", "ruamel.yaml>=0.18", "jsonschema>=4.20", "rich>=13"):
        assert requirement in deps
    assert set(project["optional-dependencies"]["test"]) == {"pytest>=8", "hypothesis>=6.100", "pytest-benchmark>=4",
                                                             "distributed>=2024.1", "httpx2>=2.16", "playwright>=1.40",
                                                             "pyflakes>=3.2"}
    # Dask stays optional: only `pip install 'teotl[cluster]'` brings it (teotl simulate --cluster)
    assert project["optional-dependencies"]["cluster"] == ["dask[distributed]>=2024.1"]
    assert not any(dep.startswith(("dask", "distributed")) for dep in project["dependencies"])


def test_readme_opens_with_the_two_set_up_commands():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    first_block = text.split("```")[1].splitlines()[1:]   # skip the language tag line
    commands = [line.strip() for line in first_block if line.strip()]
    assert commands == ["pip install . && teotl check && teotl play --seed 1", "pip install '.[test]' && pytest -q"]


def test_ci_script_runs_the_tests_and_fails_on_no_tests():
    script = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert script.startswith("#!/usr/bin/env bash") and "set -euo pipefail" in script
    assert ".venv-ci" in script and "'.[test]'" in script and "python -m pytest -q" in script
    assert '"$status" -eq 5' in script


def test_paths_find_grammar_and_rules():
    from teotl import paths
    assert paths.grammar_file().is_file()
    assert (paths.schema_dir() / "components.schema.json").is_file()
