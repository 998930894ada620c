"""Fingerprints of whole Quattro Trick-Taking games: one digest of everything the engine gives along a game.

Why: the card play is written for speed (bench/README.md, "Issue 18: Quattro Trick-Taking's card play in
one copy") and must give exactly what main's code gave. A fingerprint hashes, for every action of a random
game: whose turn it is, the legal actions of every seat, the action, the events (``repr``), the new
state's ``dump`` bytes, every seat's view and the public one, and what ``apply`` makes of a few actions
that are mostly illegal (the refusal's sentence, template and params, or the state and events).
``fixtures/main_fingerprints.json`` holds the digests main's code gave; ``test_same_games.py`` checks this
code gives the same. To record them again from a tree::

    cd <tree> && python -m tests.games.quattro_tricks.fingerprints > main_fingerprints.json  # into fixtures/
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

import games.quattro_tricks as qt
from games.base import IllegalActionError
from games.quattro_tricks.cards import ALL_CARDS

MAX_ACTIONS = 2_000
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


def _tried(state: qt.State, seat: int, action: Any) -> str:
    try:
        after, events = qt.apply(state, seat, action)
    except IllegalActionError as refusal:
        return f"refused {refusal} {refusal.template!r} {sorted(refusal.params.items())!r}"
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:  # a malformed probe
        return f"raised {type(error).__name__}"
    return f"applied {events!r} {qt.dump(after)}"


def fingerprint(
    players: int, custom_rule: str, strict_unused: bool, a_bonus_without_chip: bool, seed: int
) -> tuple[str, int]:
    """The digest of one random game (``random.Random(seed)`` picks seats and actions), and its length."""
    digest = hashlib.sha256()
    add = digest.update
    rng = random.Random(seed)
    probe_rng = random.Random(f"{seed}:probes")
    options = qt.Options(
        custom_rule=custom_rule, strict_unused=strict_unused, a_bonus_without_chip=a_bonus_without_chip
    )
    state = qt.new_game(players=players, seed=seed, options=options)
    add(qt.dump(state).encode())
    actions = 0
    for _ in range(MAX_ACTIONS):
        seats = qt.to_act(state)
        add(repr(seats).encode())
        if not seats:
            break
        if actions % 3 == 0:  # views are the same code on both sides; a third of the positions suffice
            for viewer in (*range(players), None):
                add(json.dumps(qt.view(state, viewer), sort_keys=True, default=repr).encode())
        for probe_seat, probe in _probes(state, seats[0], probe_rng):
            add(_tried(state, probe_seat, probe).encode())
        for other in range(players):
            add(f"{other} {qt.legal_actions(state, other)!r}".encode())
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        action = rng.choice(qt.legal_actions(state, seat))
        state, events = qt.apply(state, seat, action)
        actions += 1
        add(f"{seat} {action} {events!r}".encode())
        text = qt.dump(state)
        add(text.encode())
        if actions % 7 == 0:  # stored and read back, as the table service does, then played on from there
            loaded = qt.load(text)
            if qt.dump(loaded) != text or loaded != state:
                raise AssertionError(f"seed {seed}: a loaded state dumps differently")
            state = loaded
    add(repr(qt.outcome(state)).encode())
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
