# Quatorze: the pure rules engine (the contract of docs/engine-contract.md).
#
# Rules source: docs/rules/quatorze.md (the specification), built on the team's rulebook text
# (seed 004_e4848690be5ee219). View and event contract: docs/views-quatorze.md. Every [Interp]
# choice of the spec is a named constant in ``config.py``; the Ages/Peaks column count is a table option.
#
# Action text (docs/actions-and-cards.md; one decision = one string, ``legal_actions`` lists canonical forms):
#   play:<card>:<column>            play a card (own column, or another one as wild / Ages of Man / Peaks)
#   play:<card>:<column>:nopower    a wild Ages of Man/Peaks card placed without the column's power; listed
#                                   only when the plain form fires a power (our addition)
#   target:<seat>                   Deadly Sins (an opponent holding a card) / Queens (any opponent)
#   place:<column>                  Deadly Sins: where a wild or Ages of Man discard goes (its own column, or
#                                   any existing one); any other discard, Peaks too, goes to its own column
#   call:<1-7> | call:<colour>      Lucky Gods (colours red orange yellow green blue indigo violet)
#   pass:<left|right>:<card>        Luminaries, the active player; pass:<card> each other player with a card
#   take:<card> | skip              Notes (any non-anchor card); take:<card> Seas (another column's top card)
#   move:<from>:<to>                Planes of Existence (any non-anchor top card, the Planes just played too)
#   look:deck | look:<seat>:<pos>   Wonders (position 1 = the card held longest)
#   order:<card>,…                  Wonders: the deck cards seen, first = new top (if 2 or more were seen)
#
# The wild colour/number (spec §3.2, revised): every column card is marked with how it arrived (``setup``,
# ``played``, ``discarded`` by Deadly Sins, ``moved`` by Planes; ``state.ARRIVALS``) and only the topmost
# Colors/Days card *played* onto its column sets the wild, recomputed from the table (``table.setter``), the
# end-game scoring included. Stored format 1 (before the marks) still loads (``state`` docstring).
#
# Decisions and readings made while implementing (beyond the spec's own [Interp] list):
# - ``legal_actions`` orders: plays by hand order (order of arrival), each card's own column first, then the
#   other columns in table (creation) order, ``:nopower`` right after its plain form; targets and Wonders
#   seats clockwise from the active player's left; Notes takes in table order, anchor to top, then ``skip``;
#   moves by source then target in table order; calls 1..7 then red..violet; Luminaries ``left`` cards then
#   ``right`` cards; Wonders ``look:deck`` first; orders as permutations of the seen cards, unchanged first.
# - A play that makes the 7th card fires no power, so it never has a ``:nopower`` twin.
# - The Deadly Sins random card: ``random.Random(f"{seed}:sins:{n}")`` for the n-th pick of the game; deal:
#   ``random.Random(f"{seed}:deal")``; random types: ``random.Random(f"{seed}:types")``.
# - Luminaries: chosen cards leave their hands at once (face down, shown only to their passer as ``my_pass``)
#   and all move when the last one is chosen; received cards join the end of the hand. Each seat's part of
#   the exchange stays in its view (``exchange``) until that seat's next turn ends.
# - Wonders: the cards seen stay in the looker's view (``looked``) until its next turn starts, each shown
#   where it is now (deck position after reorders and draws, or position in that hand); a card that left
#   that place is dropped. Nothing is shown once the game is over (``final`` shows every hand).
# - Notes on a column that holds only its setup anchor: the anchor is the previous card (consecutive test).
# - The Queens-versus-wild conflict: a wild Queens card of a player without the Queens majority scores 0
#   (``config.QUEENS_LOST_BEATS_WILD``; the spec tags it as our reading, and so does /rules).
# - A power's 7th card (Planes, Deadly Sins) still produces its public event before ``GameEnded``.
# - Tie-break: ``outcome`` returns ``engine.Outcome``, a ``games.base.Outcome`` with ``tiebreak`` keys;
#   ``winners`` and ``rank_of`` apply the lowest-non-zero-card rule, ``scores`` are the point totals.
# - An empty-handed seat's turn is skipped (``TurnSkipped``) only while someone still holds a card;
#   when nobody does, the game ends without skip events.
# - ``new_game`` accepts options as a dict; ``deals`` (only the first is used: one round) must be an order of
#   the 49 cards of the chosen types (seat i gets cards 3i..3i+2, the next card is the anchor).
"""Quatorze: 2-4 players, 7 of 14 card types, seven columns, the best hand at the end wins."""

from __future__ import annotations

from games.quatorze.config import GAME_ID, GAME_NAME, MAX_PLAYERS, MIN_PLAYERS
from games.quatorze.engine import Outcome, apply, legal_actions, new_game, outcome, to_act
from games.quatorze.facts import FACTS
from games.quatorze.options import Options
from games.quatorze.state import State, dump, load
from games.quatorze.views import view

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
    "Outcome",
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
