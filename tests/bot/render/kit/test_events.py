"""A game words only the events it declares: the rest never reach a screen (they may carry secrets)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.base import TableContext
from bot.render.kit import events
from games.base import Event

CTX = TableContext(table_id=1, game_name="G", channel_name="cards", names=("alice", "bob"))


@dataclass(frozen=True)
class Played(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class Led(Played):
    """A subclass: worded by its base's handler unless the game words it itself."""


@dataclass(frozen=True)
class Dealt(Event):
    hand: tuple[str, ...]  # secret: no handler, so never shown


def played(ctx: TableContext, e: Played) -> str:
    return f"{ctx.names[e.seat]} played {e.card}"


def scored(ctx: TableContext, e: Dealt) -> str:
    return "scored"


def test_only_declared_events_are_worded_in_the_engines_order() -> None:
    lines = events.each({Played: played})(CTX, [Dealt(("S1", "S2")), Played(1, "R3"), Led(0, "B5")])
    assert lines == ["bob played R3", "alice played B5"]
    assert not any("S1" in line for line in lines)


def test_a_game_may_make_its_worded_events_one_message() -> None:
    message = events.together({Played: played})
    assert message(CTX, [Played(0, "R3"), Played(1, "R4")]) == ["alice played R3\nbob played R4"]
    assert message(CTX, [Dealt(("S1",))]) == []
