"""Every bid's public progress during a round (spec §8 "Visibility", revised; docs/views-quattro-tricks.md).

At a real table the C player moves a chip onto each won stack and the D player turns each achieved
mission card in front of everyone, and the winning card of every trick is seen as it is played. So this
reads only public facts: the bids, the completed tricks (their cards, winners and winning cards) and how
many tricks are left. It never looks at a hand: a card counts as "still to come" when it is in no
completed trick, whoever holds it. The end-of-round scoring (``scoring.py``) still decides the points.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from games.quattro_tricks.bids import ChipBid, parse
from games.quattro_tricks.cards import COLOUR, COLOURS, NUMBER, deck
from games.quattro_tricks.config import (
    MISSION_ALL_COLOURS,
    MISSION_LOW_NUMBERS,
    MISSION_MAX_COLOURS_TAKEN,
    MISSION_MID_NUMBERS,
    MISSION_SEVEN,
    MISSION_THREE_SEVENS,
    MISSION_TWO_SEVENS,
    NOT_SECTIONS,
    TRICKS_PER_ROUND,
    WHITE,
)
from games.quattro_tricks.scoring import (
    MISSION_CHECKS,
    acceptable_colours,
    breaks,
    colour_chips,
    colours_taken,
    colours_won_with,
    matched_chips,
    sevens_taken,
)
from games.quattro_tricks.state import State, Trick

# C: whether the bid can still be made.
POSSIBLE = "possible"  # no public fact rules it out yet
LOST = "lost"
MADE = "made"  # the round's tricks are all played and every chip is filled
TOO_MANY = "too_many"  # more tricks won than chips bid
MISFIT = "misfit"  # a won trick fits no chip in any assignment, so one more chip than tricks is needed
TOO_FEW_LEFT = "too_few_left"  # fewer tricks left than chips unfilled

# D: each chosen mission (and the bid as a whole).
ACHIEVED = "achieved"  # the mission card is turned; every "achieved" below is final
FAILED = "failed"  # can no longer be achieved
OPEN = "open"

# B: whether a chosen section is already broken.
INTACT = "intact"
BROKEN = "broken"

PROGRESS_CACHE = 256  # (sets, bids, tricks) combinations remembered; a playout revisits few of them
# Missions whose failure is read from the cards still to come (in no completed trick).
CARD_COUNTING = frozenset({"D2a", "D2b", "D4a", "D4b", "D5b"})
# Missions about consecutive wins need a pair of adjacent tricks.
CONSECUTIVE_PAIR = 2


@dataclass(frozen=True, slots=True)
class Facts:
    """The public facts of a seat's round so far."""

    won: Sequence[Trick]  # the seat's won tricks, in order
    left: int  # tricks not completed yet (the current one included)
    last_won: bool  # whether the seat won the last completed trick
    to_come: frozenset[str]  # cards in no completed trick (in a hand or the current trick); see CARD_COUNTING


def progress(state: State) -> list[dict[str, Any] | None]:
    """Per seat: its bid's public progress, or None while the seat has no bid (or no set).

    Views are read often (the bots' playouts render one per decision) and progress changes only when a
    trick is completed, so it is computed once per (sets, bids, tricks) and handed out as a fresh copy."""
    return [_fresh(entry) for entry in _progress(state.players, state.sets, state.bids, state.tricks)]


@lru_cache(maxsize=PROGRESS_CACHE)
def _progress(
    players: int, sets: tuple[str | None, ...], bids: tuple[str | None, ...], tricks: tuple[Trick, ...]
) -> tuple[dict[str, Any] | None, ...]:
    done = len(tricks)
    last_winner = tricks[-1].winner if tricks else None
    won_by: list[list[Trick]] = [[] for _ in range(players)]
    for trick in tricks:
        won_by[trick.winner].append(trick)
    to_come = _to_come(players, tricks) if _counts_cards(sets, bids) else frozenset()
    out: list[dict[str, Any] | None] = []
    for seat in range(players):
        set_letter = sets[seat] if seat < len(sets) else None
        payload = bids[seat] if seat < len(bids) else None
        if set_letter is None or payload is None:
            out.append(None)
            continue
        facts = Facts(won_by[seat], TRICKS_PER_ROUND - done, last_winner == seat, to_come)
        out.append(seat_progress(set_letter, payload, facts))
    return tuple(out)


def _fresh(entry: dict[str, Any] | None) -> dict[str, Any] | None:
    """A copy of an entry down to its inner lists (entries hold strings, numbers and lists of them)."""
    if entry is None:
        return None
    return {
        k: [list(x) if isinstance(x, list) else x for x in v] if isinstance(v, list) else v
        for k, v in entry.items()
    }


def _counts_cards(sets: tuple[str | None, ...], bids: tuple[str | None, ...]) -> bool:
    """Whether a D bid has a mission that looks at the cards still to come (else they are not counted)."""
    return any(
        letter == "D" and payload is not None and not CARD_COUNTING.isdisjoint(parse(payload))
        for letter, payload in zip(sets, bids, strict=False)
    )


def _to_come(players: int, tricks: tuple[Trick, ...]) -> frozenset[str]:
    played = {card for trick in tricks for _, card in trick.cards}
    return _deck(players) - played


@cache
def _deck(players: int) -> frozenset[str]:
    return frozenset(deck(players))


def seat_progress(set_letter: str, payload: str, facts: Facts) -> dict[str, Any]:
    bid = parse(payload)
    if set_letter == "C":
        assert isinstance(bid, ChipBid)
        return {"set": "C", **chip_progress(bid, facts.won, facts.left)}
    assert isinstance(bid, tuple)
    if set_letter == "A":
        return {"set": "A", "total": sum(NUMBER[t.card] for t in facts.won)}
    if set_letter == "B":
        return {"set": "B", **not_progress(bid, facts.won)}
    statuses = [[mission, MISSION_PROGRESS[mission](facts)] for mission in bid]
    return {"set": "D", "status": overall([s for _, s in statuses]), "missions": statuses}


# --- C: colour chips --------------------------------------------------------------------------
def chip_progress(bid: ChipBid, won: Sequence[Trick], left: int) -> dict[str, Any]:
    """The chips filled by the best assignment of the won tricks, and whether the bid can still be made.

    Colour chips are matched first (a maximum matching), then white chips take any trick left over:
    that fills as many chips as any assignment can, and as many colour chips as possible."""
    colours = colour_chips(bid)
    matched = matched_chips(colours, [acceptable_colours(t) for t in won])
    filled = [chip for chip, ok in zip(colours, matched, strict=True) if ok]
    filled += [WHITE] * min(bid.white, len(won) - len(filled))
    if len(won) > bid.tricks:
        status, reason = LOST, TOO_MANY
    elif len(filled) < len(won):
        status, reason = LOST, MISFIT
    elif bid.tricks - len(won) > left:
        status, reason = LOST, TOO_FEW_LEFT
    else:
        status, reason = (MADE if left == 0 else POSSIBLE), None
    chips = [*colours, *[WHITE] * bid.white]
    return {"chips": chips, "filled": filled, "status": status, "reason": reason, "tricks_left": left}


# --- B: the Not set ----------------------------------------------------------------------------
def not_progress(sections: Sequence[str], won: Sequence[Trick]) -> dict[str, Any]:
    """Each chosen section broken so far, with the first winning card that broke it."""
    broken = []
    for section in NOT_SECTIONS:
        if section.id in sections:
            card = next((t.card for t in won if breaks(section, t.card)), None)
            if card is not None:
                broken.append([section.id, card])
    return {"status": BROKEN if broken else INTACT, "broken": broken}


# --- D: missions --------------------------------------------------------------------------------
def overall(statuses: Sequence[str]) -> str:
    """All missions must be achieved: one failed fails the bid."""
    if FAILED in statuses:
        return FAILED
    return ACHIEVED if all(s == ACHIEVED for s in statuses) else OPEN


def _two_in_a_row(facts: Facts) -> str:
    if MISSION_CHECKS["D1a"](facts.won):
        return ACHIEVED
    # Still possible while two tricks are left, or one is left right after a trick this seat won.
    if facts.left >= CONSECUTIVE_PAIR or (facts.left >= 1 and facts.last_won):
        return OPEN
    return FAILED


def _never_two_in_a_row(facts: Facts) -> str:
    if not MISSION_CHECKS["D1b"](facts.won):
        return FAILED
    return ACHIEVED if facts.left == 0 else OPEN  # any later trick could still make a pair


def _win_with_number(mission: str, numbers: tuple[int, ...]) -> Callable[[Facts], str]:
    def status(facts: Facts) -> str:
        if MISSION_CHECKS[mission](facts.won):
            return ACHIEVED
        return OPEN if any(NUMBER[card] in numbers for card in facts.to_come) else FAILED

    return status


def _win_at_the_end(mission: str) -> Callable[[Facts], str]:
    """D3a (trick 11 or 12) and D3b (trick 12): the last trick is among those asked for, and it is still
    to come while any trick is; so these stay open until the round's tricks are all played."""

    def status(facts: Facts) -> str:
        if MISSION_CHECKS[mission](facts.won):
            return ACHIEVED
        return OPEN if facts.left > 0 else FAILED

    return status


def _take_sevens(mission: str, needed: int) -> Callable[[Facts], str]:
    def status(facts: Facts) -> str:
        if MISSION_CHECKS[mission](facts.won):
            return ACHIEVED
        still = sum(1 for card in facts.to_come if NUMBER[card] == MISSION_SEVEN)
        return OPEN if len(sevens_taken(facts.won)) + still >= needed else FAILED

    return status


def _few_colours(facts: Facts) -> str:
    if len(colours_taken(facts.won)) > MISSION_MAX_COLOURS_TAKEN:
        return FAILED
    return ACHIEVED if facts.left == 0 else OPEN  # any later trick could still bring a fourth colour


def _four_colours(facts: Facts) -> str:
    have = colours_won_with(facts.won)
    if len(have) >= MISSION_ALL_COLOURS:
        return ACHIEVED
    missing = [c for c in COLOURS if c not in have]
    # Each missing colour needs a trick of its own, won with a card of that colour still to come.
    winnable = all(any(COLOUR[card] == c for card in facts.to_come) for c in missing)
    return OPEN if winnable and len(missing) <= facts.left else FAILED


MISSION_PROGRESS: dict[str, Callable[[Facts], str]] = {
    "D1a": _two_in_a_row,
    "D1b": _never_two_in_a_row,
    "D2a": _win_with_number("D2a", MISSION_MID_NUMBERS),
    "D2b": _win_with_number("D2b", MISSION_LOW_NUMBERS),
    "D3a": _win_at_the_end("D3a"),
    "D3b": _win_at_the_end("D3b"),
    "D4a": _take_sevens("D4a", MISSION_TWO_SEVENS),
    "D4b": _take_sevens("D4b", MISSION_THREE_SEVENS),
    "D5a": _few_colours,
    "D5b": _four_colours,
}
