"""4 Seasons' refusals in Korean: a refusal reads as one Korean sentence with the game's words in it
(its seasons and colours) in Korean (the shared half is tests/bot/i18n/test_engine_refusals.py)."""

from __future__ import annotations

from bot.i18n import _, language
from bot.i18n.refusals import refusal
from games import IllegalActionError
from games.four_seasons.config import COLOUR_NAMES, SEASON_NAMES
from tests.support.locales import hangul_share

KOREAN = "ko"
MOSTLY_KOREAN = 0.5


def test_a_refusal_reads_as_one_korean_sentence_with_its_game_words_in_korean() -> None:
    error = IllegalActionError(
        "You must follow {season} ({colour}).", season=SEASON_NAMES["B"], colour=COLOUR_NAMES["B"]
    )
    assert str(error) == "You must follow winter (blue)."
    with language("en"):
        assert refusal(error) == str(error)
    with language(KOREAN):
        korean = refusal(error)
        winter, blue = _("winter"), _("blue")
    assert winter in korean and blue in korean and "winter" not in korean and "blue" not in korean
    assert hangul_share(korean) >= MOSTLY_KOREAN
