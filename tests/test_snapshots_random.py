"""teotl.model.shared_random: a game's RNG whose copies share the generator until one draws. Every
copy draws exactly the numbers of an eager copy of a `random.Random` (getstate/setstate), after
copies and draws in any order, and the generator is copied only when two holders both draw."""
from __future__ import annotations

import pickle
import random

from hypothesis import given, settings, strategies as st

from teotl.model.shared_random import SharedRandom, copy_rng, shuffle

DRAWS = ("random", "getrandbits", "randrange", "randint", "choice", "shuffle", "sample", "uniform", "gauss")


def draw(rng, how: str, argument: int):
    if how == "random":
        return rng.random()
    if how == "getrandbits":
        return rng.getrandbits(1 + argument % 70)
    if how == "randrange":
        return rng.randrange(1 + argument)
    if how == "randint":
        return rng.randint(-argument, argument)
    if how == "choice":
        return rng.choice("abcdefgh"[: 1 + argument % 8])
    if how == "shuffle":
        items = list(range(argument % 9))
        rng.shuffle(items)
        return items
    if how == "sample":
        return rng.sample(range(10), argument % 10)
    if how == "uniform":
        return rng.uniform(0, argument)
    return rng.gauss(0, 1)  # through __getattr__: any other method of random.Random


# a program: ("copy", i) copies holder i; ("drop", i) forgets holder i; ("draw", i, how, n) draws from it
operations = st.lists(st.one_of(
    st.tuples(st.just("copy"), st.integers(0, 7)),
    st.tuples(st.just("drop"), st.integers(0, 7)),
    st.tuples(st.just("draw"), st.integers(0, 7), st.sampled_from(DRAWS), st.integers(0, 40))), max_size=60)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**64), operations, st.booleans())
def test_copies_draw_what_eager_copies_of_random_draw(seed, program, later):
    """…and so do those of a generator seeded when it is first drawn from (`seeded_later`, a
    look-ahead's samples)."""
    shared = [SharedRandom.seeded_later(seed) if later else SharedRandom(seed)]
    eager = [random.Random(seed)]
    for step in program:
        index = step[1] % len(shared)
        if step[0] == "copy":
            shared.append(shared[index].copy())
            twin = random.Random()
            twin.setstate(eager[index].getstate())
            eager.append(twin)
        elif step[0] == "drop" and len(shared) > 1:
            del shared[index], eager[index]
        elif step[0] == "draw":
            assert draw(shared[index], step[2], step[3]) == draw(eager[index], step[2], step[3]), step
    for mine, theirs in zip(shared, eager):  # and every holder goes on with the same stream
        assert mine.getstate() == theirs.getstate()
        assert [mine.random() for _ in range(3)] == [theirs.random() for _ in range(3)]


def test_a_copy_costs_nothing_until_both_draw():
    original = SharedRandom(7)
    copy = original.copy()
    assert original.shared and copy.shared and copy._random is original._random  # one generator
    copy.random()  # the copy draws: it takes a generator of its own, the original keeps the shared one
    assert not copy.shared and not original.shared and copy._random is not original._random
    expected = random.Random(7)
    assert original.random() == expected.random()


def test_a_dropped_copy_gives_its_share_back():
    original = SharedRandom(3)
    generator = original._random
    for _ in range(5):
        copy = original.copy()
        del copy
    assert not original.shared
    original.random()
    assert original._random is generator  # nobody else held it: drawn in place, never copied


def test_seeded_later_seeds_only_when_drawn_from_or_read():
    rng = SharedRandom.seeded_later(2**63 + 5)
    copy = rng.copy()
    assert rng._random is None and copy._random is None  # nothing seeded yet, shared
    assert rng.getstate() == random.Random(2**63 + 5).getstate() and rng._random is None  # read, not seeded
    back = pickle.loads(pickle.dumps(copy))
    assert back.random() == random.Random(2**63 + 5).random()
    assert copy.random() == random.Random(2**63 + 5).random() and copy._random is not None
    del copy
    assert not rng.shared and rng.random() == random.Random(2**63 + 5).random()
    reseeded = SharedRandom.seeded_later(3)
    reseeded.seed(4)
    assert reseeded.random() == random.Random(4).random()
    assert SharedRandom.seeded_later("seven").random() == random.Random("seven").random()  # (not an int: seeded now)


def test_seed_setstate_and_pickle():
    rng = SharedRandom(1)
    copy = rng.copy()
    copy.seed(99)
    assert copy.random() == random.Random(99).random()
    assert rng.random() == random.Random(1).random()  # the seeded copy left the shared one alone
    other = rng.copy()
    other.setstate(random.Random(5).getstate())
    assert other.random() == random.Random(5).random()
    back = pickle.loads(pickle.dumps(rng))
    assert back.getstate() == rng.getstate() and back.random() == rng.random()


def test_copy_rng_of_other_generators():
    plain = random.Random(4)
    copied = copy_rng(plain)
    assert isinstance(copied, SharedRandom) and copied.random() == random.Random(4).random()
    assert plain.random() == random.Random(4).random()  # the plain one is not touched

    class Scripted:
        def __init__(self, faces):
            self.faces = list(faces)

        def copy(self):
            return Scripted(self.faces)

    dice = Scripted([3, 4])
    assert copy_rng(dice).faces == [3, 4] and copy_rng(dice) is not dice


def test_unknown_attributes_are_refused():
    rng = SharedRandom(0)
    for name in ("no_such_method", "_private"):
        try:
            getattr(rng, name)
        except AttributeError:
            pass
        else:
            raise AssertionError(name)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64), st.integers(0, 300), st.booleans())
def test_the_written_out_shuffle_gives_random_shuffles_order_and_numbers(seed, size, shared):
    """`shuffle(rng, items)` (what Runtime.determinise uses at every look-ahead decision) leaves the
    items and the generator exactly as `random.Random.shuffle` does, past the table of bit lengths
    (256) too, for a random.Random and a SharedRandom."""
    expected, reference = list(range(size)), random.Random(seed)
    reference.shuffle(expected)
    items = list(range(size))
    rng = SharedRandom(seed) if shared else random.Random(seed)
    shuffle(rng, items)
    assert items == expected
    assert rng.getrandbits(64) == reference.getrandbits(64)


def test_the_written_out_shuffle_leaves_another_generator_to_its_own_method():
    class Reversing(random.Random):
        def shuffle(self, x):
            x.reverse()
    items = [1, 2, 3]
    shuffle(Reversing(1), items)
    assert items == [3, 2, 1]
