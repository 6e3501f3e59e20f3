"""A `game:` patch that sets a whole section and leaves out keys it had is a warning at the patch
(W506): `set: {mask_sets: […]}` under `game: tables`, meant to change one table, dropped the
other eleven, and the errors that followed (E401 unknown table) pointed at the shipped files
that use them, never at the patch that caused them."""
from __future__ import annotations

from teotl.rules import load_ruleset


def _diagnostics(tmp_path, patch: str):
    variant = tmp_path / "tables.yaml"
    variant.write_text("kind: variant\nid: tables\nname: Tables\nrequires: [base]\npatches:\n" + patch,
                       encoding="utf-8")
    return load_ruleset(None, variants=[variant]).diagnostics


def test_a_section_set_without_its_other_keys_is_told_at_the_patch(tmp_path):
    found = _diagnostics(tmp_path, "  - game: tables\n    set: {mask_sets: [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 99]}\n")
    dropped = [d for d in found if d.code == "W506"]
    assert len(dropped) == 1 and not dropped[0].is_error
    assert dropped[0].file.endswith("tables.yaml") and (dropped[0].line, dropped[0].column) == (6, 11)
    assert "replaces `tables` and drops 11 of its keys: `avenue_multiplier`, `pyramid_rate_by_eclipse`" in dropped[0].message
    assert "patch it alone, as `game: tables.mask_sets`" in dropped[0].hint
    assert any(d.code == "E401" and "avenue_multiplier" in d.message for d in found)   # what follows from it


def test_a_key_patched_alone_or_a_section_keeping_its_keys_is_no_warning(tmp_path):
    alone = _diagnostics(tmp_path, "  - game: tables.mask_sets\n    set: [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 99]\n")
    assert not [d for d in alone if d.code in ("W506", "E401")]
    flow = load_ruleset(None).game["flow"]
    whole = "  - game: flow\n    set: {" + ", ".join(f"{k}: {v!r}" for k, v in flow.items()) + "}\n"
    assert "W506" not in [d.code for d in _diagnostics(tmp_path, whole)]
