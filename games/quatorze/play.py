"""Playing a card (spec §3.1): the legal plays, placing the card, the sideways end, and triggering powers.

Action text: ``play:<card>:<column>``; for a wild Ages of Man/Peaks card on a column with a power,
``play:<card>:<column>:nopower`` places it without the power (the plain form fires it).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from games.base import Event, IllegalActionError
from games.quatorze import powers
from games.quatorze.cards import COLOUR_OF, COLOURS, TYPE_NAMES, TYPE_OF, VALUE_OF
from games.quatorze.config import COLUMN_END
from games.quatorze.events import ANYWHERE, OWN, WILD, card_played
from games.quatorze.flow import finish, set_hand
from games.quatorze.state import END_PLAYED, PLAYED, VIRTUES_PLAY, Column, End, State, update
from games.quatorze.table import (
    ACTIVE_POWERS,
    PLAYS_ANYWHERE,
    cards_of,
    destinations,
    is_wild,
    power_on,
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


# Per card, what ``legal_for`` reads about it: its own-column action, its type, whether it plays anywhere
# (Ages of Man, Peaks), its colour and value. One lookup per card instead of five, and no string built
# for the commonest play (every card may go on its own column).
_CARD_FACTS: dict[str, tuple[str, str, bool, int, int]] = {
    card: (f"play:{card}:{TYPE_OF[card]}", TYPE_OF[card], TYPE_OF[card] in PLAYS_ANYWHERE, COLOUR_OF[card],
           VALUE_OF[card])
    for card in TYPE_OF
}  # fmt: skip


def legal_for(state: State, seat: int) -> list[str]:
    """``[p.action for p in plays(state, seat)]``, the same list in the same order, built without the
    ``Play`` records (the hot path: a random playout or a bot's simulation lists the plays of every turn,
    and only the views need the records; bench/README.md)."""
    columns = state.columns
    colour, number = wilds(columns)
    open_codes: list[str] | None = None  # columns a card can join without ending the game, when needed
    out: list[str] = []
    for card in state.hands[seat]:
        own_action, own, anywhere, card_colour, value = _CARD_FACTS[card]
        out.append(own_action)
        wild = card_colour == colour or value == number  # table.is_wild, inlined
        if not (anywhere or wild):
            continue
        if anywhere and wild and open_codes is None:
            open_codes = [code for code, cards, _ in columns if len(cards) + 1 < COLUMN_END]
        for code, _, _ in columns:
            if code != own:
                out.append(f"play:{card}:{code}")
                # the :nopower form of destinations(): Ages of Man/Peaks, wild, onto a power, not ending
                if anywhere and wild and code in ACTIVE_POWERS and code in open_codes:  # type: ignore[operator]
                    out.append(f"play:{card}:{code}:{NOPOWER}")
    return out


def apply(
    state: State, seat: int, action: str, legal: Collection[str] | None = None
) -> tuple[State, list[Event]]:
    """Play the card ``action`` names. ``legal``: what ``legal_for`` listed for this state and seat, when
    the caller has it (``engine.apply``), so the play is checked against it instead of re-listed."""
    chosen = _chosen(state, seat, action) if legal is None else listed_play(state.columns, action, legal)
    if chosen is None:
        raise _refusal(state, seat, action)
    second = state.pending is not None and state.pending.kind == VIRTUES_PLAY
    card, column = chosen.card, chosen.column
    events: list[Event] = [card_played(seat, card, column, chosen.how, chosen.power, chosen.creates, second)]
    hand = state.hands[seat]
    at = hand.index(card)  # a listed play names a card of this hand; every card is in the deck once
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


def listed_play(columns: tuple[Column, ...], action: str, legal: Collection[str]) -> Play | None:
    """The ``Play`` record of ``action`` if it is in ``legal`` (what ``legal_for`` listed for this table),
    else None: the same record ``plays`` makes, derived from the action alone (the hot path, no re-listing;
    tests/games/quatorze/test_fast_paths.py compares them)."""
    if action not in legal:
        return None
    parts = action.split(":")
    card, column = parts[1], parts[2]
    own = TYPE_OF[card]
    size = len(cards_of(columns, column))
    ends = size + 1 >= COLUMN_END
    if column == own:
        how, power = OWN, power_on(own, card)
    elif len(parts) == 4:  # play:<card>:<column>:nopower
        how, power = ANYWHERE, None
    else:
        colour, number = wilds(columns)
        power = power_on(column, card) if is_wild(card, colour, number) else None
        how = ANYWHERE if power is None and own in PLAYS_ANYWHERE else WILD
    return Play(action, card, column, how, None if ends else power, size == 0, ends)


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
