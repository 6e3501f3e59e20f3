"""A variant that patches one value twice (or a value and a field inside it) is told so at the
later patch (W505): the later silently overrode the earlier, and an author who meant both
changes saw only one of them in play."""
from __future__ import annotations

from teotl.rules import load_ruleset


def test_a_value_patched_twice_in_one_variant_is_a_warning(tmp_path):
    variant = tmp_path / "twice.yaml"
    variant.write_text(
        "kind: variant\nid: twice\nname: Twice\nrequires: [base]\npatches:\n"
        "  - {component: st-10, path: effect, set: \"gain cocoa 1\"}\n"       # line 6
        "  - {component: st-11, path: effect, set: \"gain cocoa 1\"}\n"
        "  - {component: st-10, path: effect, set: \"gain cocoa 2\"}\n"       # line 8: st-10 again
        "  - {component: st-12, path: data, set: {number: 12}}\n"            # line 9
        "  - {component: st-12, path: data.number, set: 13}\n",              # line 10: inside it
        encoding="utf-8")
    found = [d for d in load_ruleset(None, variants=[variant]).diagnostics if d.code == "W505"]
    assert [(d.line, d.is_error) for d in found] == [(8, False), (10, False)]
    assert "patches `st-10.effect` twice (line 6 and here): the later patch overrides" in found[0].message
    assert "`st-12.data` on line 9 and `st-12.data.number` here" in found[1].message


def test_different_values_are_no_warning(tmp_path):
    variant = tmp_path / "apart.yaml"
    variant.write_text(
        "kind: variant\nid: apart\nname: Apart\nrequires: [base]\npatches:\n"
        "  - {component: st-10, path: effect, set: \"gain cocoa 1\"}\n"
        "  - {component: st-10, path: data.number, set: 10}\n"
        "  - {component: st-01, path: effect, set: \"gain cocoa 1\"}\n", encoding="utf-8")
    assert "W505" not in [d.code for d in load_ruleset(None, variants=[variant]).diagnostics]
