"""Turn flow shared by every power: drawing, ending a turn, skipped turns and the game end (spec §3, §5).

Every step here changes the draft ``engine.apply`` thawed from its input (``state.thaw``) by setting its
fields, and returns it."""

from __future__ import annotations

from games.base import Event
from games.quatorze.config import HAND_SIZE
from games.quatorze.events import DRAWN, GameEnded, TurnSkipped, cards_drawn
from games.quatorze.state import END_NO_CARDS, FINISHED, Draft, End
from games.quatorze.totals import totals_and_winners


def set_hand(
    hands: tuple[tuple[str, ...], ...], seat: int, hand: tuple[str, ...]
) -> tuple[tuple[str, ...], ...]:
    return (*hands[:seat], hand, *hands[seat + 1 :])


def draw(state: Draft, seat: int, count: int, events: list[Event]) -> Draft:
    """``seat`` draws up to ``count`` cards from the top of the deck (fewer if it runs out)."""
    deck = state.deck
    if count > len(deck):
        count = len(deck)
    if count <= 0:
        return state
    hands = list(state.hands)
    hands[seat] = hands[seat] + deck[:count]
    state.hands = tuple(hands)
    state.deck = deck[count:]
    events.append(cards_drawn(seat, count))
    return state


def end_turn(state: Draft, events: list[Event]) -> Draft:
    """Refill the active hand to 3, then start the next turn of a seat holding a card (spec §3 steps 0, 3).

    Several powers leave the active player with 3 cards already; refilling to 3 covers all the rulebook's
    "do not draw" clauses. A Luminaries exchange stays in its seats' views until their next turn ends."""
    seat = state.turn
    hands, deck = state.hands, state.deck
    count = HAND_SIZE - len(hands[seat])
    if count > 0 and deck:
        if count > len(deck):
            count = len(deck)
        changed = list(hands)
        changed[seat] = hands[seat] + deck[:count]
        state.hands = hands = tuple(changed)
        state.deck = deck[count:]
        events.append(DRAWN[seat][count])  # cards_drawn(seat, count), a refill's
    exchanges = state.exchanges
    if (exchange := exchanges[seat]) is not None and exchange.turn < state.turn_no:
        state.exchanges = (*exchanges[:seat], None, *exchanges[seat + 1 :])
    if not any(hands):  # [Interp] safety net: nobody holds a card (so the deck is empty too)
        return finish(state, End(END_NO_CARDS), events)
    n = state.players
    peeks = state.peeks
    nxt = seat
    while True:
        nxt = (nxt + 1) % n
        if peeks[nxt]:  # a Wonders look is shown until the looker's next turn starts
            peeks = (*peeks[:nxt], (), *peeks[nxt + 1 :])
            state.peeks = peeks
        if hands[nxt]:
            state.turn = nxt
            state.turn_no += 1
            state.pending = None
            return state
        events.append(TurnSkipped(seat=nxt))  # an empty hand (the deck is empty): the turn passes


def finish(state: Draft, end: End, events: list[Event]) -> Draft:
    """The game ends at once: no further power resolves and nobody draws (spec §5)."""
    state.phase = FINISHED
    state.pending = None
    state.end = end
    scores, winners = totals_and_winners(state)  # scoring.final_score's, without its records
    events.append(GameEnded(end.reason, end.card, end.column, end.owner, scores, winners))
    return state
