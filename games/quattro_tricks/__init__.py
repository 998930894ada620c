# Quattro Trick-Taking: the pure rules engine (the contract of docs/engine-contract.md).
#
# Rules source: docs/rules/quattro-tricks.md (the specification), built on the team's rulebook text
# (seed 000_4163129db573cef9). View and event contract: docs/views-quattro-tricks.md.
# Every [Interp] number or choice of the spec is a named constant in ``config.py`` or a table option in
# ``options.py``.
#
# Decisions and readings made while implementing (beyond the spec's own [Interp] list):
# - Bids: ``apply`` accepts exactly the canonical strings ``legal_actions`` lists. A bid that is valid but
#   written in another order (``bid:not:odd,blue``) is refused with the canonical spelling in the message;
#   invalid bids are refused with the reason ("That bid is not allowed: choose two different spaces.").
# - ``legal_actions`` orders: A pairs in board row order; B by number of chips, then section order;
#   C by red, blue, green, yellow counts, then white (``bid:chips:none`` first); D by D1..D5 with
#   "not chosen" < side a < side b. Choices list ``choose:set:<X>`` in set order, then ``choose:start``.
# - Forced custom-rule choices: any choice with exactly one legal option is made automatically, with a
#   public event and no action (spec §7: "a choice that has only one option left"). Besides the last set
#   of a Set-Selection, this also covers a ``strict_unused`` player with one unused set left. In
#   Starting-Choice the last chooser, when nobody took (b), becomes the starter (``StarterChosen``) and
#   receives the last set (``SetChosen``) automatically; the (b) player's leftover set is a ``SetChosen``.
# - ``strict_unused`` applies to Set-Selection only, as the spec places it in §7.1.
# - The custom-rule selection happens after a round is scored, before the next deal: during ``choosing``
#   hands are empty and the finished round's tricks are cleared (they were in the events).
# - With ``a_bonus_without_chip`` the ``5/15/25`` space is not offered (55 A bids) and, when the total is 5,
#   15 or 25, it counts as hit (listed in the ``hit`` detail) alongside the chipped spaces.
# - Success flags: B succeeds when no chipped section is broken (0 tricks: success, 0 points); C with
#   ``bid:chips:none`` and 0 tricks is a success worth 0; A succeeds when a space is hit.
# - Shuffles: ``random.Random(f"{seed}:{round}")`` over the canonical deck (R1..R12, B, Y, G).
#   ``deals`` entries must be orders of the full deck of the player count (seat i gets cards 12i..12i+11).
# - Views outside trick play: ``trick_no`` is 0 and ``leader`` null. A finished game keeps its last round's
#   tricks (``last_trick``, ``tricks_won``, ``face_up`` still show round n); ``round`` stays n.
# - ``new_game`` returns a state only (no events); ``RoundStarted`` is emitted for rounds 2..n.
# - ``new_game`` also accepts options as a plain dict (validated into ``Options``).
# - Visibility is the spec §8 default (current trick, last trick, tricks-won counts, face-up info) plus
#   §8's revised reading: what a real table shows in front of each bidder is public (``progress.py``,
#   the ``progress`` view key): the C chips filled by the best assignment so far and whether the bid can
#   still be made; each D mission achieved, failed or open; each B section already broken. The whole trick
#   history is still not exposed in views.
# - Progress reads public facts only, never a hand: a card "still to come" is one in no completed trick.
#   A C bid is lost when more tricks are won than chips, when a won trick fits no chip in any assignment
#   (it would need a chip more than the tricks: §5.3 then fails whatever follows), or when fewer tricks are
#   left than chips unfilled. A D mission is failed when it can no longer be achieved: D1a with under two
#   tricks left (one left is enough right after a won trick); D1b / D5a once broken (they are achieved
#   only at the end); D2 / D4 / D5b when the cards they need are no longer to come (or D5b has fewer
#   tricks left than colours missing); D3 when trick 12 is played without it.
"""Quattro Trick-Taking: 3-4 players, 12 tricks a round, red always wins, four bidding sets."""

from __future__ import annotations

from games.quattro_tricks.config import GAME_ID, GAME_NAME
from games.quattro_tricks.engine import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    apply,
    legal_actions,
    new_game,
    outcome,
    to_act,
)
from games.quattro_tricks.facts import FACTS
from games.quattro_tricks.options import Options
from games.quattro_tricks.state import State, dump, load
from games.quattro_tricks.views import view

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
