"""End-of-round scoring (spec §5): pure functions of (bid, the tricks a player won).

``won`` is always the player's won tricks in trick order. "Win with X" looks at the player's winning card,
"take X" at every card of the tricks they won.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from games.quattro_tricks.bids import ChipBid, parse
from games.quattro_tricks.cards import COLOUR, COLOURS, NUMBER, RED
from games.quattro_tricks.config import (
    CHIP_COLOURS,
    COLOUR_CHIP_POINTS,
    MISSION_ALL_COLOURS,
    MISSION_LAST_TRICKS,
    MISSION_LOW_NUMBERS,
    MISSION_MAX_COLOURS_TAKEN,
    MISSION_MID_NUMBERS,
    MISSION_SEVEN,
    MISSION_THREE_SEVENS,
    MISSION_TWO_SEVENS,
    MISSIONS,
    NOT_SECTIONS,
    SPECIAL_SUM_SPACE,
    SUM_BOARD,
    TRICKS_PER_ROUND,
    WHITE_CHIP_POINTS,
    NotSection,
)
from games.quattro_tricks.events import ScoreLine
from games.quattro_tricks.state import Trick
from games.twins import builder

Detail = tuple[tuple[str, str], ...]


class Result(NamedTuple):
    points: int
    success: bool
    detail: Detail


# --- A: Sum Board ---------------------------------------------------------------------------------
def score_sum(spaces: Sequence[str], won: Sequence[Trick], bonus_without_chip: bool = False) -> Result:
    """Total of the winning cards; the best hit chipped space scores.

    With ``bonus_without_chip`` the 5/15/25 space counts as hit without a chip."""
    total = sum(NUMBER[t.card] for t in won)
    hit = [
        space
        for space in SUM_BOARD
        if (space.id in spaces or (bonus_without_chip and space.id == SPECIAL_SUM_SPACE)) and space.hit(total)
    ]
    points = max((space.points for space in hit), default=0)
    return Result(points, bool(hit), (("total", str(total)), ("hit", " ".join(s.id for s in hit))))


# --- B: Not set ---------------------------------------------------------------------------------
def breaks(section: NotSection, card: str) -> bool:
    """Whether a winning card breaks a section: its colour, or its parity (0 even, 1 odd)."""
    return COLOUR[card] == section.colour or NUMBER[card] % 2 == section.parity


def score_not(sections: Sequence[str], won: Sequence[Trick]) -> Result:
    """Tricks won x the chipped sections' points, unless a winning card matches a chipped section."""
    chipped = [section for section in NOT_SECTIONS if section.id in sections]
    for trick in won:
        if any(breaks(section, trick.card) for section in chipped):
            return Result(0, False, (("broken_by", trick.card),))
    return Result(len(won) * sum(section.points for section in chipped), True, ())


# --- C: colour chips ------------------------------------------------------------------------------
def acceptable_colours(trick: Trick) -> frozenset[str]:
    """Chip colours a won trick can carry: its winning colour, or red and the led colour (special rule)."""
    colour = COLOUR[trick.card]
    led = COLOUR[trick.cards[0][1]]
    if colour == RED and led != RED:
        return frozenset((RED, led))
    return frozenset((colour,))


def matched_chips(chips: Sequence[str], acceptable: Sequence[frozenset[str]]) -> tuple[bool, ...]:
    """A maximum matching of colour-up chips to won tricks (each trick carries one chip): per chip, whether
    it got a fitting trick. Kuhn's augmenting paths, chips tried in the given order."""
    owner: list[int] = [-1] * len(acceptable)  # trick index -> chip index

    def place(chip: int, seen: list[bool]) -> bool:
        for t, colours in enumerate(acceptable):
            if chips[chip] in colours and not seen[t]:
                seen[t] = True
                if owner[t] < 0 or place(owner[t], seen):
                    owner[t] = chip
                    return True
        return False

    for chip in range(len(chips)):
        place(chip, [False] * len(acceptable))
    placed = set(owner)
    return tuple(chip in placed for chip in range(len(chips)))


def chips_assignable(chips: Sequence[str], acceptable: Sequence[frozenset[str]]) -> bool:
    """Whether every colour-up chip gets its own trick accepting its colour (bipartite matching)."""
    return all(matched_chips(chips, acceptable))


def colour_chips(bid: ChipBid) -> list[str]:
    """The bid's colour-up chips one by one, in ``CHIP_COLOURS`` order (``R1,B2`` -> R B B)."""
    return [colour for colour, count in zip(CHIP_COLOURS, bid.colours, strict=True) for _ in range(count)]


def score_chips(bid: ChipBid, won: Sequence[Trick]) -> Result:
    """Exactly as many tricks as chips, each colour-up chip matched to its own fitting trick.

    Success scores 2 per colour-up chip and 1 per white chip; failure scores 0."""
    needed = (("needed", str(bid.tricks)),)
    if len(won) != bid.tricks:
        return Result(0, False, (*needed, ("reason", "count")))
    chips = colour_chips(bid)
    if not chips_assignable(chips, [acceptable_colours(t) for t in won]):
        return Result(0, False, (*needed, ("reason", "colours")))
    return Result(COLOUR_CHIP_POINTS * len(chips) + WHITE_CHIP_POINTS * bid.white, True, needed)


# --- D: missions ----------------------------------------------------------------------------------
def sevens_taken(won: Sequence[Trick]) -> tuple[str, ...]:
    return tuple(card for t in won for card in t.all_cards if NUMBER[card] == MISSION_SEVEN)


def colours_taken(won: Sequence[Trick]) -> tuple[str, ...]:
    taken = {COLOUR[card] for t in won for card in t.all_cards}
    return tuple(c for c in COLOURS if c in taken)


def colours_won_with(won: Sequence[Trick]) -> tuple[str, ...]:
    taken = {COLOUR[t.card] for t in won}
    return tuple(c for c in COLOURS if c in taken)


def _consecutive(won: Sequence[Trick]) -> bool:
    numbers = {t.no for t in won}
    return any(no + 1 in numbers for no in numbers)


MISSION_CHECKS: dict[str, Callable[[Sequence[Trick]], bool]] = {
    "D1a": _consecutive,
    "D1b": lambda won: not _consecutive(won),
    "D2a": lambda won: any(NUMBER[t.card] in MISSION_MID_NUMBERS for t in won),
    "D2b": lambda won: any(NUMBER[t.card] in MISSION_LOW_NUMBERS for t in won),
    "D3a": lambda won: any(t.no > TRICKS_PER_ROUND - MISSION_LAST_TRICKS for t in won),
    "D3b": lambda won: any(t.no == TRICKS_PER_ROUND for t in won),
    "D4a": lambda won: len(sevens_taken(won)) >= MISSION_TWO_SEVENS,
    "D4b": lambda won: len(sevens_taken(won)) >= MISSION_THREE_SEVENS,
    "D5a": lambda won: len(colours_taken(won)) <= MISSION_MAX_COLOURS_TAKEN,
    "D5b": lambda won: len(colours_won_with(won)) == MISSION_ALL_COLOURS,
}


def score_missions(missions: Sequence[str], won: Sequence[Trick]) -> Result:
    """All chosen missions achieved: the sum of their points; any failed: 0."""
    achieved = {mission: MISSION_CHECKS[mission](won) for mission in missions}
    detail = tuple((mission, "yes" if ok else "no") for mission, ok in achieved.items())
    if all(achieved.values()):
        return Result(sum(MISSIONS[mission].points for mission in missions), True, detail)
    return Result(0, False, detail)


# --- a whole round ------------------------------------------------------------------------------
def score_bid(set_letter: str, payload: str, won: Sequence[Trick], bonus_without_chip: bool) -> Result:
    bid = parse(payload)
    if set_letter == "C":
        assert isinstance(bid, ChipBid)
        return score_chips(bid, won)
    assert isinstance(bid, tuple)
    if set_letter == "A":
        return score_sum(bid, won, bonus_without_chip)
    if set_letter == "B":
        return score_not(bid, won)
    return score_missions(bid, won)


make_score_line = builder(ScoreLine)  # ScoreLine(...) built through its mutable twin: a round's lines


def score_round(
    sets: Sequence[str], bids: Sequence[str], tricks: Sequence[Trick], bonus_without_chip: bool
) -> tuple[ScoreLine, ...]:
    lines = []
    for seat, (set_letter, payload) in enumerate(zip(sets, bids, strict=True)):
        won = [t for t in tricks if t.winner == seat]
        result = score_bid(set_letter, payload, won, bonus_without_chip)
        lines.append(
            make_score_line(
                seat,
                set_letter,
                payload,
                result.points,
                result.success,
                tuple(t.card for t in won),
                len(won),
                result.detail,
            )
        )
    return tuple(lines)
