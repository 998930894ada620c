"""Every rule number of 4 Seasons in one place (spec: docs/rules/four-seasons.md).

[Seed] values come from the rulebook, [Interp] values are the spec's own interpretations (its §6 table);
they are named here so that a corrected reading changes one line, not the engine.
"""

from __future__ import annotations

from games.base import Words

GAME_ID = "four-seasons"
GAME_NAME = "4 Seasons"

MIN_PLAYERS = 3
MAX_PLAYERS = 4
FIRST_DEALER = 0  # engine contract: seat 0 deals round 1 (the service randomises the seating)

# --- Components [Seed]; Worth 1-9 is [Interp] -------------------------------------------------------
SEASONS = ("R", "Y", "G", "B")  # canonical order: autumn, summer, spring, winter (highest rank first)
# Words: a refusal names them ("You must follow winter (blue)."), and the bot translates them there.
SEASON_NAMES: dict[str, Words] = {
    "R": Words("autumn"),
    "Y": Words("summer"),
    "G": Words("spring"),
    "B": Words("winter"),
}
COLOUR_NAMES: dict[str, Words] = {
    "R": Words("red"),
    "Y": Words("yellow"),
    "G": Words("green"),
    "B": Words("blue"),
}
LOWEST_WORTH = 1  # [Interp]
HIGHEST_WORTH = 9  # [Interp]
BUTTERFLY = "BF"
BID_VALUE: dict[str, int] = {"R": 3, "Y": 2, "G": 1, "B": 0}  # [Seed] tricks per bid card, by season
SEASON_RANK: dict[str, int] = {"R": 4, "Y": 3, "G": 2, "B": 1}  # [Seed] autumn > summer; the rest [Interp]

# --- The butterfly [Seed]; the worth when revealed is [Interp] ----------------------------------------
BUTTERFLY_FOLLOWING_WORTH = 10  # played to someone else's lead: Worth 10 of the led season
BUTTERFLY_LEADING_WORTH = 0  # led: Worth 0 of the season its player names
BUTTERFLY_REVEAL_WORTH = 10  # [Interp] revealed as a top card: Worth 10 of the trump season
BUTTERFLY_MAY_NAME_TRUMP = True  # [Interp] a butterfly lead may name the trump season

# --- Setup by player count [Seed] ---------------------------------------------------------------------
HAND_SIZE: dict[int, int] = {3: 12, 4: 9}
BID_CARDS: dict[int, int] = {3: 3, 4: 2}
TRICKS_PER_ROUND: dict[int, int] = {3: 9, 4: 7}

# --- Scoring [Seed]: nobody ever loses points -------------------------------------------------------
POINTS_PER_TRICK = 1
STANDARD_MADE = 6  # standard round, bid made
BONUS_PLAYER_MADE = 12  # the BONUS player made their bid
OTHERS_MADE_IN_BONUS_ROUND = 3  # another player made their bid in a BONUS round
OTHERS_WHEN_BONUS_MISSED = 6  # every other player, when the BONUS player missed

# --- End of the game ----------------------------------------------------------------------------------
TARGET = 50  # [Seed] the game ends after a round in which someone has at least this many points
PROFI_TARGET = 77  # [Seed] Profi: at least this many points and a made bid in that round
TEAM_TARGET = 50  # [Interp] the seed gives no team target; the base target is reused

# --- Team variant (4 players) [Seed]; target [Interp] ---------------------------------------------------
TEAM_PLAYERS = 4
TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))  # partners sit opposite each other
TEAM_MADE = 3  # per partner who made their own bid
TEAM_PREMIUM = 8  # the partners took exactly their combined bid between them

# --- Table presentation [Interp] ------------------------------------------------------------------------
# Completed tricks are turned face down (spec §5). The trick just completed stays visible until the next
# card is led, as at a real table where the winner gathers it and then leads.
SHOW_LAST_TRICK_UNTIL_NEXT_LEAD = True
