"""The generic state codec (games/codec.py): the stored format it writes, and an exact round trip for
every kind of field a frozen state may hold."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from games.base import Event
from games.codec import Hook, StateCodec
from tests.games.typed import conforms

VERSION = 3


class Suit(enum.Enum):
    RED = "R"
    BLUE = "B"


class Rules(BaseModel):
    mode: Literal["short", "long"] = "short"
    bonus: bool = False


class Slot(NamedTuple):
    code: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Trick:
    no: int
    cards: tuple[tuple[int, str], ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Toy:
    rules: Rules
    hands: tuple[tuple[str, ...], ...]
    trump: Suit | None
    seen: frozenset[str]
    points: dict[int, int]
    names: dict[str, Suit]
    slots: tuple[Slot, ...]
    last: Trick | None
    tricks: tuple[Trick, ...]
    pair: tuple[int, str] | None
    phase: Literal["bidding", "playing"]
    events: tuple[Event, ...] = ()  # added later: states stored before it have no "events"


EVENTS = Hook(
    dump=lambda event: {"kind": type(event).__name__, "seat": event.seat, "cards": list(event.cards)},
    load=lambda data: Played(data["seat"], tuple(data["cards"])),
)
codec = StateCodec(Toy, game="toy", version=VERSION, hooks={Event: EVENTS})

EXAMPLE = Toy(
    rules=Rules(mode="long"),
    hands=(("R1", "B2"), ()),
    trump=Suit.BLUE,
    seen=frozenset({"Y3", "R1"}),
    points={0: 5, 1: -2},
    names={"a": Suit.RED},
    slots=(Slot("W", ("G1",)),),
    last=Trick(2, ((0, "R1"), (1, "B2")), None),
    tricks=(Trick(1, ((1, "Y3"),), 1),),
    pair=(4, "x"),
    phase="playing",
    events=(Played(0, ("R1",)),),
)


def test_the_state_is_an_object_of_its_fields_with_the_version_and_records_are_arrays() -> None:
    text = codec.dump(EXAMPLE)
    assert json.loads(text) == {
        "v": VERSION,
        "rules": {"mode": "long", "bonus": False},
        "hands": [["R1", "B2"], []],
        "trump": "B",
        "seen": ["R1", "Y3"],
        "points": {"0": 5, "1": -2},
        "names": {"a": "R"},
        "slots": [["W", ["G1"]]],
        "last": [2, [[0, "R1"], [1, "B2"]], None],
        "tricks": [[1, [[1, "Y3"]], 1]],
        "pair": [4, "x"],
        "phase": "playing",
        "events": [{"kind": "Played", "seat": 0, "cards": ["R1"]}],
    }
    assert text == json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))


def test_the_example_loads_back_equal_with_tuples_where_the_hints_say_tuples() -> None:
    loaded = codec.load(codec.dump(EXAMPLE))
    assert loaded == EXAMPLE
    assert conforms(loaded, Toy)
    assert codec.dump(loaded) == codec.dump(EXAMPLE)


def test_a_field_added_with_a_default_loads_as_its_default_from_an_older_dump() -> None:
    data = json.loads(codec.dump(EXAMPLE))
    del data["events"]
    assert codec.load(json.dumps(data)).events == ()


def test_a_missing_field_without_a_default_is_an_error() -> None:
    data = json.loads(codec.dump(EXAMPLE))
    del data["phase"]
    with pytest.raises(KeyError):
        codec.load(json.dumps(data))


def test_another_version_is_refused_with_the_game_named() -> None:
    data = json.loads(codec.dump(EXAMPLE)) | {"v": VERSION + 1}
    with pytest.raises(ValueError, match="unsupported toy state version 4"):
        codec.load(json.dumps(data))


def test_an_older_version_goes_through_its_upgrade_first() -> None:
    def from_2(data: dict[str, Any]) -> dict[str, Any]:  # version 2 had no "pair" and spelt phases short
        return {**data, "pair": None, "phase": {"bid": "bidding", "play": "playing"}[data["phase"]]}

    upgrading = StateCodec(Toy, game="toy", version=VERSION, upgrades={2: from_2}, hooks={Event: EVENTS})
    data = json.loads(codec.dump(EXAMPLE)) | {"v": 2, "phase": "bid"}
    del data["pair"]
    loaded = upgrading.load(json.dumps(data))
    assert (loaded.pair, loaded.phase) == (None, "bidding")
    assert json.loads(upgrading.dump(loaded))["v"] == VERSION  # it is stored in the current format again


def test_a_type_json_cannot_tell_apart_is_refused_when_the_codec_is_made() -> None:
    @dataclass(frozen=True)
    class Ambiguous:
        value: Trick | Slot

    with pytest.raises(TypeError, match="apart"):
        StateCodec(Ambiguous, game="toy", version=1)


def test_a_field_the_class_cannot_be_built_from_positionally_is_refused() -> None:
    @dataclass(frozen=True, kw_only=True)
    class Keywords:
        seat: int

    with pytest.raises(TypeError, match="kw_only"):
        StateCodec(Keywords, game="toy", version=1)


def test_a_field_named_like_the_version_key_is_refused() -> None:
    @dataclass(frozen=True)
    class Clash:
        v: int

    with pytest.raises(TypeError, match="version"):
        StateCodec(Clash, game="toy", version=1)


@dataclass(frozen=True)
class Node:
    label: str
    children: tuple[Node, ...]
    parent: Node | None = None


def test_a_record_that_holds_records_of_its_own_class_round_trips() -> None:
    tree = StateCodec(Node, game="toy", version=1)
    leaf = Node("leaf", (), Node("up", ()))
    state = Node("root", (leaf, Node("other", (leaf,))))
    assert tree.load(tree.dump(state)) == state
    assert json.loads(tree.dump(state))["children"][0] == ["leaf", [], ["up", [], None]]


texts = st.text(max_size=4)
records = st.builds(Trick, st.integers(), st.lists(st.tuples(st.integers(), texts), max_size=3).map(tuple),
                    st.none() | st.integers())  # fmt: skip
toys = st.builds(
    Toy,
    rules=st.builds(Rules, mode=st.sampled_from(["short", "long"]), bonus=st.booleans()),
    hands=st.lists(st.lists(texts, max_size=4).map(tuple), max_size=3).map(tuple),
    trump=st.none() | st.sampled_from(Suit),
    seen=st.frozensets(texts, max_size=4),
    points=st.dictionaries(st.integers(), st.integers(), max_size=3),
    names=st.dictionaries(texts, st.sampled_from(Suit), max_size=3),
    slots=st.lists(st.builds(Slot, texts, st.lists(texts, max_size=3).map(tuple)), max_size=2).map(tuple),
    last=st.none() | records,
    tricks=st.lists(records, max_size=3).map(tuple),
    pair=st.none() | st.tuples(st.integers(), texts),
    phase=st.sampled_from(["bidding", "playing"]),
    events=st.lists(st.builds(Played, st.integers(), st.lists(texts, max_size=2).map(tuple)), max_size=2).map(
        tuple
    ),
)


@given(toys)
def test_any_state_of_these_kinds_round_trips_exactly(state: Toy) -> None:
    text = codec.dump(state)
    loaded = codec.load(text)
    assert loaded == state
    assert conforms(loaded, Toy)
    assert codec.dump(loaded) == text
