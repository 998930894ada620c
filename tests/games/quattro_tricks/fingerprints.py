"""Fingerprints of whole Quattro Trick-Taking games: one digest of everything the engine gives along a game.

Why: the card play is written for speed (bench/HISTORY.md, "Issue 18: Quattro Trick-Taking's card play in
one copy") and must give exactly what main's code gave. A fingerprint hashes, for every action of a random
game: whose turn it is, the legal actions of every seat, the action, the events (``repr``), the new
state's ``dump`` bytes, every seat's view and the public one, and what ``apply`` makes of a few actions
that are mostly illegal (the refusal's sentence, template and params, or the state and events).
``fixtures/main_fingerprints.json`` holds the digests main's code gave; ``test_same_games.py`` checks this
code gives the same. To record them again from a tree::

    cd <tree> && python -m tests.games.quattro_tricks.fingerprints > main_fingerprints.json  # into fixtures/
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from typing import Any

import games.quattro_tricks as qt
from games.quattro_tricks.cards import ALL_CARDS
from tests.games import fingerprinting

# How a malformed probe may fail (compared by kind).
MALFORMED = (TypeError, ValueError, KeyError, IndexError, AttributeError)
PROBES = 3  # actions tried on each position besides the one played (mostly illegal: refusals compared)
TABLES = (
    (3, "none", False, False),
    (4, "none", False, True),
    (3, "set_selection", True, False),
    (4, "set_selection", False, False),
    (3, "starting_choice", False, True),
    (4, "starting_choice", False, False),
)
SEEDS = 20  # per table: 120 games


def games_recorded() -> Iterator[dict[str, Any]]:
    """The games of the fixture: both player counts, every custom rule and house rule, many seeds."""
    for players, custom_rule, strict_unused, a_bonus_without_chip in TABLES:
        for seed in range(SEEDS):
            yield {
                "players": players,
                "custom_rule": custom_rule,
                "strict_unused": strict_unused,
                "a_bonus_without_chip": a_bonus_without_chip,
                "seed": seed,
            }


def _probes(state: qt.State, seat: int, rng: random.Random) -> list[tuple[int, Any]]:
    """Actions to try besides the one played: any card (held or not, of the deck or not), bids and
    choices, junk, a non-string, other seats."""
    out: list[tuple[int, Any]] = []
    held = [card for hand in state.hands for card in hand] or list(ALL_CARDS)
    for _ in range(PROBES):
        form = rng.randrange(7)
        card = rng.choice(held if rng.random() < 0.8 else ALL_CARDS)
        if form <= 2:
            action: Any = f"play:{card}"
        elif form == 3:
            action = rng.choice(["play:R13", "play:r1", "play: R1", f"play:{card} ", f"Play:{card}", card])
        elif form == 4:
            action = rng.choice(
                ["bid:chips:none", "bid:not:odd,blue", "choose:start", "choose:set:A", "bid:"]
            )
        elif form == 5:
            action = rng.choice([None, 7, ("play:R1",), "", "play:", "junk"])
        else:
            hand = state.hands[seat] if seat < len(state.hands) else ()
            action = f"play:{rng.choice(hand)}" if hand else "pass"
        probe_seat = seat if rng.random() < 0.8 else rng.choice((-1, True, False, *range(state.players + 1)))
        out.append((probe_seat, action))
    return out


def fingerprint(
    players: int, custom_rule: str, strict_unused: bool, a_bonus_without_chip: bool, seed: int
) -> tuple[str, int]:
    """The digest of one random game, and its length (``tests.games.fingerprinting``)."""
    options = qt.Options(
        custom_rule=custom_rule, strict_unused=strict_unused, a_bonus_without_chip=a_bonus_without_chip
    )
    return fingerprinting.fingerprint(qt, options, players, seed, _probes, malformed=MALFORMED)


if __name__ == "__main__":
    sys.stdout.write(fingerprinting.record(games_recorded(), fingerprint))
