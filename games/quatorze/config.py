"""Every rule number of Quatorze in one place (docs/rules/quatorze.md).

[Seed] values come from the rulebook; [Interp] values are the spec's interpretations (§8), named here so a
correction touches one line. The table option ``count_any_type_in_column`` (options.py) is the one [Interp]
choice players can switch.
"""

from __future__ import annotations

GAME_ID = "quatorze"
GAME_NAME = "Quatorze"

# --- Components and setup [Seed; Source] ---------------------------------------------------------
MIN_PLAYERS = 2
MAX_PLAYERS = 4
TYPES_IN_PLAY = 7  # 7 of the 14 types make a 49-card deck
HAND_SIZE = 3  # deal 3, refill to 3 at the end of every turn
COLUMN_END = 7  # the 7th card in any column ends the game at once
FIRST_PLAYER = 0  # engine contract: seat 0 starts (the service randomises seating)
LUCKY_BONUS_POINTS = 2  # each Lucky Gods bonus card in front of a player
WONDERS_LOOKS = 3
QUEENS_BONUS_PER_CARD = 1  # for the Queen leader(s)
NOTES_MIN_RUN = 2  # a run counts from 2 cards

# --- [Interp] choices (spec §8) ------------------------------------------------------------------
LEFT_IS_NEXT_SEAT = True  # left = (s + 1) mod n, the way play goes; right = (s - 1) mod n
NOTES_WRAP_IN_GAME = True  # [Seed] 7 and 1 are consecutive for the in-game power
NOTES_RUN_WRAPS_AT_END = False  # [Interp] the end-game run does not wrap 7 -> 1
NOTES_MAY_TAKE_CARD_JUST_PLAYED = False
# [Seed; revised] only anchors are protected: Planes may move the Planes card it was just played as
PLANES_MAY_MOVE_CARD_JUST_PLAYED = True
# [Seed; revised] only a wild or Ages of Man discard may go on another column: a Peaks one goes to Peaks
SINS_PEAKS_PLACED_ANYWHERE = False
# [Seed; revised] only a Colors/Days card played there from a hand sets the wild colour/number, never the
# setup anchor, a Deadly Sins discard or a Planes move (state.ARRIVALS marks how each card arrived)
WILD_SET_ONLY_BY_PLAYED_CARD = True
# [Interp] the Queens-versus-wild conflict: a Queens card of a player without the Queens majority scores 0
# even when it is wild (the Queens rule is applied first, spec §6 step 1)
QUEENS_LOST_BEATS_WILD = True
WONDERS_LOOKS_COMPULSORY = True  # min(3, cards available) looks; when False ``skip`` stops early
PEAKS_BONUS_ON_ZERO_CARD = True  # a value-1 card worth 0 (a losing Queen) still earns the Peaks bonus
SEVENTH_CARD_COUNTS_IN_COLUMN = False  # the game-ending card is set aside: no column counts it
TIE_WITHOUT_NONZERO_CARD_LOSES = True  # in the tie-break, a player with no non-zero card loses
LUMINARIES_TWO_PLAYERS_LEFT_ONLY = True  # with 2 players left = right, so only ``left`` is listed
