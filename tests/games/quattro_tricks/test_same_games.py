"""The engine gives exactly what main's code gave (bench/HISTORY.md: "Issue 18: Quattro Trick-Taking's card
play in one copy").

``fixtures/main_fingerprints.json`` holds, for 120 random games (3 and 4 players, every custom rule, with
and without ``strict_unused`` and ``a_bonus_without_chip``), the digest main's code (c6a9cec) gave of
every state's dump bytes, events, every seat's legal actions, views, refusals of probed actions and
states read back from their dumps (``fingerprints.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.games.quattro_tricks.fingerprints import fingerprint

# Slow: every fingerprinted game played again (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MAIN = Path(__file__).parent / "fixtures" / "main_fingerprints.json"
KEYS = ("players", "custom_rule", "strict_unused", "a_bonus_without_chip", "seed")


def test_every_game_fingerprinted_by_mains_code_gives_the_same_digest() -> None:
    recorded = json.loads(MAIN.read_text())["games"]
    assert len(recorded) == 120
    differing = []
    for game in recorded:
        settings = {key: game[key] for key in KEYS}
        if fingerprint(**settings) != (game["digest"], game["actions"]):
            differing.append(settings)
    assert differing == []
