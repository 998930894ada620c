"""Fingerprints of whole 4 Seasons games: one digest of everything the engine gives along a game.

Why: the card play and the bids are written for speed (bench/README.md) and must give exactly what
main's code gave. A fingerprint hashes, for every action of a random game: whose turn it is, the legal
actions of every seat, the action, the events (``repr``), the new state's ``dump`` bytes, every seat's
view and the public one, and what ``apply`` makes of a few actions that are mostly illegal (the
refusal's sentence, template and params, or the state and events). ``fixtures/main_fingerprints.json``
holds the digests main's code gave; ``test_same_games.py`` checks this code gives the same. To record
them again from a tree::

    cd <tree> && python -m tests.games.four_seasons.fingerprints > main_fingerprints.json  # into fixtures/
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

import games.four_seasons as fs
from games.base import IllegalActionError
from games.four_seasons.cards import DECK

MAX_ACTIONS = 2_000
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


def _tried(state: fs.State, seat: int, action: Any) -> str:
    try:
        after, events = fs.apply(state, seat, action)
    except IllegalActionError as refusal:
        return f"refused {refusal} {refusal.template!r} {sorted(refusal.params.items())!r}"
    except (TypeError, ValueError, KeyError, IndexError) as error:  # a malformed probe: the same crash
        return f"raised {type(error).__name__}"
    return f"applied {events!r} {fs.dump(after)}"


def fingerprint(
    players: int, variant: str, bonus_bids: bool, butterfly_may_bid: bool, seed: int
) -> tuple[str, int]:
    """The digest of one random game (``random.Random(seed)`` picks seats and actions), and its length."""
    digest = hashlib.sha256()
    add = digest.update
    rng = random.Random(seed)
    probe_rng = random.Random(f"{seed}:probes")
    options = fs.Options(variant=variant, bonus_bids=bonus_bids, butterfly_may_bid=butterfly_may_bid)
    state = fs.new_game(players=players, seed=seed, options=options)
    add(fs.dump(state).encode())
    actions = 0
    for _ in range(MAX_ACTIONS):
        seats = fs.to_act(state)
        add(repr(seats).encode())
        if not seats:
            break
        if actions % 3 == 0:  # views are the same code on both sides; a third of the positions suffice
            for viewer in (*range(players), None):
                add(json.dumps(fs.view(state, viewer), sort_keys=True, default=repr).encode())
        for probe_seat, probe in _probes(state, seats[0], probe_rng):
            add(_tried(state, probe_seat, probe).encode())
        for other in range(players):
            legal = fs.legal_actions(state, other)
            add(f"{other} {len(legal)} {legal[0] if legal else None} {legal[-1] if legal else None}".encode())
            if len(legal) < 100:
                add(repr(list(legal)).encode())
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        legal = fs.legal_actions(state, seat)
        action = rng.choice(legal)
        state, events = fs.apply(state, seat, action)
        actions += 1
        add(f"{seat} {action} {events!r}".encode())
        text = fs.dump(state)
        add(text.encode())
        if actions % 7 == 0:  # stored and read back, as the table service does, then played on from there
            loaded = fs.load(text)
            if fs.dump(loaded) != text or loaded != state:
                raise AssertionError(f"seed {seed}: a loaded state dumps differently")
            state = loaded
    add(repr(fs.outcome(state)).encode())
    return digest.hexdigest(), actions


def record() -> str:
    """The fixture's text: one game a line (its settings, digest and number of actions)."""
    lines = []
    for game in games_recorded():
        digest, actions = fingerprint(**game)
        lines.append(json.dumps({**game, "digest": digest, "actions": actions}))
    return '{"games": [\n' + ",\n".join(lines) + "\n]}\n"


if __name__ == "__main__":
    sys.stdout.write(record())
