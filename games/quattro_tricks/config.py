"""Every rule number of Quattro Trick-Taking in one place.

Values marked [Interp] are the spec's own interpretations (docs/rules/quattro-tricks.md §9); they are named
here so they can be corrected without touching the engine. [Seed] values come from the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass

GAME_ID = "quattro-tricks"
GAME_NAME = "Quattro Trick-Taking"

# --- Components and setup [Seed] ---------------------------------------------------------------
HAND_SIZE = 12
TRICKS_PER_ROUND = 12
HIGHEST_NUMBER: dict[int, int] = {3: 9, 4: 12}  # 3 players use the numbers 1-9 only
SETS_BY_PLAYERS: dict[int, tuple[str, ...]] = {3: ("A", "B", "C"), 4: ("A", "B", "C", "D")}
FIRST_STARTER = 0  # engine contract: seat 0 starts round 1 and holds set A


# --- Set A: the Sum Board (layout and points [Interp]; "1-6 = 7" and 5/15/25 [Seed]) ------------
@dataclass(frozen=True, slots=True)
class SumSpace:
    id: str
    points: int
    low: int = 0
    high: int | None = None  # None = open-ended ("55+")
    exact: tuple[int, ...] = ()  # a special space hit by any of these totals

    def hit(self, total: int) -> bool:
        if self.exact:
            return total in self.exact
        return total >= self.low and (self.high is None or total <= self.high)


SPECIAL_SUM_SPACE = "5/15/25"
SUM_BOARD: tuple[SumSpace, ...] = (  # row order = canonical order in bid strings
    SumSpace("0", 5, 0, 0),
    SumSpace("1-6", 7, 1, 6),
    SumSpace("7-12", 4, 7, 12),
    SumSpace("13-18", 4, 13, 18),
    SumSpace("19-24", 3, 19, 24),
    SumSpace(SPECIAL_SUM_SPACE, 6, exact=(5, 15, 25)),
    SumSpace("25-30", 3, 25, 30),
    SumSpace("31-36", 3, 31, 36),
    SumSpace("37-42", 4, 37, 42),
    SumSpace("43-48", 5, 43, 48),
    SumSpace("49-54", 6, 49, 54),
    SumSpace("55+", 7, 55, None),
)
SUM_CHIPS = 2  # [Seed] two chips
SUM_CHIPS_ON_SAME_SPACE = False  # [Interp] "pick two numbers": two different spaces


# --- Set B: the Not card (section points [Interp]; sections [Seed]) -----------------------------
@dataclass(frozen=True, slots=True)
class NotSection:
    id: str
    points: int
    colour: str | None = None  # broken by a winning card of this colour...
    parity: int | None = None  # ...or of this parity (0 even, 1 odd)


NOT_SECTIONS: tuple[NotSection, ...] = (  # canonical order in bid strings
    NotSection("blue", 1, colour="B"),
    NotSection("yellow", 1, colour="Y"),
    NotSection("green", 1, colour="G"),
    NotSection("red", 2, colour="R"),
    NotSection("even", 2, parity=0),
    NotSection("odd", 2, parity=1),
)
NOT_CHIPS = 4  # [Seed] 1 to 4 chips on different sections

# --- Set C: colour chips [Seed] -------------------------------------------------------------------
CHIP_COLOURS = ("R", "B", "G", "Y")  # canonical order in bid strings, then white "W"
WHITE = "W"
CHIPS_PER_COLOUR = 3
CHIPS_TOTAL = 12
COLOUR_CHIP_POINTS = 2
WHITE_CHIP_POINTS = 1
CHIPS_ALLOW_EMPTY_BID = True  # [Interp] a zero-chip bid is allowed and always scores 0


# --- Set D: missions (pairing and points [Interp]; the ten texts [Seed]) -----------------------
@dataclass(frozen=True, slots=True)
class Mission:
    id: str  # card + side, e.g. "D1a"
    text: str
    points: int


MISSION_CARDS: tuple[tuple[Mission, Mission], ...] = (  # canonical order: D1..D5, side a then b
    (Mission("D1a", "Win two consecutive tricks", 3), Mission("D1b", "Avoid consecutive wins", 1)),
    (Mission("D2a", "Win with 4, 5 or 6", 2), Mission("D2b", "Win with 1, 2 or 3", 3)),
    (Mission("D3a", "Win one of the last two tricks", 2), Mission("D3b", "Win the last trick", 3)),
    (Mission("D4a", "Take two 7s", 2), Mission("D4b", "Take three 7s", 4)),
    (Mission("D5a", "Take 3 or fewer colours (or none)", 2), Mission("D5b", "Win with 4 colours", 4)),
)
MISSIONS: dict[str, Mission] = {m.id: m for card in MISSION_CARDS for m in card}
MISSION_LOW_NUMBERS = (1, 2, 3)
MISSION_MID_NUMBERS = (4, 5, 6)
MISSION_SEVEN = 7
MISSION_TWO_SEVENS = 2  # [Interp] "at least" two 7s
MISSION_THREE_SEVENS = 3  # [Interp] "at least" three 7s
MISSION_MAX_COLOURS_TAKEN = 3
MISSION_ALL_COLOURS = 4
MISSION_LAST_TRICKS = 2  # "one of the last two tricks"

# --- Custom rules (§7) ------------------------------------------------------------------------
# [Interp] Tie order: lowest score first; on a tie the larger clockwise distance from the previous
# round's starter (starter = 0, their left = 1, ...) picks first.
TIE_BREAK_FARTHER_CLOCKWISE_FIRST = True
# [Interp] A selection choice with exactly one option left is made automatically (no action).
AUTO_FORCED_CHOICES = True
