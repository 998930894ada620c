"""Playing a card (spec §3.1): the legal plays, placing the card, the sideways end, and triggering powers.

Action text: ``play:<card>:<column>``; for a wild Ages of Man/Peaks card on a column with a power,
``play:<card>:<column>:nopower`` places it without the power (the plain form fires it).
"""

from __future__ import annotations

from typing import NamedTuple

from games.base import Event, IllegalActionError
from games.quatorze import powers
from games.quatorze.cards import COLOURS, TYPE_NAMES, TYPE_OF
from games.quatorze.config import COLUMN_END
from games.quatorze.events import ANYWHERE, OWN, WILD, card_played
from games.quatorze.flow import finish, set_hand
from games.quatorze.state import END_PLAYED, PLAYED, VIRTUES_PLAY, Column, Draft, End, State, update
from games.quatorze.table import (
    PLAYS_ANYWHERE,
    cards_of,
    destinations,
    wild_colour,
    wild_number,
    wilds,
    with_card,
)

NOPOWER = "nopower"


class Play(NamedTuple):
    """One legal play, as views describe it (a named tuple: ``legal_actions`` builds many of them)."""

    action: str
    card: str
    column: str
    how: str  # OWN, WILD or ANYWHERE
    power: str | None  # the power that fires, if any
    creates: bool  # the card starts its column
    ends: bool  # the column would reach 7 cards: the game ends, the card lies sideways


def plays(state: State, seat: int) -> list[Play]:
    columns = state.columns
    colour, number = wilds(columns)
    sizes = {code: len(cards) for code, cards, _ in columns}
    out: list[Play] = []
    for card in state.hands[seat]:
        out.extend(_card_plays(columns, sizes, card, colour, number))
    return out


def _card_plays(
    columns: tuple[Column, ...], sizes: dict[str, int], card: str, colour: int | None, number: int | None
) -> list[Play]:
    own = TYPE_OF[card]
    out: list[Play] = []
    for column, power, nopower in destinations(columns, card, colour, number):
        size = sizes.get(column, 0)
        ends = size + 1 >= COLUMN_END
        if column == own:
            how = OWN
        elif power is None and own in PLAYS_ANYWHERE:
            how = ANYWHERE
        else:
            how = WILD
        out.append(Play(f"play:{card}:{column}", card, column, how, None if ends else power, size == 0, ends))
        if nopower and not ends:  # a game-ending card fires no power: the plain form is enough
            out.append(Play(f"play:{card}:{column}:{NOPOWER}", card, column, ANYWHERE, None, False, ends))
    return out


def apply(state: Draft, seat: int, action: str) -> tuple[Draft, list[Event]]:
    """Play the card ``action`` names: the plain step, the readable reference of ``turn.play`` (which
    ``engine.apply`` tries first) and the one that refuses an illegal play or ends the game on a 7th card."""
    chosen = _chosen(state, seat, action)
    if chosen is None:
        raise _refusal(state, seat, action)
    second = state.pending is not None and state.pending.kind == VIRTUES_PLAY
    card, column = chosen.card, chosen.column
    events: list[Event] = [card_played(seat, card, column, chosen.how, chosen.power, chosen.creates, second)]
    hand = state.hands[seat]
    at = hand.index(card)  # a legal play names a card of this hand; every card is in the deck once
    hands = set_hand(state.hands, seat, hand[:at] + hand[at + 1 :])
    if chosen.ends:  # the 7th card: set aside sideways, part of this player's hand (spec §5)
        state = update(state, hands=hands, pending=None)
        return finish(state, End(END_PLAYED, card, column, seat), events), events
    columns, _ = with_card(state.columns, column, card, PLAYED)  # it may set the wild (spec §3.2)
    state = update(state, hands=hands, columns=columns, pending=None)
    return powers.trigger(state, chosen.power, column, card, chosen.creates, events), events


def _chosen(state: State, seat: int, action: str) -> Play | None:
    """The legal play ``action`` names, computing only that card's destinations (the hot path)."""
    parts = action.split(":")
    if len(parts) not in (3, 4) or parts[0] != "play" or parts[1] not in state.hands[seat]:
        return None
    columns = state.columns
    sizes = {code: len(cards) for code, cards, _ in columns}
    options = _card_plays(columns, sizes, parts[1], *wilds(columns))
    return next((p for p in options if p.action == action), None)


def _refusal(state: State, seat: int, action: str) -> IllegalActionError:
    """Why ``action`` is not a legal play, in one whole sentence."""
    parts = action.split(":")
    if parts[0] != "play" or len(parts) not in (3, 4):
        return IllegalActionError("It is your turn to play a card: play:<card>:<column>, e.g. play:QU5:QU.")
    card, column = parts[1], parts[2]
    if card not in TYPE_OF:
        return IllegalActionError("{card!r} is not a card; cards look like QU5 or AM7.", card=card)
    if card not in state.hands[seat]:
        return IllegalActionError("You don't hold {card}.", card=card)
    if column not in TYPE_NAMES:
        return IllegalActionError(
            "{column!r} is not a column; columns are named by type code, e.g. {own}.",
            column=column,
            own=TYPE_OF[card],
        )
    if len(parts) == 4:
        return IllegalActionError(
            "Only a wild Ages of Man or Peaks card placed on a column with a power can be played :nopower."
        )
    if not cards_of(state.columns, column):
        return IllegalActionError(
            "There is no {type} column yet: only a {type} card can start it.", type=TYPE_NAMES[column]
        )
    return _only_own_column(card, wild_colour(state.columns), wild_number(state.columns))


def _only_own_column(card: str, colour: int | None, number: int | None) -> IllegalActionError:
    """The card may go on no other column: which wild cards those take now, one sentence for each case."""
    own = TYPE_NAMES[TYPE_OF[card]]
    if colour is not None and number:
        return IllegalActionError(
            "{card} can only go on its own {type} column: other columns take wild cards "
            "(the {colour} colour or number {number}) and Ages of Man or Peaks cards.",
            card=card, type=own, colour=COLOURS[colour], number=number,
        )  # fmt: skip
    if colour is not None:
        return IllegalActionError(
            "{card} can only go on its own {type} column: other columns take wild cards "
            "(the {colour} colour) and Ages of Man or Peaks cards.",
            card=card, type=own, colour=COLOURS[colour],
        )  # fmt: skip
    if number:
        return IllegalActionError(
            "{card} can only go on its own {type} column: other columns take wild cards "
            "(number {number}) and Ages of Man or Peaks cards.",
            card=card, type=own, number=number,
        )  # fmt: skip
    return IllegalActionError(
        "{card} can only go on its own {type} column: other columns take wild cards "
        "(none yet) and Ages of Man or Peaks cards.",
        card=card, type=own,
    )  # fmt: skip
