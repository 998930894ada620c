"""games.fasttuple: fast copies of a ``NamedTuple`` state that give exactly what its ``_replace`` gives."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.fasttuple import fast_tuple_replace, tuple_drafter, tuple_setter

values = st.one_of(st.integers(), st.text(max_size=3), st.tuples(st.integers()), st.none())


class Trio(NamedTuple):
    a: int
    b: str
    c: tuple[int, ...] = ()


FastTrio = fast_tuple_replace(NamedTuple("FastTrio", [("a", int), ("b", str), ("c", tuple)]))


@given(st.dictionaries(st.sampled_from(["a", "b", "c"]), values))
def test_a_fast_tuple_replace_gives_what_namedtuples_own_gives(changes: dict[str, Any]) -> None:
    stock, fast = Trio(1, "x", (2,)), FastTrio(1, "x", (2,))
    copy = fast._replace(**changes)
    assert type(copy) is FastTrio and tuple(copy) == tuple(stock._replace(**changes))
    assert fast == FastTrio(1, "x", (2,))


def test_a_fast_tuple_replace_refuses_an_unknown_field_like_namedtuple() -> None:
    with pytest.raises(ValueError) as stock:
        Trio(1, "x")._replace(d=1)  # type: ignore[call-arg]
    with pytest.raises(ValueError) as fast:
        FastTrio(1, "x", ())._replace(d=1)
    assert str(fast.value) == str(stock.value)


@given(st.dictionaries(st.sampled_from(["a", "b", "c"]), values))
def test_a_tuple_draft_updated_in_place_freezes_into_what_replace_gives(changes: dict[str, Any]) -> None:
    draft, freeze = tuple_drafter(Trio)
    state = Trio(1, "x", (2,))
    editable = draft(state)
    for name, value in changes.items():
        setattr(editable, name, value)
    frozen = freeze(editable)
    assert type(frozen) is Trio and frozen == state._replace(**changes)
    assert state == Trio(1, "x", (2,))  # the caller's state is untouched
    assert (editable.a, editable.b, editable.c) == tuple(frozen)  # the draft reads like the state


def test_a_tuple_draft_has_only_the_fields_and_only_namedtuples_get_one() -> None:
    draft, _freeze = tuple_drafter(Trio)
    with pytest.raises(AttributeError):
        draft(Trio(1, "x")).d = 4  # a misspelt field is an error, not a silent extra attribute
    with pytest.raises(TypeError):
        tuple_drafter(tuple)  # type: ignore[arg-type]


@given(st.lists(st.sampled_from(["a", "b", "c"]), unique=True), st.lists(values, min_size=3, max_size=3))
def test_a_tuple_setter_gives_what_replace_gives(names: list[str], given_values: list[Any]) -> None:
    state = Trio(1, "x", (2,))
    changes = dict(zip(names, given_values, strict=False))
    copy = tuple_setter(Trio, *names)(state, *changes.values())
    assert type(copy) is Trio and copy == state._replace(**changes)
    assert state == Trio(1, "x", (2,))  # the original is untouched


def test_a_tuple_setter_refuses_unknown_or_repeated_fields_and_takes_exactly_its_values() -> None:
    for names in (("d",), ("a", "a")):
        with pytest.raises(ValueError):
            tuple_setter(Trio, *names)
    with pytest.raises(TypeError):
        tuple_setter(tuple, "a")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        tuple_setter(Trio, "a", "c")(Trio(1, "x"), 5)  # one value short
