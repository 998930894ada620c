"""Wonders (spec §4): three looks, one at a time, at opponents' hands or the top of the deck.

A deck look sees the next unseen card from the top; a hand look names an opponent and a hand position
(1 = the card held longest), each position at most once. The cards seen are kept in the looker's view
(``State.peeks``) until the looker's next turn starts; views show those still where they were seen. If 2
or more deck cards were seen, the looker puts them back in an order of their choice (``order:<card>,…``,
first = new top).
"""

from __future__ import annotations

from itertools import permutations

from games.base import Event, IllegalActionError, Words
from games.quatorze.cards import VALUES, WONDERS
from games.quatorze.config import MAX_PLAYERS, TYPES_IN_PLAY, WONDERS_LOOKS, WONDERS_LOOKS_COMPULSORY
from games.quatorze.events import DeckReordered, wonders_looked
from games.quatorze.flow import end_turn
from games.quatorze.powers.common import OPPONENTS, check, fizzle
from games.quatorze.state import (
    DECK,
    WONDERS_LOOK,
    WONDERS_ORDER,
    Draft,
    Pending,
    State,
    make_pending,
    started,
    update,
)

LOOK_DECK = "look:deck"
SKIP = "skip"  # only when looks are not compulsory
LOOK_PROMPT = Words(
    "Wonders: look at the deck (look:deck) or at an opponent's card "
    "(look:<seat>:<position>, each position once)."
)
ORDER_PROMPT = Words(
    "Wonders: put the {n} deck cards you saw back in an order (order:<card>,…, first = new top)."
)


# Every hand look's action text, by seat and hand position (``_HAND_LOOKS[seat][pos - 1]``), and back
# (``_LOOK_OF``): listing the looks slices a ready tuple and a look reads its target without parsing. A
# Wonders look is a fifth of a playout's actions (bench/HISTORY.md). A hand never holds more than the deck.
_MOST_CARDS = TYPES_IN_PLAY * len(VALUES)
_HAND_LOOKS = tuple(tuple(f"look:{s}:{p}" for p in range(1, _MOST_CARDS + 1)) for s in range(MAX_PLAYERS))
_LOOK_OF = {text: (s, p) for s, looks in enumerate(_HAND_LOOKS) for p, text in enumerate(looks, 1)}
_TEXT_OF = {look: text for text, look in _LOOK_OF.items()}


def start(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    pending = started(WONDERS_LOOK, column, card)
    if not _any_available(state, pending):
        return fizzle(state, WONDERS, "nothing_to_look_at", events)
    state.pending = pending
    return state


def _deck_seen(pending: Pending) -> int:
    seen = 0
    for seat, _ in pending.looks:  # at most WONDERS_LOOKS looks: a loop beats a generator here
        if seat == DECK:
            seen += 1
    return seen


def _any_available(state: State, pending: Pending) -> bool:
    """Whether ``legal_look`` lists a look (``skip`` aside), stopping at the first found."""
    return _deck_seen(pending) < len(state.deck) or _hand_look_left(state, pending.looks)


def _hand_look_left(state: State, looks: tuple[tuple[int, int], ...]) -> bool:
    """Whether an opponent's hand position is still not looked at."""
    hands = state.hands
    for seat in OPPONENTS[state.players][state.turn]:
        for pos in range(1, len(hands[seat]) + 1):
            if (seat, pos) not in looks:
                return True
    return False


def legal_look(state: State, seat: int) -> list[str]:
    """The looks left: the deck while it has unseen cards, then every opponent's hand positions (clockwise
    from the looker's left, position order) but those already looked at; ``skip`` last once a look is made
    if looks are not compulsory. One function, no helper called: a fifth of a game's actions are looks."""
    pending = state.pending
    assert pending is not None
    looks = pending.looks
    seen = 0  # _deck_seen(pending)
    for where, _ in looks:
        if where == DECK:
            seen += 1
    out = [LOOK_DECK] if seen < len(state.deck) else []
    hands = state.hands
    for other in OPPONENTS[state.players][state.turn]:
        out += _HAND_LOOKS[other][: len(hands[other])]
    for look in looks:  # at most WONDERS_LOOKS: each hand look seen is taken out again
        if look[0] != DECK and (text := _TEXT_OF[look]) in out:
            out.remove(text)
    if not WONDERS_LOOKS_COMPULSORY and looks:
        out.append(SKIP)
    return out


def apply_look(state: Draft, seat: int, action: str) -> tuple[Draft, list[Event]]:
    """One look, checked against the looks listed (the plain step; ``look`` is the hot one)."""
    pending = state.pending
    assert pending is not None
    if action == LOOK_DECK and _deck_seen(pending) >= len(state.deck):
        raise IllegalActionError("Every card left in the deck has been seen: look at an opponent's card.")
    check(action, legal_look(state, seat), LOOK_PROMPT)
    events: list[Event] = []
    if action == SKIP:
        return _after_looks(state, events), events
    if action == LOOK_DECK:
        position = _deck_seen(pending) + 1
        look = (DECK, position)
        card = state.deck[position - 1]
        events.append(wonders_looked(seat, None, position))
    else:
        look = _LOOK_OF[action]  # a listed hand look: look:<seat>:<position>
        card = state.hands[look[0]][look[1] - 1]
        events.append(wonders_looked(seat, look[0], look[1]))
    return _looked(state, seat, pending, look, card, events), events


def look(state: Draft, seat: int, action: str) -> list[Event] | None:
    """``apply_look`` for a look ``legal_look`` lists, checked without listing them, in one step (a fifth
    of a game's actions): the events, or None, the draft untouched, for any other action (the plain step
    refuses it, or skips). ``seat`` is the looker, the active player."""
    pending = state.pending
    looks = pending.looks
    seen = 0  # _deck_seen(pending)
    for where, _ in looks:
        if where == DECK:
            seen += 1
    deck = state.deck
    if action == LOOK_DECK:
        if seen >= len(deck):
            return None
        seen += 1
        target, position, card = None, seen, deck[seen - 1]
        looked = (DECK, seen)
    else:
        looked = _LOOK_OF.get(action)
        if looked is None or looked in looks:
            return None
        target, position = looked
        hands = state.hands
        if target == seat or target >= state.players or position > len(hands[target]):
            return None
        card = hands[target][position - 1]
    events: list[Event] = [wonders_looked(seat, target, position)]
    looks = looks + (looked,)  # noqa: RUF005 (a tuple joined: no list on the way)
    p = pending  # Pending(..., looks=looks), built through its twin
    state.pending = pending = make_pending(
        p.kind, p.column, p.card, p.victim, p.discard, p.direction, p.passes, p.waiting, looks
    )
    peeks = list(state.peeks)
    peeks[seat] = peeks[seat] + (looked + (card,),)  # noqa: RUF005
    state.peeks = tuple(peeks)
    if len(looks) < WONDERS_LOOKS and (seen < len(deck) or _hand_look_left(state, looks)):
        return events  # another look (_looked)
    if seen >= 2:  # _after_looks, spelled out: the deck cards seen are put back in an order
        state.pending = pending._replace(kind=WONDERS_ORDER)
    else:
        state.pending = None
        end_turn(state, events)
    return events


def _looked(
    state: Draft, seat: int, pending: Pending, look: tuple[int, int], card: str, events: list[Event]
) -> Draft:
    """After a look at ``card``: it is in the looker's view; another look, or the looks are over."""
    p = pending
    pending = make_pending(p.kind, p.column, p.card, p.victim, p.discard, p.direction, p.passes, p.waiting,
                           (*p.looks, look))  # fmt: skip
    state.pending = pending
    peeks = state.peeks
    state.peeks = (*peeks[:seat], (*peeks[seat], (*look, card)), *peeks[seat + 1 :])
    if len(pending.looks) < WONDERS_LOOKS and _any_available(state, pending):
        return state
    return _after_looks(state, events)


def _after_looks(state: State, events: list[Event]) -> State:
    assert state.pending is not None
    if _deck_seen(state.pending) >= 2:
        return update(state, pending=state.pending._replace(kind=WONDERS_ORDER))
    return end_turn(update(state, pending=None), events)


def legal_order(state: State, seat: int) -> list[str]:
    """Every order of the deck cards seen, the unchanged order first."""
    assert state.pending is not None
    seen = state.deck[: _deck_seen(state.pending)]
    return [f"order:{','.join(order)}" for order in permutations(seen)]


def apply_order(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    assert state.pending is not None
    count = _deck_seen(state.pending)
    check(action, legal_order(state, seat), ORDER_PROMPT, n=count)
    deck = tuple(action[6:].split(",")) + state.deck[count:]
    events: list[Event] = [DeckReordered(seat=seat, count=count)]
    return end_turn(update(state, deck=deck, pending=None), events), events
