"""The engine gives exactly what main's code gave, and its fast steps exactly what its plain steps give.

``fixtures/main_fingerprints.json`` holds, for 270 random games (2-4 players, every type set, both
column counts), the digest main's code (41f7cba) gave of every state's dump bytes, events, legal actions,
views, refusals and states read back from their dumps (``fingerprints.py``). bench/README.md: "Issue 18:
Quatorze's step restructured"."""

from __future__ import annotations

import json
from pathlib import Path

from tests.games.quatorze.fingerprints import fingerprint

MAIN = Path(__file__).parent / "fixtures" / "main_fingerprints.json"


def test_every_game_fingerprinted_by_mains_code_gives_the_same_digest() -> None:
    recorded = json.loads(MAIN.read_text())["games"]
    assert len(recorded) == 270
    differing = []
    for game in recorded:
        settings = {key: game[key] for key in ("players", "types", "any_type", "seed")}
        digest, actions = fingerprint(**settings)
        if (digest, actions) != (game["digest"], game["actions"]):
            differing.append(settings)
    assert differing == []
