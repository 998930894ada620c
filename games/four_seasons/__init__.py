# 4 Seasons: the pure rules engine (the contract of docs/engine-contract.md).
#
# Rules source: docs/rules/four-seasons.md (the specification), built on the team's rulebook text
# (seed 001_863d12c089582e42). View and event contract: docs/views-four-seasons.md.
# Every [Interp] number or choice of the spec is a named constant in ``config.py`` or a table option in
# ``options.py``.
#
# Decisions and readings made while implementing (beyond the spec's own [Interp] list):
# - Options: one ``variant`` field (standard / profi / team) rather than two flags, so the spec's
#   "Profi and Team cannot be combined" holds by construction; ``bonus_bids`` is ignored in the team
#   variant; ``new_game`` raises ValueError for the team variant with 3 players. The team target is the
#   constant ``TEAM_TARGET``.
# - Bids: ``apply`` accepts only the canonical strings ``legal_actions`` lists; a valid bid written in
#   another order is refused with its canonical spelling. ``legal_actions`` lists the card sets in
#   combination order of the canonical hand and, for each set, every top card in card order.
#   A seat that has bid and acts again is told it has already bid.
# - The butterfly as a bid card (revised reading): it has no season, so no bid value, and by default it
#   is never a bid card (``legal_actions`` lists no bid with it; ``apply`` refuses one with
#   ``bids.NO_BUTTERFLY_BID``). The option ``butterfly_may_bid`` (default false) is the house rule: it
#   then bids as the trump season and a revealed butterfly is Worth 10 of trump, beating every card.
#   Stored games keep the value their options recorded (every stored options text has the field).
# - Bonus step: the round moves on after the dealer (asked last) decides; ``BonusDecided`` carries the
#   BONUS player's whole bid, or ``seat=None`` for a standard round.
# - Leading the butterfly is only ``play:BF:<season>`` (``play:BF`` alone is refused with the four
#   choices); following with it is only ``play:BF``.
# - Completed tricks are face down: views show tricks-won counts, the current trick, and the trick just
#   completed until the next card is led (``SHOW_LAST_TRICK_UNTIL_NEXT_LEAD``).
# - A finished game keeps its last round's bids, tricks and turn-up; the public view then shows every bid.
# - Profi: the winner is the highest qualifier, who need not hold the top score of the table (a player
#   above them may have missed their bid). ``outcome`` reports the real scores and that winner.
# - Team: both partners' scores are the team score (in ``scores``, views, events and the outcome).
# - Shuffles: ``random.Random(f"{seed}:{round}")`` over the canonical deck; ``deals`` entries must be
#   orders of all 37 cards (seat i gets the i-th block of 12 or 9, the next card is the turn-up).
# - ``new_game`` returns a state only; ``RoundStarted`` is emitted for rounds 2 and later.
"""4 Seasons: 3-4 players, secret bids made by setting cards aside, a butterfly, a BONUS bid."""

from __future__ import annotations

from games.four_seasons.config import GAME_ID, GAME_NAME, MAX_PLAYERS, MIN_PLAYERS
from games.four_seasons.engine import apply, legal_actions, new_game, outcome, to_act
from games.four_seasons.facts import FACTS
from games.four_seasons.options import Options
from games.four_seasons.state import State, dump, load
from games.four_seasons.views import view

id = GAME_ID  # the contract names it rules.id
name = GAME_NAME
min_players = MIN_PLAYERS
max_players = MAX_PLAYERS
# Replay steps beyond one turn (bot/tables/replays.py): step size -> the event kinds that end one;
# the events that close a trick and a round.
STEP_MARKS: dict[str, tuple[str, ...]] = {"trick": ("TrickWon",), "round": ("RoundScored",)}

__all__ = [
    "FACTS",
    "STEP_MARKS",
    "Options",
    "State",
    "apply",
    "dump",
    "id",
    "legal_actions",
    "load",
    "max_players",
    "min_players",
    "name",
    "new_game",
    "outcome",
    "to_act",
    "view",
]
