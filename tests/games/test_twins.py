"""games.twins: objects built through a mutable twin are exactly what the frozen class builds."""

from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any

import pytest

from games import registry
from games.base import Event
from games.twins import builder, drafter, setter, twin


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int
    label: str = "p"
    tags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Moved(Event):  # a subclass of a frozen base with slots of its own, as every engine's events
    seat: int
    card: str
    created: bool = False


def same(left: Any, right: Any) -> None:
    assert type(left) is type(right)
    assert left == right and hash(left) == hash(right) and repr(left) == repr(right)


def test_a_builder_builds_what_the_class_builds_positionally_by_name_and_with_defaults() -> None:
    make = builder(Point)
    same(make(1, 2), Point(1, 2))
    same(make(1, 2, "q", ("a",)), Point(1, 2, "q", ("a",)))
    same(make(y=2, x=1, tags=("b",)), Point(1, 2, tags=("b",)))
    same(builder(Moved)(1, "QU5"), Moved(1, "QU5"))
    with pytest.raises(FrozenInstanceError):
        make(1, 2).x = 3  # type: ignore[misc]


def test_a_draft_thawed_and_frozen_is_the_object_replace_gives_and_the_original_is_untouched() -> None:
    thaw, freeze = drafter(Point)
    original = Point(1, 2, "q", ("a",))
    draft = thaw(original)
    assert type(draft) is twin(Point) and type(draft) is not Point
    draft.y, draft.tags = 5, ("b",)
    frozen = freeze(draft)
    assert frozen is draft
    same(frozen, dataclasses.replace(original, y=5, tags=("b",)))
    same(original, Point(1, 2, "q", ("a",)))
    with pytest.raises(FrozenInstanceError):
        frozen.x = 3  # type: ignore[misc]


def test_a_twin_is_made_once_per_class_and_has_the_same_slots() -> None:
    assert twin(Moved) is twin(Moved)
    assert twin(Moved).__slots__ == ()  # type: ignore[attr-defined]
    assert twin(Moved).__base__ is Moved  # its slots are Moved's: the same layout


@dataclass(frozen=True, slots=True)
class WithFactory:
    items: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class NotSlotted:
    x: int


@pytest.mark.parametrize("cls", [WithFactory, NotSlotted, int])
def test_classes_a_twin_would_build_differently_are_refused(cls: type) -> None:
    with pytest.raises(TypeError):
        builder(cls)


@pytest.mark.parametrize("game_id", registry.ids())
def test_engine_states_thawed_and_frozen_along_a_game_equal_their_originals(game_id: str) -> None:
    rules = registry.get(game_id)
    state = rules.new_game(players=rules.min_players, seed=3, options=rules.Options())
    cls = type(state)
    if not dataclasses.is_dataclass(cls):
        pytest.skip("a NamedTuple state is copied by games.fastcopy.tuple_drafter")
    thaw, freeze = drafter(cls)
    for _ in range(60):
        same(freeze(thaw(state)), state)
        seats = rules.to_act(state)
        if not seats:
            break
        state, _ = rules.apply(state, seats[0], rules.legal_actions(state, seats[0])[0])


def test_a_setter_copies_with_the_named_fields_set_and_leaves_the_original() -> None:
    put = setter(Point, ("y", "tags"))
    original = Point(1, 2, "q", ("a",))
    same(put(original, 5, ("b",)), dataclasses.replace(original, y=5, tags=("b",)))
    same(original, Point(1, 2, "q", ("a",)))
    same(setter(Moved, ("created",))(Moved(1, "QU5"), True), Moved(1, "QU5", True))
    with pytest.raises(FrozenInstanceError):
        put(original, 5, ()).x = 3  # type: ignore[misc]
    for wrong in (("z",), ("x", "x"), ()):
        with pytest.raises(TypeError):
            setter(Point, wrong)
