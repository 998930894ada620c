"""Every rule number of Quattro Exchange (콰트로) in one place.

[Seed] values come from the Korean rulebook; [Interp] values are the spec's own readings
(docs/rules/quattro-exchange.md §6). They are named here so they can be corrected without touching the engine;
the four choices the spec offers as variants are table options (``options.py``).
"""

from __future__ import annotations

GAME_ID = "quattro-exchange"
GAME_NAME = "Quattro Exchange"
PLAYERS = 2  # two human players against six virtual players [Seed]

# --- Components [Seed] ------------------------------------------------------------------------------
SUITS = ("S", "D", "H", "C")  # spade, diamond, heart, club: the display and sort order of hands
BLACK = "K"  # the black zero's "suit" letter; it counts as a suit of its own in a Quattro [Seed]
ZERO = "K0"  # two copies, identical codes
NUMBERS = range(1, 7)
ZERO_COPIES = 2
# Tie-break priority S > D > H > C > BLACK (the seed's "@ spade-diamond-heart-club" note).
SUIT_PRIORITY: dict[str, int] = {"S": 4, "D": 3, "H": 2, "C": 1, BLACK: 0}
QUATTRO_SIZE = 4  # 4 cards of 4 distinct suits and 4 distinct numbers

# --- Setup [Seed] -------------------------------------------------------------------------------------
FIRST_PLAYER = 0  # engine contract: seat 0 is 선 (the table service randomises the seating)
HAND_SIZE = 4
MAX_MULLIGANS = 2  # per player
VIRTUAL_PLAYERS = 6
VIRTUAL_HAND = 3

# --- Order of decisions ---------------------------------------------------------------------------------
# 선-후-후-선: decision k belongs to 선 when k mod 4 is 0 or 3, to 후 otherwise. Used for the mulligan
# decisions [Interp, Source: hobby code] and inside every exchange phase [Seed].
SNAKE = (0, 1, 1, 0)  # 0 = the sequence's 선, 1 = its 후

# --- Rounds ---------------------------------------------------------------------------------------------
OPENINGS = 4  # the 4th opening ends the game and is automatic: the choice is forced [Interp]
EXCHANGE_PHASES = OPENINGS - 1
# [Interp] STOP is free in the exchange phases before this one; from it on only a player who has
# visited all six virtual players may stop (the duty to visit all six before the last opening).
DUTY_PHASE = 3

# --- Outcome [Interp] -------------------------------------------------------------------------------
WIN_POINTS = 1
LOSS_POINTS = 0

# --- Shuffles -------------------------------------------------------------------------------------------
# One deal per game: random.Random(f"{seed}:{DEAL_KEY}") shuffles the deck and
# random.Random(f"{seed}:{VIRTUAL_KEY}") the virtual players' pool (both skipped with stacked ``deals``).
DEAL_KEY = "1"
VIRTUAL_KEY = "1:virtual"
