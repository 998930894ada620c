"""Fingerprints of whole 4 Seasons games: one digest of everything the engine gives along a game.

Why: the card play and the bids are written for speed (bench/HISTORY.md) and must give exactly what
main's code gave. A fingerprint hashes, for every action of a random game: whose turn it is, the legal
actions of every seat, the action, the events (``repr``), the new state's ``dump`` bytes, every seat's
view and the public one, and what ``apply`` makes of a few actions that are mostly illegal (the
refusal's sentence, template and params, or the state and events). ``fixtures/main_fingerprints.json``
holds the digests main's code gave; ``test_same_games.py`` checks this code gives the same. To record
them again from a tree::

    cd <tree> && python -m tests.games.four_seasons.fingerprints > main_fingerprints.json  # into fixtures/
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from typing import Any

import games.four_seasons as fs
from games.four_seasons.cards import DECK
from tests.games import fingerprinting

MALFORMED = (TypeError, ValueError, KeyError, IndexError)  # how a malformed probe may fail: compared by kind
PROBES = 3  # actions tried on each position besides the one played (mostly illegal: refusals compared)
TABLES = (
    (3, "standard", True, False),
    (3, "profi", False, True),
    (4, "standard", True, True),
    (4, "profi", True, False),
    (4, "team", True, False),
    (3, "standard", True, True),
)
SEEDS = 25  # per table: 150 games


def games_recorded() -> Iterator[dict[str, Any]]:
    """The games of the fixture: both player counts, every variant and house rule, many seeds."""
    for players, variant, bonus_bids, butterfly_may_bid in TABLES:
        for seed in range(SEEDS):
            yield {
                "players": players,
                "variant": variant,
                "bonus_bids": bonus_bids,
                "butterfly_may_bid": butterfly_may_bid,
                "seed": seed,
            }


def _probes(state: fs.State, seat: int, rng: random.Random) -> list[tuple[int, str]]:
    """Actions to try besides the one played: any card (held or not, butterfly leads naming any season
    or none), a bid of held or foreign cards in any order, reveal/pass, junk, a non-string, other seats."""
    out: list[tuple[int, str]] = []
    held = [card for hand in state.hands for card in hand] or list(DECK)
    for _ in range(PROBES):
        form = rng.randrange(8)
        card = rng.choice(held if rng.random() < 0.8 else DECK)
        if form <= 2:
            action: Any = f"play:{card}"
        elif form == 3:
            action = f"play:BF:{rng.choice('RYGBX')}" if rng.random() < 0.7 else f"play:{card}:R"
        elif form == 4:
            cards = [rng.choice(held) for _ in range(rng.choice((2, 3, 3, 4)))]
            action = "bid:" + ",".join(cards)
        elif form == 5:
            action = rng.choice(["reveal", "pass", "play:", "bid:", "junk", "play:ZZ"])
        elif form == 6:
            action = rng.choice([None, 7, ("play:R1",)])
        else:
            hand = state.hands[seat] if seat < len(state.hands) else ()
            action = f"play:{rng.choice(hand)}" if hand else "pass"
        probe_seat = seat if rng.random() < 0.8 else rng.randrange(-1, state.players + 1)
        out.append((probe_seat, action))
    return out


def _legal_line(seat: int, legal: list[str]) -> bytes:
    """Its length and ends, and the whole list when short (a bid phase lists thousands)."""
    line = f"{seat} {len(legal)} {legal[0] if legal else None} {legal[-1] if legal else None}".encode()
    return line + repr(list(legal)).encode() if len(legal) < 100 else line


def fingerprint(
    players: int, variant: str, bonus_bids: bool, butterfly_may_bid: bool, seed: int
) -> tuple[str, int]:
    """The digest of one random game, and its length (``tests.games.fingerprinting``)."""
    options = fs.Options(variant=variant, bonus_bids=bonus_bids, butterfly_may_bid=butterfly_may_bid)
    return fingerprinting.fingerprint(
        fs, options, players, seed, _probes, malformed=MALFORMED, legal_line=_legal_line
    )


if __name__ == "__main__":
    sys.stdout.write(fingerprinting.record(games_recorded(), fingerprint))
