"""What made the look-ahead cheaper changes no answer (docs/performance.md, "Seventh look"): each
shortcut against the plain computation it replaces."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from teotl.loading import load_runtime
from teotl.model.state import PlayerState


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


def _by_definition(rt, owned, label) -> int:
    return sum(1 for cid in owned if label in rt.components[cid].labels)


def test_count_owned_counts_what_carries_the_label(teotihuacan):
    """`count(TAG)` (Services.count_owned) by a set of holders per label: the same number as
    asking every owned component, for every type and tag, instances of copies included, and a
    runtime whose components table changed counts by its new table."""
    rt = teotihuacan
    ids = sorted(rt.components)
    labels = sorted(set().union(*(info.labels for info in rt.components.values())) | {"no_such_label"})
    rng = random.Random(18)
    for _ in range(200):
        owned = rng.sample(ids, rng.randrange(0, 30))
        player = PlayerState(0, {}, {}, owned)
        for label in labels:
            assert rt.count_owned(player, label) == _by_definition(rt, owned, label), label
    fork = rt.fork(logging=False)
    label = labels[0]
    before = rt.count_owned(PlayerState(0, {}, {}, ids), label)
    fork.components["new_one"] = replace(rt.components[ids[0]], id="new_one", labels=frozenset([label]))
    assert fork.count_owned(PlayerState(0, {}, {}, ids + ["new_one"]), label) == before + 1
    assert rt.count_owned(PlayerState(0, {}, {}, ids), label) == before
