"""Bids: the canonical bid strings of every set, their parsing, and player-readable refusals (spec §4).

A bid *payload* is the action text without the leading ``bid:`` (``sum:1-6,5/15/25``, ``not:blue,odd``,
``chips:R1,B2,W1``, ``chips:none``, ``missions:D1a,D3b``). ``apply`` accepts exactly the canonical
strings that ``legal_bids`` lists; anything else is refused with a message saying what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement, product

from games.base import IllegalActionError, Words
from games.quattro_tricks.config import (
    CHIP_COLOURS,
    CHIPS_ALLOW_EMPTY_BID,
    CHIPS_PER_COLOUR,
    CHIPS_TOTAL,
    MISSION_CARDS,
    NOT_CHIPS,
    NOT_SECTIONS,
    SPECIAL_SUM_SPACE,
    SUM_BOARD,
    SUM_CHIPS,
    SUM_CHIPS_ON_SAME_SPACE,
    WHITE,
)

SET_KIND: dict[str, str] = {"A": "sum", "B": "not", "C": "chips", "D": "missions"}
SET_NAME: dict[str, Words] = {
    "A": Words("Sum Board"),
    "B": Words("Not set"),
    "C": Words("Colour chips"),
    "D": Words("Missions"),
}
CHIP_NAMES: dict[str, Words] = {
    "R": Words("red"),
    "B": Words("blue"),
    "G": Words("green"),
    "Y": Words("yellow"),
    WHITE: Words("white"),
}
NO_CHIPS = "none"

_SPACE_INDEX = {space.id: i for i, space in enumerate(SUM_BOARD)}
_SECTION_INDEX = {section.id: i for i, section in enumerate(NOT_SECTIONS)}
_CHIP_ORDER = (*CHIP_COLOURS, WHITE)
_CHIP_TOKEN = re.compile(r"^([A-Z])(\d+)$")
_MISSION_TOKEN = re.compile(r"^D(\d)([ab])$")


@dataclass(frozen=True, slots=True)
class ChipBid:
    """Set C: colour-up chips per colour (in ``CHIP_COLOURS`` order) plus white chips."""

    colours: tuple[int, ...]
    white: int

    @property
    def tricks(self) -> int:
        return sum(self.colours) + self.white


# --- canonical forms ---------------------------------------------------------------------------
def sum_payload(spaces: tuple[str, ...]) -> str:
    return "sum:" + ",".join(sorted(spaces, key=_SPACE_INDEX.__getitem__))


def not_payload(sections: tuple[str, ...]) -> str:
    return "not:" + ",".join(sorted(sections, key=_SECTION_INDEX.__getitem__))


def chips_payload(counts: dict[str, int]) -> str:
    parts = [f"{chip}{counts[chip]}" for chip in _CHIP_ORDER if counts.get(chip, 0)]
    return "chips:" + (",".join(parts) if parts else NO_CHIPS)


def missions_payload(missions: tuple[str, ...]) -> str:
    return "missions:" + ",".join(sorted(missions))


# --- enumeration (cached: legal_actions hands these out on every call) ------------------------
def sum_spaces(bonus_without_chip: bool) -> tuple[str, ...]:
    """Spaces a chip may go on; with the bonus flag the 5/15/25 space needs no chip and takes none."""
    return tuple(s.id for s in SUM_BOARD if not (bonus_without_chip and s.id == SPECIAL_SUM_SPACE))


@cache
def legal_bids(set_letter: str, bonus_without_chip: bool = False) -> tuple[str, ...]:
    """Every canonical bid action (``bid:…``) of a set, one string per distinct bid."""
    if set_letter == "A":
        pick = combinations_with_replacement if SUM_CHIPS_ON_SAME_SPACE else combinations
        payloads = [sum_payload(c) for c in pick(sum_spaces(bonus_without_chip), SUM_CHIPS)]
    elif set_letter == "B":
        ids = [s.id for s in NOT_SECTIONS]
        payloads = [not_payload(c) for k in range(1, NOT_CHIPS + 1) for c in combinations(ids, k)]
    elif set_letter == "C":
        payloads = []
        for counts in product(range(CHIPS_PER_COLOUR + 1), repeat=len(CHIP_COLOURS)):
            for white in range(CHIPS_TOTAL - sum(counts) + 1):
                if sum(counts) + white == 0 and not CHIPS_ALLOW_EMPTY_BID:
                    continue
                payloads.append(chips_payload({**dict(zip(CHIP_COLOURS, counts, strict=True)), WHITE: white}))
    elif set_letter == "D":
        payloads = []
        for sides in product((None, "a", "b"), repeat=len(MISSION_CARDS)):
            chosen = tuple(f"D{i}{side}" for i, side in enumerate(sides, start=1) if side)
            if chosen:
                payloads.append(missions_payload(chosen))
    else:
        raise ValueError(f"unknown bidding set {set_letter!r}")
    return tuple(f"bid:{payload}" for payload in payloads)


@cache
def _legal_set(set_letter: str, bonus_without_chip: bool) -> frozenset[str]:
    return frozenset(legal_bids(set_letter, bonus_without_chip))


# --- parsing canonical payloads (for scoring and views) ---------------------------------------
@cache
def parse(payload: str) -> tuple[str, ...] | ChipBid:
    """A canonical payload as data: A/B/D a tuple of space/section/mission ids, C a ``ChipBid``."""
    kind, _, rest = payload.partition(":")
    if kind != "chips":
        return tuple(rest.split(","))
    counts = {} if rest == NO_CHIPS else {token[0]: int(token[1:]) for token in rest.split(",")}
    return ChipBid(tuple(counts.get(c, 0) for c in CHIP_COLOURS), counts.get(WHITE, 0))


# --- validation with player-readable refusals -------------------------------------------------
# Each refusal is one whole sentence (the bot translates it as a whole): "That bid is not allowed: …" is
# written out in every one rather than glued on.
Problem = IllegalActionError | None


def check_bid(set_letter: str, action: str, bonus_without_chip: bool) -> str:
    """The payload of a legal bid action; raises ``IllegalActionError`` saying what is wrong."""
    if action in _legal_set(set_letter, bonus_without_chip):
        return action[4:]
    raise _refusal(set_letter, action, bonus_without_chip)


def _refusal(set_letter: str, action: str, bonus_without_chip: bool) -> IllegalActionError:
    kind = SET_KIND[set_letter]
    head, _, rest = action.partition(":")
    given_kind, _, body = rest.partition(":")
    if head != "bid" or given_kind != kind:
        return IllegalActionError(
            "Your set this round is {set} ({name}): bid with bid:{kind}:…",
            set=set_letter,
            name=SET_NAME[set_letter],
            kind=kind,
        )
    items = body.split(",") if body else []
    explain = {"A": _sum_problem, "B": _not_problem, "C": _chips_problem, "D": _missions_problem}
    problem, canonical = explain[set_letter](items, bonus_without_chip)
    if problem:
        return problem
    if canonical and canonical != body:
        return IllegalActionError("Write that bid as bid:{kind}:{canonical}", kind=kind, canonical=canonical)
    return IllegalActionError("That bid is not allowed.")


def _sum_problem(items: list[str], bonus_without_chip: bool) -> tuple[Problem, str]:
    for item in items:
        if item not in _SPACE_INDEX:
            return IllegalActionError(
                "That bid is not allowed: '{item}' is not a space on the Sum Board.", item=item
            ), ""
    if len(items) != SUM_CHIPS:
        return IllegalActionError("That bid is not allowed: choose exactly {n} spaces.", n=SUM_CHIPS), ""
    if not SUM_CHIPS_ON_SAME_SPACE and len(set(items)) != len(items):
        return IllegalActionError("That bid is not allowed: choose two different spaces."), ""
    if bonus_without_chip and SPECIAL_SUM_SPACE in items:
        return IllegalActionError(
            "That bid is not allowed: at this table {space} scores without a chip; choose two other spaces.",
            space=SPECIAL_SUM_SPACE,
        ), ""
    return None, sum_payload(tuple(items))[4:]


def _not_problem(items: list[str], _bonus: bool) -> tuple[Problem, str]:
    for item in items:
        if item not in _SECTION_INDEX:
            return IllegalActionError(
                "That bid is not allowed: '{item}' is not a section (blue yellow green red even odd).",
                item=item,
            ), ""
    if not items:
        return IllegalActionError("That bid is not allowed: put at least one chip on a section."), ""
    if len(set(items)) != len(items):
        return IllegalActionError("That bid is not allowed: put each chip on a different section."), ""
    if len(items) > NOT_CHIPS:
        return IllegalActionError("That bid is not allowed: you have only {n} chips.", n=NOT_CHIPS), ""
    return None, not_payload(tuple(items))[4:]


def _chips_problem(items: list[str], _bonus: bool) -> tuple[Problem, str]:
    if items == [NO_CHIPS]:
        if CHIPS_ALLOW_EMPTY_BID:
            return None, NO_CHIPS
        return IllegalActionError("That bid is not allowed: bid at least one chip."), ""
    counts: dict[str, int] = {}
    for item in items:
        match = _CHIP_TOKEN.match(item)
        if not match or match.group(1) not in CHIP_NAMES:
            return IllegalActionError(
                "That bid is not allowed: '{item}' is not a chip count; write e.g. bid:chips:R1,B2,W1.",
                item=item,
            ), ""
        chip, count = match.group(1), int(match.group(2))
        if chip in counts:
            return IllegalActionError(
                "That bid is not allowed: give the {colour} chips once.", colour=CHIP_NAMES[chip]
            ), ""
        if count == 0:
            return IllegalActionError("That bid is not allowed: leave out colours with no chips."), ""
        if chip != WHITE and count > CHIPS_PER_COLOUR:
            return IllegalActionError(
                "That bid is not allowed: there are only {n} {colour} chips.",
                n=CHIPS_PER_COLOUR,
                colour=CHIP_NAMES[chip],
            ), ""
        counts[chip] = count
    if not counts:
        return IllegalActionError("That bid is not allowed: write bid:chips:none for no chips."), ""
    if sum(counts.values()) > CHIPS_TOTAL:
        return IllegalActionError("That bid is not allowed: there are only {n} chips.", n=CHIPS_TOTAL), ""
    return None, chips_payload(counts)[6:]


def _missions_problem(items: list[str], _bonus: bool) -> tuple[Problem, str]:
    cards: set[str] = set()
    for item in items:
        match = _MISSION_TOKEN.match(item)
        if not match or not 1 <= int(match.group(1)) <= len(MISSION_CARDS):
            return IllegalActionError(
                "That bid is not allowed: '{item}' is not a mission; write e.g. bid:missions:D1a,D3b.",
                item=item,
            ), ""
        if match.group(1) in cards:
            return IllegalActionError(
                "That bid is not allowed: you can pick only one side of each mission card."
            ), ""
        cards.add(match.group(1))
    if not items:
        return IllegalActionError("That bid is not allowed: pick at least one mission."), ""
    return None, missions_payload(tuple(items))[9:]
