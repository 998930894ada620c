"""Turn flow shared by every power: drawing, ending a turn, skipped turns and the game end (spec §3, §5)."""

from __future__ import annotations

from games.base import Event
from games.quatorze.config import HAND_SIZE
from games.quatorze.events import GameEnded, TurnSkipped, cards_drawn
from games.quatorze.scoring import final_score
from games.quatorze.state import END_NO_CARDS, FINISHED, End, State, update


def set_hand(
    hands: tuple[tuple[str, ...], ...], seat: int, hand: tuple[str, ...]
) -> tuple[tuple[str, ...], ...]:
    return (*hands[:seat], hand, *hands[seat + 1 :])


def draw(state: State, seat: int, count: int, events: list[Event]) -> State:
    """``seat`` draws up to ``count`` cards from the top of the deck (fewer if it runs out)."""
    count = min(count, len(state.deck))
    if count <= 0:
        return state
    hands = set_hand(state.hands, seat, (*state.hands[seat], *state.deck[:count]))
    events.append(cards_drawn(seat, count))
    return update(state, hands=hands, deck=state.deck[count:])


def end_turn(state: State, events: list[Event]) -> State:
    """Refill the active hand to 3, then start the next turn of a seat holding a card (spec §3 steps 0, 3).

    Several powers leave the active player with 3 cards already; refilling to 3 covers all the rulebook's
    "do not draw" clauses. A Luminaries exchange stays in its seats' views until their next turn ends."""
    seat = state.turn
    hands, deck = state.hands, state.deck
    count = min(HAND_SIZE - len(hands[seat]), len(deck))
    if count > 0:
        hands = set_hand(hands, seat, (*hands[seat], *deck[:count]))
        deck = deck[count:]
        events.append(cards_drawn(seat, count))
    exchanges = state.exchanges
    if (exchange := exchanges[seat]) is not None and exchange.turn < state.turn_no:
        exchanges = (*exchanges[:seat], None, *exchanges[seat + 1 :])
    if not any(hands):  # [Interp] safety net: nobody holds a card (so the deck is empty too)
        state = update(state, hands=hands, deck=deck, exchanges=exchanges)
        return finish(state, End(END_NO_CARDS), events)
    n = state.players
    peeks = state.peeks
    nxt = seat
    while True:
        nxt = (nxt + 1) % n
        if peeks[nxt]:  # a Wonders look is shown until the looker's next turn starts
            peeks = (*peeks[:nxt], (), *peeks[nxt + 1 :])
        if hands[nxt]:
            return update(state, hands=hands, deck=deck, exchanges=exchanges, peeks=peeks, turn=nxt,
                          turn_no=state.turn_no + 1, pending=None)  # fmt: skip
        events.append(TurnSkipped(seat=nxt))  # an empty hand (the deck is empty): the turn passes


def finish(state: State, end: End, events: list[Event]) -> State:
    """The game ends at once: no further power resolves and nobody draws (spec §5)."""
    state = update(state, phase=FINISHED, pending=None, end=end)
    score = final_score(state)
    events.append(
        GameEnded(
            reason=end.reason,
            card=end.card,
            column=end.column,
            owner=end.owner,
            scores=score.totals,
            winners=score.winners,
        )
    )
    return state
