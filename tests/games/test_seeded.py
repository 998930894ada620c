"""games.seeded: the same numbers as a string-seeded ``random.Random``, drawn with less Python."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from games import seeded


@given(key=st.text(max_size=30), n=st.integers(1, 10_000))
def test_randrange_is_random_randrange(key: str, n: int) -> None:
    assert seeded.randrange(key, n) == random.Random(key).randrange(n)


@given(key=st.text(max_size=30), length=st.integers(0, 120))
def test_shuffle_is_random_shuffle(key: str, length: int) -> None:
    ours, theirs = list(range(length)), list(range(length))
    seeded.shuffle(ours, key)
    random.Random(key).shuffle(theirs)
    assert ours == theirs


def test_getrandbits_continues_the_stream_of_random() -> None:
    bits, reference = seeded.getrandbits("7:deal"), random.Random("7:deal")
    assert [bits(k) for k in range(1, 70)] == [reference.getrandbits(k) for k in range(1, 70)]
