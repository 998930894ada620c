"""Exchange phases 1-3 (spec §3.4 EXCHANGE_PHASE, and the ``stop_mode`` option of §5).

Inside a phase decisions follow the 선-후-후-선 snake, counted by ``turn``. An action is one exchange
with a virtual player not visited before, or STOP:

- ``permanent`` (default): a stopped player is out until the next opening; once only one player is
  active they take every remaining action. A player who has visited all six is stopped without an
  action, at the phase start (선 first) or right after the exchange completing the sixth visit.
- ``pass``: STOP only passes the turn and the snake runs without substitutions; a player who has visited
  all six passes automatically on their turn. The phase ends once both have passed since the last
  exchange.

STOP is free in phases 1-2; from ``DUTY_PHASE`` on only a player who has visited all six may stop, so
everyone meets the duty to exchange with every virtual player before the last opening. The player who
stopped (or passed) first is 후 of the next phase.
"""

from __future__ import annotations

from itertools import permutations, product

from games.base import Event, IllegalActionError
from games.quattro_exchange import refusals
from games.quattro_exchange.actions import (
    EXCHANGE_ACTION,
    STOP,
    VIRTUALS,
)
from games.quattro_exchange.cards import distinct
from games.quattro_exchange.config import (
    DUTY_PHASE,
    EXCHANGE_PHASES,
    PLAYERS,
    SNAKE,
    VIRTUAL_HAND,
    VIRTUAL_PLAYERS,
    ZERO,
)
from games.quattro_exchange.events import (
    EXCHANGED,
    PASSED,
    PHASE_STARTED,
    STOPPED,
    make_exchanged,
    make_passed,
    make_phase_started,
    make_stopped,
    phase_ended,
)
from games.quattro_exchange.finale import finish
from games.quattro_exchange.options import PASS
from games.quattro_exchange.state import (
    EXCHANGE,
    OPENING,
    Draft,
    State,
    draft,
    freeze,
    make_phase_record,
    put,
    reader,
    remember,
    set_exchanged,
)
from games.quattro_exchange.virtual import BITS as GIVE_BITS
from games.quattro_exchange.virtual import ORDER as GIVE_ORDER

assert VIRTUAL_HAND == 3, "act spells out a virtual player's three slots"

_EXCHANGE_ROWS = tuple((v, EXCHANGE_ACTION[v]) for v in VIRTUALS)  # each virtual's actions, by card
# For every order of visits a game can make (1,957 of them), the action rows of the virtual players not
# visited yet: ``actions`` looks them up instead of testing each of the six against the visits.
ROWS_LEFT = {
    seen: tuple(row for v, row in _EXCHANGE_ROWS if v not in seen)
    for k in range(VIRTUAL_PLAYERS + 1)
    for seen in permutations(VIRTUALS, k)
}
# A virtual player's face-up marks with one more slot turned up: per slot, for every marks (24 pairs).
_TURNED_UP = tuple(
    {marks: put(marks, i, True) for marks in product((False, True), repeat=VIRTUAL_HAND)}
    for i in range(VIRTUAL_HAND)
)
# Every well-formed exchange action -> (virtual, card): ``apply`` looks it up instead of splitting the text.
_PARSED = {text: (v, card) for v, row in EXCHANGE_ACTION.items() for card, text in row.items()}
_NO_CHOICES = (None,) * PLAYERS  # ``chosen`` while no secret opening choice is pending
# The fields an exchange reads, and those its listing reads, in one call each (``state.reader``).
_EXCHANGE_READS = reader(
    "virtual", "face_up", "hands", "visits", "received", "opens", "options", "recent", "turn"
)
LISTING_READS = reader("visits", "hands", "round")


def nominal(state: State) -> int:
    """The seat the snake names for decision ``turn`` of this phase."""
    return state.first ^ SNAKE[state.turn % len(SNAKE)]  # seats 0 and 1: 후 is 1 - 선


def actor(state: State) -> int:
    seat = state.first ^ SNAKE[state.turn % len(SNAKE)]  # ``nominal``, inlined: three calls per action
    if seat in state.stops and state.options.stop_mode != PASS:
        return 1 - seat  # a stopped player is skipped: the other, still active, acts
    return seat


def unvisited(state: State, seat: int) -> tuple[int, ...]:
    seen = state.visits[seat]
    return tuple(v for v in VIRTUALS if v not in seen)


def may_stop(state: State, seat: int) -> bool:
    return state.round < DUTY_PHASE or len(state.visits[seat]) == VIRTUAL_PLAYERS


def actions(state: State, seat: int) -> list[str]:
    """The legal actions of ``seat``, the one to act: each unvisited virtual player's exchanges (of each
    distinct hidden card, in hand order), then STOP if allowed. ``engine.legal_actions`` spells this
    out (the most frequent listing); this is its readable form."""
    seen = state.visits[seat]
    legal = [row[c] for row in rows_left(seen) for c in distinct(state.hands[seat])]
    if may_stop(state, seat):
        legal.append(STOP)
    return legal


def rows_left(seen: tuple[int, ...]) -> tuple[dict[str, str], ...]:
    """The action rows (card -> text) of the virtual players not in ``seen``, in order."""
    rows = ROWS_LEFT.get(seen)
    if rows is None:  # not a visit order a game makes (a repeated virtual player): worked out
        rows = tuple(row for v, row in _EXCHANGE_ROWS if v not in seen)
    return rows


# --- phase start and end (steps of one apply: they update its draft in place) -----------------------
def begin(state: Draft, events: list[Event]) -> None:
    """Start exchange phase ``state.round`` (after opening ``round``), with ``state.first`` as 선."""
    state.phase, state.turn, state.stops, state.chosen = EXCHANGE, 0, (), _NO_CHOICES
    key = (state.round, state.first)  # ``events.phase_started``, looked up
    events.append(PHASE_STARTED.get(key) or make_phase_started(*key))
    if state.options.stop_mode != PASS:
        for seat in (state.first, 1 - state.first):  # 선's automatic stop is recorded first
            if len(state.visits[seat]) == VIRTUAL_PLAYERS:
                _stop(state, seat, events, auto=True)
    _settle(state, events)


def _settle(state: Draft, events: list[Event]) -> None:
    """Make the automatic passes (pass mode) and end the phase once both players are done."""
    passing = state.options.stop_mode == PASS
    while len(state.stops) < PLAYERS:
        if not passing:
            return
        seat = nominal(state)
        if len(state.visits[seat]) < VIRTUAL_PLAYERS:
            return
        _stop(state, seat, events, auto=True)
    _end(state, events)


def _end(state: Draft, events: list[Event]) -> None:
    state.history = (*state.history, make_phase_record(state.round, state.first, state.stops))
    first_stopper = state.stops[0]
    if state.round == EXCHANGE_PHASES:
        events.append(phase_ended(state.round, first_stopper, None))
        finish(state, events)
        return
    next_first = 1 - first_stopper  # the earlier stopper becomes 후 [Seed]
    events.append(phase_ended(state.round, first_stopper, next_first))
    state.phase, state.round, state.first = OPENING, state.round + 1, next_first
    state.turn, state.stops = 0, ()


# --- actions ----------------------------------------------------------------------------------------
def act(state: State, seat: int, action: str, keep: int) -> tuple[State, list[Event]]:
    """The next state, its ``recent`` (the last ``keep`` turns) included, and the events: one copy, a
    ``set_exchanged`` for a plain exchange, one draft for everything else.

    An exchange: the virtual player gives by its rule (deciding before it sees the card), then takes the
    card face up into the same slot. Only the actor learns what it received. In ``permanent`` mode an
    exchange that is not the seat's sixth is followed by nothing (``_settle`` would keep the state:
    nobody is left to pass for, and the other player is still active or the seat is): one
    ``set_exchanged`` (its seven fields, ``recent`` included). Otherwise one draft takes the exchange,
    the automatic stop or passes, the phase end and ``recent``. The step is one function, its helpers
    (``put``, ``cards.replaced``, ``events.exchanged``) spelled out: it is most of a game's actions."""
    if action == STOP:
        return _stop_action(state, seat, keep)
    all_slots, all_up, hands, seen, got, opens, options, turns, turn = _EXCHANGE_READS(state)
    parsed = _PARSED.get(action)  # a well-formed exchange: no splitting of the text
    if parsed is None or parsed[0] in seen[seat] or parsed[1] not in hands[seat]:
        parsed = refusals.parse(state, seat, action)  # raises, worded for what is wrong
    virtual, card = parsed
    v = virtual - 1
    slots, up = all_slots[v], all_up[v]
    if ZERO in slots:  # ``virtual.virtual_give`` (the rule as the module states it), spelled out
        gift = ZERO
    else:
        used = 0  # the suits and numbers among the open cards
        for open_card in opens[seat]:
            used |= GIVE_BITS[open_card]
        gift = None  # the highest card that fits, else the highest card
        for slot_card in slots:
            if not GIVE_BITS[slot_card] & used and (gift is None or GIVE_ORDER[slot_card] > GIVE_ORDER[gift]):
                gift = slot_card
        if gift is None:
            gift = max(slots, key=GIVE_ORDER.__getitem__)
    # Of two black zeros, the one already face up leaves first: it tells the table nothing new. (Every
    # other card is unique, so its first slot is its only one.)
    i = slots.index(gift)
    if not up[i] and gift == ZERO:
        i = next((j for j in range(i + 1, len(slots)) if slots[j] == gift and up[j]), i)
    hand = hands[seat]
    visits = (*seen[seat], virtual)
    key = (seat, virtual, card, len(visits))
    try:
        event = EXCHANGED[key]  # made once per process (events.exchanged's table)
    except KeyError:  # a state built by hand, past six visits: made as before
        event = make_exchanged(*key)
    events: list[Event] = [event]
    held = list(hand)  # ``cards.replaced``: the card handed over, in the place of the card received
    held[hand.index(card)] = gift
    received = (virtual, gift)
    if seat == 0:  # the three per-seat pairs spelled out (``put_seat``)
        hands, seen, got = (tuple(held), hands[1]), (visits, seen[1]), (received, got[1])
    else:
        hands, seen, got = (hands[0], tuple(held)), (seen[0], visits), (got[0], received)
    a, b, c = slots  # ``put`` of the card into the virtual's slot ``i`` (``config.VIRTUAL_HAND`` is 3)
    virtuals = list(all_slots)
    virtuals[v] = (card, b, c) if i == 0 else (a, card, c) if i == 1 else (a, b, card)
    face_up = list(all_up)
    face_up[v] = _TURNED_UP[i][up]
    passing = options.stop_mode == PASS
    if not passing and len(visits) < VIRTUAL_PLAYERS:
        # ``recent.remember`` for this one event, inlined
        if len(turns) == 1 == keep:  # the usual case: one turn kept, by one tuple display
            last = turns[0]
            turns = ((seat, (*last[1], event)),) if last[0] == seat else ((seat, (event,)),)
        elif turns and turns[-1][0] == seat:
            turns = (*turns[:-1], (seat, (*turns[-1][1], event)))
        else:
            turns = (*turns, (seat, (event,)))[-max(keep, 1) :]
        new = set_exchanged(state, hands, tuple(virtuals), tuple(face_up), seen, got, turn + 1, turns)
        return new, events
    new = draft(state)
    new.hands, new.virtual, new.face_up, new.visits, new.received = (
        hands,
        tuple(virtuals),
        tuple(face_up),
        seen,
        got,
    )
    new.turn = turn + 1
    if passing:
        new.stops = ()
    else:
        _stop(new, seat, events, auto=True)  # no action: the sixth visit ends the phase for them
    _settle(new, events)
    new.recent = remember(state.recent, seat, events, keep)
    return freeze(new), events


def _stop_action(state: State, seat: int, keep: int) -> tuple[State, list[Event]]:
    if not may_stop(state, seat):
        missing = ", ".join(f"V{v}" for v in unvisited(state, seat))
        raise IllegalActionError(
            "You can't stop yet: you must still exchange with {missing} before the last opening.",
            missing=missing,
        )
    events: list[Event] = []
    new = draft(state)
    new.turn += 1  # pass mode: ``stops`` lists the passes since the last exchange; the turn moves on
    _stop(new, seat, events, auto=False)
    _settle(new, events)
    new.recent = remember(state.recent, seat, events, keep)
    return freeze(new), events


def _stop(state: Draft, seat: int, events: list[Event], auto: bool) -> None:
    key = (seat, state.round, auto)  # the event looked up in its table (``events.passed``/``stopped``)
    if state.options.stop_mode == PASS:
        events.append(PASSED.get(key) or make_passed(*key))
        if auto:
            state.turn += 1  # an automatic pass uses up that seat's turn
    else:
        events.append(STOPPED.get(key) or make_stopped(*key))
    if seat not in state.stops:
        state.stops = (*state.stops, seat)
