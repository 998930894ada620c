"""Fingerprints of whole Quatorze games: one digest of everything the engine gives along a game.

Why: the engine's hot steps are written for speed (bench/HISTORY.md) and must give exactly what main's
code gave. A fingerprint hashes, for every action of a random game: whose turn it is, the legal actions,
the action, the events (``repr``), the new state's ``dump`` bytes, every seat's view and the public one,
and what ``apply`` makes of a few actions that are mostly illegal (the refusal's sentence, or the state
and events). ``fixtures/main_fingerprints.json`` holds the digests main's code gave for many games;
``test_step_equivalence.py`` checks this code gives the same. To record them again from a tree::

    cd <tree> && python -m tests.games.quatorze.fingerprints > main_fingerprints.json  # then into fixtures/
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

import games.quatorze as qz
from games.base import IllegalActionError

MAX_ACTIONS = 1_000
PROBES = 3  # actions tried on each position besides the one played (mostly illegal: refusals compared)
TYPE_SETS = ("seven7s", "quatorze", "random")
SEEDS = 30  # per player count and type set: 270 games, ~12,000 actions


def games_recorded() -> Iterator[dict[str, Any]]:
    """The games of the fixture: every player count, type set and column-count option, many seeds."""
    for players in (2, 3, 4):
        for types in TYPE_SETS:
            for seed in range(SEEDS):
                yield {"players": players, "types": types, "any_type": seed % 3 == 0, "seed": seed}


def _probes(state: qz.State, seat: int, rng: random.Random) -> list[tuple[int, str]]:
    """Actions to try besides the one played: a card of a hand or of the deck onto a random column (with
    or without ``:nopower``), another seat's action, and a look or a take of something."""
    cards = [card for hand in state.hands for card in hand] + list(state.deck[:5])
    columns = [code for code, _, _ in state.columns] + ["AM", "PE", "CO", "XX"]
    out: list[tuple[int, str]] = []
    for _ in range(PROBES):
        card = rng.choice(cards) if cards else "AM1"
        column = rng.choice(columns)
        form = rng.randrange(6)
        if form == 0:
            action = f"play:{card}:{column}:nopower"
        elif form == 1:
            action = rng.choice(["look:deck", f"look:{rng.randrange(5)}:{rng.randrange(1, 5)}", "skip"])
        elif form == 2:
            action = rng.choice([f"take:{card}", f"target:{rng.randrange(5)}", f"pass:{card}", "play:AM1"])
        else:
            action = f"play:{card}:{column}"
        probe_seat = seat if rng.random() < 0.8 else rng.randrange(state.players)
        out.append((probe_seat, action))
    return out


def _tried(state: qz.State, seat: int, action: str) -> str:
    try:
        after, events = qz.apply(state, seat, action)
    except IllegalActionError as refusal:
        return f"refused {refusal} {refusal.template!r} {sorted(refusal.params)!r}"
    return f"applied {events!r} {qz.dump(after)}"


def fingerprint(players: int, types: str, any_type: bool, seed: int) -> tuple[str, int]:
    """The digest of one random game (``random.Random(seed)`` picks seats and actions), and its length."""
    digest = hashlib.sha256()
    add = digest.update
    rng = random.Random(seed)
    probe_rng = random.Random(f"{seed}:probes")
    options = qz.Options(types=types, count_any_type_in_column=any_type)
    state = qz.new_game(players=players, seed=seed, options=options)
    add(qz.dump(state).encode())
    actions = 0
    for _ in range(MAX_ACTIONS):
        seats = qz.to_act(state)
        add(repr(seats).encode())
        if not seats:
            break
        for viewer in (*range(players), None):
            add(json.dumps(qz.view(state, viewer), sort_keys=True, default=repr).encode())
        for probe_seat, probe in _probes(state, seats[0], probe_rng):
            add(_tried(state, probe_seat, probe).encode())
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        legal = qz.legal_actions(state, seat)
        add(repr(list(legal)).encode())
        action = rng.choice(legal)
        state, events = qz.apply(state, seat, action)
        actions += 1
        add(f"{seat} {action} {events!r}".encode())
        text = qz.dump(state)
        add(text.encode())
        if actions % 7 == 0:  # stored and read back, as the table service does, then played on from there
            loaded = qz.load(text)
            if qz.dump(loaded) != text or loaded != state:
                raise AssertionError(f"seed {seed}: a loaded state dumps differently")
            state = loaded
    add(repr(qz.outcome(state)).encode())
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
