"""Quatorze's other seven types fit a phone too (issue 36). The shared test plays each game with its
default options: Quatorze's first seven types (Seven7s). The ``quatorze`` preset brings the other seven,
whose powers have the longest forms: Planes of Existence (a top card, then where), Notes (a column, then
its card), Luminaries (a card to pass, and the exchange remembered on every hand), Queens and Sages. The
same table, the same measure, the same budget, one player in Korean."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.test_a_hand_fits_a_phone import (
    KOREAN_PLAYER,
    assert_each_hand_fits_and_shows_each_card_once,
    play_and_record,
)
from tests.support.harness import Harness
from tests.support.locales import KOREAN, speak
from tests.support.screens.plugin import BoundScreens

# Slow: a whole game at a SimCord table, and chromium laying out every distinct hand.
pytestmark = pytest.mark.slow

GAME = "quatorze"
NEW_TYPES = {"types": "quatorze"}  # the lobby's preset of the seven types Seven7s does not have


async def test_a_hand_of_the_other_seven_types_fits_a_phone_screen(
    harness: Harness,
    screens: BoundScreens,
    request: pytest.FixtureRequest,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    speak(monkeypatch, {harness.players[KOREAN_PLAYER].id: KOREAN})
    moments = await play_and_record(harness, screens, GAME, NEW_TYPES)
    label = f"{GAME}-{NEW_TYPES['types']}"
    assert_each_hand_fits_and_shows_each_card_once(moments, GAME, label, request, tmp_path)
