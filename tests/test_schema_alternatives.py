"""A value with several allowed forms (a schema's anyOf) is explained by the form it was meant
as: `copies: {default: six}` is the per-player-count mapping with a bad number, not also a
`{per_player: N}` mapping missing its key (teotl.rules.schema_messages._branches_meant)."""
from __future__ import annotations

PATCH = """kind: variant
id: many-temples
name: "Many temples"
requires: [base]
patches:
  - component: temple
    path: copies
    set: {SET}
"""


def check_copies(tmp_path, monkeypatch, teotl_check, value: str):
    (tmp_path / "many-temples.yaml").write_text(PATCH.replace("{SET}", value), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    run = teotl_check("--rules", "cacao", "--variant", "many-temples.yaml")
    return run, [line for line in run.lines if "[temple]" in line]


def test_a_mapping_is_judged_by_the_form_whose_keys_it_has(tmp_path, monkeypatch, teotl_check):
    run, lines = check_copies(tmp_path, monkeypatch, teotl_check, "{default: six}")
    run.expect("many-temples.yaml:8:20", "E303", "`default` must be a whole number, got text")
    assert len(lines) == 1, lines          # no "missing required key `per_player`", no "unknown key `default`"
    run, lines = check_copies(tmp_path, monkeypatch, teotl_check, "{per_player: x}")
    run.expect("many-temples.yaml:8:23", "E303", "`per_player` must be a whole number")
    assert len(lines) == 1, lines


def test_a_mapping_meant_as_neither_form_hears_of_both(tmp_path, monkeypatch, teotl_check):
    _, lines = check_copies(tmp_path, monkeypatch, teotl_check, "{foo: 1}")
    assert any("`default`" in line for line in lines) and any("`per_player`" in line for line in lines), lines
