"""Fingerprints of whole games: one digest of everything an engine gives along a random game.

Why: an engine step rewritten for speed must give exactly what main's code gave. A fingerprint hashes, for
every action of a random game: whose turn it is, the legal actions of every seat, the action, the events
(``repr``), the new state's ``dump`` bytes, every seat's view and the public one (every third position),
and what ``apply`` makes of a few probed actions, mostly illegal (the refusal's sentence, template and
params, the kind of crash for a malformed one, or the state and events). States are read back from their
dumps every 7th action and played on. A game's own ``fingerprints.py`` supplies its options, its probes
and how its legal lists are hashed; its ``test_same_games.py`` compares with the digests main gave.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from games.base import IllegalActionError

MAX_ACTIONS = 2_000
VIEWS_EVERY = 3  # views are the same code on both sides; a third of the positions suffice
RELOAD_EVERY = 7  # stored and read back, as the table service does, then played on from there

Probes = Callable[[Any, int, random.Random], list[tuple[Any, Any]]]


def tried(rules: Any, state: Any, seat: Any, action: Any, malformed: tuple[type[Exception], ...]) -> str:
    """What ``apply`` makes of one probed action, as text."""
    try:
        after, events = rules.apply(state, seat, action)
    except IllegalActionError as refusal:
        return f"refused {refusal} {refusal.template!r} {sorted(refusal.params.items())!r}"
    except malformed as error:  # a malformed probe: the same crash
        return f"raised {type(error).__name__}"
    return f"applied {events!r} {rules.dump(after)}"


def full_legal_list(seat: int, legal: list[str]) -> bytes:
    return f"{seat} {legal!r}".encode()


def fingerprint(
    rules: Any,
    options: Any,
    players: int,
    seed: int,
    probes: Probes,
    *,
    malformed: tuple[type[Exception], ...],
    legal_line: Callable[[int, list[str]], bytes] = full_legal_list,
) -> tuple[str, int]:
    """The digest of one random game (``random.Random(seed)`` picks seats and actions), and its length."""
    digest = hashlib.sha256()
    add = digest.update
    rng = random.Random(seed)
    probe_rng = random.Random(f"{seed}:probes")
    state = rules.new_game(players=players, seed=seed, options=options)
    add(rules.dump(state).encode())
    actions = 0
    for _ in range(MAX_ACTIONS):
        seats = rules.to_act(state)
        add(repr(seats).encode())
        if not seats:
            break
        if actions % VIEWS_EVERY == 0:
            for viewer in (*range(players), None):
                add(json.dumps(rules.view(state, viewer), sort_keys=True, default=repr).encode())
        for probe_seat, probe in probes(state, seats[0], probe_rng):
            add(tried(rules, state, probe_seat, probe, malformed).encode())
        for other in range(players):
            add(legal_line(other, rules.legal_actions(state, other)))
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        action = rng.choice(rules.legal_actions(state, seat))
        state, events = rules.apply(state, seat, action)
        actions += 1
        add(f"{seat} {action} {events!r}".encode())
        text = rules.dump(state)
        add(text.encode())
        if actions % RELOAD_EVERY == 0:
            loaded = rules.load(text)
            if rules.dump(loaded) != text or loaded != state:
                raise AssertionError(f"seed {seed}: a loaded state dumps differently")
            state = loaded
    add(repr(rules.outcome(state)).encode())
    return digest.hexdigest(), actions


def record(games: Iterable[dict[str, Any]], fingerprint_of: Callable[..., tuple[str, int]]) -> str:
    """A fixture's text: one game a line (its settings, digest and number of actions)."""
    lines = []
    for game in games:
        digest, actions = fingerprint_of(**game)
        lines.append(json.dumps({**game, "digest": digest, "actions": actions}))
    return '{"games": [\n' + ",\n".join(lines) + "\n]}\n"
