"""Stacked decks and scripted rounds for the 4 Seasons tests.

A round is scripted as its tricks, each written in play order from its leader (``"G5 BF Y2 G2"``;
``BF:G`` is a butterfly lead naming spring). The seat of every card follows from the rules (the dealer's
left leads trick 1, each winner leads the next), so ``deck_for`` builds the deck that deals every seat
exactly the cards it plays plus its bid cards, then the turn-up.

The rulebook round (seeds/001): Peter deals (seat 0), then Enrico (1), Karin (2) and Tamara (3); yellow
(summer) is trump. Karin bids 4 with a red and a green card; Tamara bids 4 too. Trick 1 is the rulebook's
butterfly example; Tamara takes 3 tricks, Karin 4, Peter and Enrico none.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

import pytest

import games.four_seasons as fs
from games.base import Event, IllegalActionError
from games.four_seasons.cards import DECK, sort_cards, trick_winner
from games.four_seasons.config import BID_CARDS, BUTTERFLY, HAND_SIZE

PETER, ENRICO, KARIN, TAMARA = 0, 1, 2, 3

RULEBOOK_TURN_UP = "Y1"
RULEBOOK_TRICKS = (
    "G5 BF Y2 G2",  # Enrico leads green, Karin has none: butterfly; Tamara trumps; Peter's lowest green
    "R9 R4 R5 R1",  # Tamara
    "R7 R6 G6 R2",  # Tamara (Enrico has no autumn left)
    "B9 B4 B5 Y6",  # Karin trumps
    "Y9 Y3 Y4 Y5",  # Karin
    "Y8 B6 G3 B7",  # Karin
    "Y7 B8 G4 G8",  # Karin
)
RULEBOOK_BIDS = {
    PETER: "bid:G9,B1",  # 1 trick
    ENRICO: "bid:B2,B3",  # 0
    KARIN: "bid:G7,R3",  # 4: "a red (3) and a green (1) card"; her top card is the green 7
    TAMARA: "bid:R8,G1",  # 4; her top card, the autumn 8, beats Karin's green 7
}
# The same round with Peter bidding 0 (B1 B7) and discarding G9 instead of B7 in trick 6 (scoring example 3).
RULEBOOK_TRICKS_PETER_ZERO = (*RULEBOOK_TRICKS[:5], "Y8 B6 G3 G9", RULEBOOK_TRICKS[6])
RULEBOOK_BIDS_PETER_ZERO = {**RULEBOOK_BIDS, PETER: "bid:B1,B7", ENRICO: "bid:B2,B3"}
# Bonus decisions in asking order (dealer's left first): the rulebook's bonus example.
RULEBOOK_BONUS = {ENRICO: "pass", KARIN: "reveal", TAMARA: "reveal", PETER: "pass"}


def cards_of(token: str) -> str:
    return token.split(":")[0]


def action_of(token: str) -> str:
    return f"play:{token}"


def seats_of(
    players: int, dealer: int, trump: str | None, tricks: Sequence[str]
) -> list[list[tuple[int, str]]]:
    """Each scripted trick as (seat, token) pairs in play order."""
    leader, out = (dealer + 1) % players, []
    for text in tricks:
        plays = [((leader + i) % players, token) for i, token in enumerate(text.split())]
        assert len(plays) == players, text
        named = plays[0][1].split(":")[1] if plays[0][1].startswith(f"{BUTTERFLY}:") else None
        leader = trick_winner([(s, cards_of(t)) for s, t in plays], named, trump)[0]
        out.append(plays)
    return out


def deck_for(
    players: int,
    dealer: int,
    turn_up: str,
    tricks: Sequence[str],
    bids: Mapping[int, str] | None = None,
) -> list[str]:
    """The deck order dealing every seat the cards it plays and its bid cards (``bid:`` actions)."""
    trump = None if turn_up == BUTTERFLY else turn_up[0]
    hands: list[list[str]] = [[] for _ in range(players)]
    for trick in seats_of(players, dealer, trump, tricks):
        for seat, token in trick:
            hands[seat].append(cards_of(token))
    for seat, action in (bids or {}).items():
        hands[seat] += action.removeprefix("bid:").split(",")
    return deck_of_hands(players, hands, turn_up)


def deck_of_hands(players: int, hands: Sequence[Sequence[str]], turn_up: str) -> list[str]:
    """Seat i's given cards in block i, completed from the unused cards in card order; the turn-up next."""
    size = HAND_SIZE[players]
    used = [card for hand in hands for card in hand] + [turn_up]
    assert len(used) == len(set(used)), "a card is dealt twice"
    spare = [card for card in DECK if card not in used]
    order: list[str] = []
    for seat in range(players):
        hand = list(hands[seat]) if seat < len(hands) else []
        assert len(hand) <= size, f"seat {seat} has {len(hand)} cards"
        while len(hand) < size:
            hand.append(spare.pop(0))
        order += hand
    order.append(turn_up)
    order += spare
    assert sorted(order) == sorted(DECK)
    return order


def rulebook_game(**options: object) -> fs.State:
    deck = deck_for(4, PETER, RULEBOOK_TURN_UP, RULEBOOK_TRICKS, RULEBOOK_BIDS)
    return fs.new_game(players=4, seed=1, options=fs.Options(**options), deals=[deck])


def bid_all(state: fs.State, bids: Mapping[int, str], events: list[Event] | None = None) -> fs.State:
    """Every seat submits its bid (they bid at once; here in seat order)."""
    for seat, action in sorted(bids.items()):
        assert seat in fs.to_act(state)
        state, new = fs.apply(state, seat, action)
        if events is not None:
            events.extend(new)
    return state


def decide_bonus(
    state: fs.State, decisions: Mapping[int, str], events: list[Event] | None = None
) -> fs.State:
    """The bonus step in asking order; ``decisions`` maps a seat to ``reveal`` or ``pass``."""
    while state.phase == "bonus":
        (seat,) = fs.to_act(state)
        state, new = fs.apply(state, seat, decisions[seat])
        if events is not None:
            events.extend(new)
    return state


def play_tricks(state: fs.State, tricks: Sequence[str], events: list[Event] | None = None) -> fs.State:
    """Play scripted tricks; every card must be played by the seat whose turn it is."""
    for text in tricks:
        for token in text.split():
            (seat,) = fs.to_act(state)
            assert cards_of(token) in state.hands[seat], f"seat {seat} does not hold {token}"
            state, new = fs.apply(state, seat, action_of(token))
            if events is not None:
                events.extend(new)
    return state


def play_round(
    state: fs.State,
    bids: Mapping[int, str],
    tricks: Sequence[str],
    bonus: Mapping[int, str] | None = None,
    events: list[Event] | None = None,
) -> fs.State:
    state = bid_all(state, bids, events)
    state = decide_bonus(state, bonus or dict.fromkeys(range(state.players), "pass"), events)
    return play_tricks(state, tricks, events)


def play_first_legal(state: fs.State, events: list[Event] | None = None) -> fs.State:
    """Finish the current round choosing the first legal action everywhere."""
    start = state.round
    while fs.to_act(state) and state.round == start:
        seat = fs.to_act(state)[0]
        state, new = fs.apply(state, seat, fs.legal_actions(state, seat)[0])
        if events is not None:
            events.extend(new)
    return state


def hand_of(state: fs.State, seat: int) -> tuple[str, ...]:
    return sort_cards(state.hands[seat])


def bid_size(players: int) -> int:
    return BID_CARDS[players]


@contextmanager
def refused(message: str) -> Iterator[None]:
    """The block must raise ``IllegalActionError`` with exactly this player-readable message."""
    with pytest.raises(IllegalActionError) as error:
        yield
    assert str(error.value) == message
