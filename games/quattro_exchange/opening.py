"""Openings 1-3 (spec §3.4 OPEN, and the ``opening_mode`` option of §5).

``simultaneous`` (default): both players are to act; each choice is secret and final (the card stays in
the hidden hand, marked in ``chosen``) and both cards are turned face up once both have chosen.
``sequential``: the 선 of the coming exchange phase opens first, face up, then 후 opens.
The 4th opening has no choice left and happens automatically (``finale``).
"""

from __future__ import annotations

from games.base import Event, IllegalActionError, Words
from games.quattro_exchange import exchange
from games.quattro_exchange.actions import EXCHANGE, KEEP, OPEN_ACTION, STOP, TAKE_MULLIGAN
from games.quattro_exchange.cards import CODES, HAND_KEY, token, without
from games.quattro_exchange.config import ZERO
from games.quattro_exchange.events import OPENING_CHOSEN, make_cards_opened, make_chosen
from games.quattro_exchange.options import SEQUENTIAL
from games.quattro_exchange.state import Draft, State, draft, freeze, put_seat, reader, remember, set_chosen

ASK = Words("It is time to open a card. Choose one of your hidden cards (open:<card>).")
# What an action of another phase is told: one whole sentence each ("not to …" is worded differently in
# every language).
NOT_NOW = {
    KEEP: Words(
        "It is time to open a card, not to keep your hand. Choose one of your hidden cards (open:<card>)."
    ),
    TAKE_MULLIGAN: Words(
        "It is time to open a card, not to take a mulligan. Choose one of your hidden cards (open:<card>)."
    ),
    EXCHANGE: Words(
        "It is time to open a card, not to exchange. Choose one of your hidden cards (open:<card>)."
    ),
    STOP: Words("It is time to open a card, not to stop. Choose one of your hidden cards (open:<card>)."),
}

# The fields an opening reads, in one call (``state.reader``).
_OPENING_READS = reader("hands", "chosen", "round", "options", "recent")
# Every well-formed opening action -> its card: ``apply`` looks it up instead of splitting the text.
_OPENED = {text: card for card, text in OPEN_ACTION.items()}


def choosers(state: State) -> tuple[int, ...]:
    if state.options.opening_mode == SEQUENTIAL:
        first = state.first
        return (first,) if len(state.opens[first]) < state.round else (1 - first,)
    first, second = state.chosen  # a two-player game (config.PLAYERS): spelled out, it is called often
    if first is None:
        return (0, 1) if second is None else (0,)
    return (1,) if second is None else ()


def actions(state: State, seat: int) -> list[str]:
    hand = state.hands[seat]  # ``cards.distinct``, spelled out: one call fewer per listing
    return [OPEN_ACTION[card] for card in sorted(set(hand) if hand.count(ZERO) > 1 else hand, key=HAND_KEY)]


def act(state: State, seat: int, action: str, keep: int) -> tuple[State, list[Event]]:
    """Open (or secretly choose) a card: the next state, its ``recent`` (the last ``keep`` turns)
    included, and the events. One copy: the first secret choice of a round changes only ``chosen`` and
    ``recent`` (one ``set_chosen``); every other opening is one draft that the steps update in place."""
    hands, chosen, round_, options, turns = _OPENING_READS(state)
    card = _OPENED.get(action)  # a well-formed opening: no splitting of the text
    if card is None or card not in hands[seat]:
        card = _card(state, seat, action)  # raises, worded for what is wrong
    if options.opening_mode != SEQUENTIAL:  # ``put_seat`` and ``events.opening_chosen`` spelled out
        chosen = (card, chosen[1]) if seat == 0 else (chosen[0], card)
        try:
            events: list[Event] = [OPENING_CHOSEN[round_, seat]]
        except KeyError:  # a state built by hand, past the openings: made as before
            events = [make_chosen(round_, seat)]
        if None in chosen:  # the other player has yet to choose: nothing else happens
            return set_chosen(state, chosen, remember(turns, seat, events, keep)), events
        new = draft(state)
        new.chosen = chosen
        _reveal_both(new, chosen, events)
        exchange.begin(new, events)
        new.recent = remember(turns, seat, events, keep)
        return freeze(new), events
    events = []
    new = draft(state)
    _reveal(new, ((seat, card),), events)
    if len(new.opens[1 - seat]) >= new.round:  # else 후 opens next, having seen this card
        exchange.begin(new, events)
    new.recent = remember(state.recent, seat, events, keep)
    return freeze(new), events


def _reveal(state: Draft, cards: tuple[tuple[int, str], ...], events: list[Event]) -> None:
    hands, opens = state.hands, state.opens
    for seat, card in cards:
        hands = put_seat(hands, seat, without(hands[seat], card))
        opens = put_seat(opens, seat, (*opens[seat], card))
    events.append(make_cards_opened(round=state.round, cards=cards, auto=False))
    state.hands, state.opens = hands, opens


def _reveal_both(state: Draft, chosen: tuple[str | None, ...], events: list[Event]) -> None:
    """``_reveal`` of both secret choices, seat 0's first, spelled out for two players (once a round)."""
    first, second = chosen
    assert first is not None and second is not None
    hands, opens = state.hands, state.opens
    state.hands = (without(hands[0], first), without(hands[1], second))
    state.opens = ((*opens[0], first), (*opens[1], second))
    events.append(make_cards_opened(state.round, ((0, first), (1, second)), False))


def _card(state: State, seat: int, action: str) -> str:
    card = _OPENED.get(action)  # a well-formed opening: no splitting of the text
    if card is not None and card in state.hands[seat]:
        return card
    kind, _, card = action.partition(":")  # the refusal, worded for what is wrong
    if kind != "open":
        raise IllegalActionError(NOT_NOW.get(kind, ASK))
    if card not in state.hands[seat]:
        if card not in CODES:
            raise IllegalActionError("{card!r} is not a card; cards look like S5, D2 or K0.", card=card)
        if card in state.opens[seat]:
            raise IllegalActionError(
                "{card} is already open; choose one of your hidden cards.", card=token(card)
            )
        raise IllegalActionError("You don't hold {card}.", card=token(card))
    return card
