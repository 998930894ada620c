# Quattro Exchange (콰트로): the pure rules engine (the contract of docs/engine-contract.md).
#
# Rules source: docs/rules/quattro-exchange.md (the specification), built on the team's Korean rulebook
# (seed 003_0847a6af065eea33). View and event contract: docs/views-quattro-exchange.md.
# Every rule number and [Interp] choice of the spec is a named constant in ``config.py``; the spec's four
# variants are the table options in ``options.py`` (opening_mode, stop_mode, original_zero_rule,
# tiebreak_mode).
#
# Decisions and readings made while implementing (beyond the spec's own [Interp] list):
# - ``hand`` in a seat view and ``hand_sizes`` are the *hidden* cards only; open cards are in ``opens``.
# - Hands keep arrival order in the state (a mulligan returns them in the order received, an exchange
#   replaces the given card in place by the received one); views sort them S D H C then the black 0s.
# - A virtual player's three slots keep the dealt order; a card handed over goes face up into the slot of
#   the card given away. When the given card is a black 0 and two are held, the one already face up
#   leaves first (it reveals nothing new).
# - A simultaneous opening choice stays in the chooser's hidden hand (``chosen``, ``my_choice`` in its
#   view) until both have chosen; the public view says only who has chosen (``open_chosen``).
# - ``stop`` is the action text in both stop modes; in ``pass`` mode the events are ``Passed``.
#   In pass mode an automatic pass (all six visited) uses up that seat's turn in the snake; a pass does
#   not deactivate, and ``stops`` holds the passes since the last exchange of the phase.
# - Mulligan decision slots are counted like exchange turns: after a decision the next slot whose owner is
#   not finished decides; a 2nd mulligan finishes that player with a ``HandKept(auto=True)`` event.
# - ``legal_actions`` orders: mulligan ``keep``, ``mulligan``; openings by hand order; exchanges by virtual
#   player, then hand order, then ``stop``. A player holding both black zeros has one ``K0`` action.
# - The received card of a seat's latest exchange is shown in its view (``received``) only while still
#   hidden in its hand, so a view never names a card now held by the other player.
# - Shuffles: ``random.Random(f"{seed}:1")`` over the canonical deck (S1..S6, D, H, C, K0, K0) and
#   ``random.Random(f"{seed}:1:virtual")`` over the virtual players' pool. ``deals`` takes at most one
#   deck order (one deal per game); with it nothing is reshuffled.
# - ``new_game`` returns a state only (no events); ``new_game`` also accepts options as a plain dict.
# - Scores are 0-0 until the end, then winner 1, loser 0; ``outcome`` names the single winner.
"""Quattro Exchange: 2 players exchange with 6 rule-driven virtual players to build the best Quattro."""

from __future__ import annotations

from games.quattro_exchange.config import GAME_ID, GAME_NAME
from games.quattro_exchange.engine import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    apply,
    legal_actions,
    new_game,
    outcome,
    to_act,
)
from games.quattro_exchange.facts import FACTS
from games.quattro_exchange.options import Options
from games.quattro_exchange.state import State, dump, load
from games.quattro_exchange.views import view

id = GAME_ID  # the contract names it rules.id
name = GAME_NAME
min_players = MIN_PLAYERS
max_players = MAX_PLAYERS
# Replay steps beyond one turn (bot/tables/replays.py): step size -> the event kinds that end one;
# none: one deal, no tricks (a replay steps by turn only).
STEP_MARKS: dict[str, tuple[str, ...]] = {}

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
