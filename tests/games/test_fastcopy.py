"""games.fastcopy: a generated ``_replace`` that gives exactly what ``dataclasses.replace`` gives."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import FrozenInstanceError, InitVar, dataclass, field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games import registry
from games.fastcopy import fast_replace, maker, replacer, updater


@fast_replace
@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int
    label: str = "p"
    tags: tuple[str, ...] = ()


@fast_replace
@dataclass(frozen=True, slots=True)
class Base:
    a: int
    b: tuple[int, ...]


@fast_replace
@dataclass(frozen=True, slots=True)
class Derived(Base):  # decorated itself: its own _replace covers the inherited fields too
    c: str


@dataclass(frozen=True, slots=True)
class Undecorated(Base):  # inherits Base._replace, which must not build a Base from it
    c: str


@fast_replace
@dataclass(frozen=True, slots=True)
class Empty:
    pass


def same(left: Any, right: Any) -> None:
    """Equal, same class, same hash and repr, and no shared identity."""
    assert type(left) is type(right)
    assert left == right
    assert hash(left) == hash(right)
    assert repr(left) == repr(right)


def test_the_copy_equals_what_dataclasses_replace_gives() -> None:
    p = Point(1, 2, tags=("a",))
    same(p._replace(y=5, label="q"), dataclasses.replace(p, y=5, label="q"))
    same(p._replace(), dataclasses.replace(p))
    assert p._replace() is not p


def test_the_original_is_untouched_and_the_copy_is_frozen() -> None:
    p = Point(1, 2)
    q = p._replace(x=9)
    assert (p.x, q.x, q.y) == (1, 9, 2)
    with pytest.raises(FrozenInstanceError):
        q.x = 3  # type: ignore[misc]
    assert not hasattr(q, "__dict__")  # slotted like the original: nowhere to add an attribute


def test_an_unknown_field_or_a_positional_argument_raises_type_error_like_replace() -> None:
    p = Point(1, 2)
    with pytest.raises(TypeError):
        dataclasses.replace(p, z=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"Point\._replace\(\) got an unexpected keyword argument 'z'"):
        p._replace(z=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        p._replace(3)  # type: ignore[misc]


def test_inherited_fields_and_subclasses() -> None:
    d = Derived(1, (2,), "c")
    same(d._replace(a=7, c="d"), dataclasses.replace(d, a=7, c="d"))
    u = Undecorated(1, (2,), "c")
    copy = u._replace(a=7)  # Base._replace on a subclass instance: falls back to dataclasses.replace
    same(copy, Undecorated(7, (2,), "c"))
    with pytest.raises(TypeError):
        u._replace(z=1)  # type: ignore[call-arg]


def test_a_dataclass_without_fields() -> None:
    same(Empty()._replace(), Empty())


def test_the_generated_method_reads_well() -> None:
    assert Point._replace.__qualname__ == "Point._replace"
    assert Point._replace.__module__ == __name__
    assert "games.fastcopy" in (Point._replace.__doc__ or "")
    assert replacer(Point)(Point(1, 2), x=3) == Point(3, 2)


@dataclass(frozen=True)
class NotSlotted:
    x: int


@dataclass(frozen=True, slots=True)
class WithPostInit:
    x: int

    def __post_init__(self) -> None:
        pass


@dataclass(frozen=True, slots=True)
class WithInitFalse:
    x: int
    y: int = field(init=False, default=0)


@dataclass
class WithInitVar:
    x: int
    scale: InitVar[int]

    __slots__ = ("x",)


Reserved = dataclasses.make_dataclass("Reserved", [("__fc_self", int)], frozen=True, slots=True)


class Plain:
    __slots__ = ("x",)


@pytest.mark.parametrize(
    ("cls", "reason"),
    [
        (Plain, "not a dataclass"),
        (Point(1, 2), "not a dataclass"),
        (NotSlotted, "not a slot"),
        (WithPostInit, "__post_init__"),
        (WithInitFalse, "init=False"),
        (WithInitVar, "InitVar"),
        (Reserved, "reserved"),
        (Point, "already defines _replace"),
    ],
)
def test_classes_a_slot_copy_would_get_wrong_are_refused(cls: Any, reason: str) -> None:
    with pytest.raises(TypeError, match=reason):
        fast_replace(cls)


values = st.one_of(st.integers(), st.text(max_size=3), st.tuples(st.integers()), st.none())


@given(st.dictionaries(st.sampled_from(["x", "y", "label", "tags"]), values))
def test_any_changes_give_what_replace_gives(changes: dict[str, Any]) -> None:
    p = Point(1, 2, "p", ("t",))
    before = repr(p)
    same(p._replace(**changes), dataclasses.replace(p, **changes))
    assert repr(p) == before


def copies_its_dataclass_state(rules: Any) -> bool:
    """The games whose state is a dataclass given the generated ``_replace`` (games.fastcopy)."""
    state = rules.new_game(players=rules.max_players, seed=3)
    return dataclasses.is_dataclass(state) and hasattr(state, "_replace")


@pytest.mark.parametrize("game_id", [r.id for r in registry.all() if copies_its_dataclass_state(r)])
def test_engine_states_copy_exactly_like_replace_along_a_game(game_id: str) -> None:
    rules = registry.get(game_id)
    state = rules.new_game(players=rules.max_players, seed=3)
    names = [f.name for f in dataclasses.fields(state)]
    rng = random.Random(3)
    steps = 0
    while (seats := rules.to_act(state)) and steps < 60:
        other = rules.new_game(players=rules.max_players, seed=steps)  # values from another game
        changes = {name: getattr(other, name) for name in rng.sample(names, rng.randint(0, 3))}
        same(state._replace(**changes), dataclasses.replace(state, **changes))
        assert rules.dump(state._replace()) == rules.dump(state)
        seat = seats[0]
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        steps += 1
    assert steps > 40


def test_an_update_sets_the_drafts_fields_in_place_and_returns_it() -> None:
    update = updater(Point)
    draft = Point(1, 2)._replace()
    assert update(draft, y=5, tags=("a",)) is draft
    assert draft == Point(1, 5, "p", ("a",))
    with pytest.raises(TypeError, match="no field 'z'"):
        update(draft, z=1)
    with pytest.raises(FrozenInstanceError):
        draft.x = 3  # type: ignore[misc]  # the draft is as frozen as any instance to everyone else


@dataclass(frozen=True, slots=True)
class Event3:
    seat: int
    card: str
    named: str | None


def test_a_maker_builds_what_the_class_builds_positionally_or_by_name() -> None:
    make = maker(Event3)
    same(make(1, "R5", None), Event3(1, "R5", None))
    same(make(seat=2, card="BF", named="G"), Event3(2, "BF", "G"))
    with pytest.raises(FrozenInstanceError):
        make(1, "R5", None).seat = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        make(1, "R5")  # type: ignore[call-arg]  # every field is required, as in the class


def test_a_maker_gives_a_left_out_field_its_default_as_the_class_does() -> None:
    make = maker(Point)
    same(make(1, 2), Point(1, 2))
    same(make(1, 2, tags=("t",)), Point(1, 2, tags=("t",)))
    same(make(1, 2, "q", ()), Point(1, 2, "q", ()))
    with pytest.raises(TypeError):
        make(1)  # type: ignore[call-arg]  # a field without a default is still required


@dataclass(frozen=True, slots=True)
class WithFactory:
    items: list[int] = field(default_factory=list)


@pytest.mark.parametrize(
    ("cls", "reason"),
    [
        (Plain, "not a dataclass"),
        (NotSlotted, "not a slot"),
        (WithPostInit, "__post_init__"),
        (WithFactory, "default factory"),
    ],
)
def test_a_maker_refuses_what_it_would_build_differently(cls: Any, reason: str) -> None:
    with pytest.raises(TypeError, match=reason):
        maker(cls)
