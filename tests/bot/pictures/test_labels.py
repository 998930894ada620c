"""A player's name in a picture: Hangul draws as Hangul (not as boxes), a hostile name draws as what is
readable in it and never wider than its slot, and a name with nothing drawable is its seat's "Seat N"."""

from __future__ import annotations

import unicodedata

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.pictures import labels, paint
from bot.pictures.labels import NAME_SIZE, NAME_WIDTH, picture_name
from bot.render.names import ELLIPSIS, INVISIBLE

HANGUL_NAME = "김민준"
HOSTILE = (
    "W" * 200,  # the widest Latin letter, far past any slot
    "가" * 60,  # Hangul, as long
    "Z\u0334\u0321\u031b\u0353\u0349a\u0338\u0322\u031bl\u0335g\u0336o\u0337" * 8,  # zalgo
    "\u202eevil.exe\u202c and \u200bhidden\u2060",  # a right-to-left override, zero-width characters
    "🎲🃏 Ann 🎲🃏" * 10,  # emoji the font has no glyph for
    "line\none\r\n\ttwo\u2028three\u00a0four",  # newlines, tabs, a line separator, a no-break space
    "**bold** __under__ [nitro](https://x.y) <@123> @everyone # heading",  # markdown means nothing here
    "\u3164" * 3 + "Bo",  # Hangul fillers, drawn blank
    "x" + "\u0301" * 500,  # a mark flood on one letter
)


def _ink(font: ImageFont.FreeTypeFont, text: str) -> bytes:
    tile = Image.new("L", (40 * len(text) + 20, 40), 0)
    ImageDraw.Draw(tile).text((10, 5), text, font=font, fill=255)
    return tile.tobytes()


@pytest.mark.parametrize("syllable", HANGUL_NAME)
def test_a_hangul_syllable_draws_ink_that_is_not_the_missing_glyph_box(syllable: str) -> None:
    font = paint.font(NAME_SIZE * 2)
    drawn, box = _ink(font, syllable), _ink(font, labels.NOTDEF_PROBE)
    assert any(drawn) and drawn != box
    # Pillow's own embedded font, which the pictures used before, draws the syllable as its box
    old = ImageFont.load_default(NAME_SIZE * 2)
    assert _ink(old, syllable) == _ink(old, labels.NOTDEF_PROBE)


def test_a_hangul_name_is_drawn_as_given() -> None:
    assert picture_name(HANGUL_NAME, 0) == HANGUL_NAME
    # typed as separate jamo (NFD), it is composed into the syllables the font has
    assert picture_name(unicodedata.normalize("NFD", HANGUL_NAME), 0) == HANGUL_NAME


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_name_draws_only_visible_glyphs_within_the_name_width(name: str) -> None:
    shown = picture_name(name, 0)
    assert shown and shown != labels.fallback(0)
    assert paint.font(NAME_SIZE).getlength(shown) <= NAME_WIDTH
    for ch in shown:
        category = unicodedata.category(ch)
        assert category not in INVISIBLE and not category.startswith("M"), repr(ch)
        assert ch == " " or labels.drawable(ch), repr(ch)
    assert "  " not in shown and shown == shown.strip()
    assert picture_name(shown, 0) == shown  # a name made safe once may be passed again


@pytest.mark.parametrize("width", (40, 60, 150))
def test_a_long_name_is_cut_with_an_ellipsis_to_the_width_asked_for(width: int) -> None:
    shown = picture_name("Bartholomew Fitzgerald-Oyelaran", 1, width)
    assert shown.endswith(ELLIPSIS)
    assert "Bartholomew Fitzgerald-Oyelaran".startswith(shown[:-1])
    assert paint.font(NAME_SIZE).getlength(shown) <= width


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("  Ann \n\t Lee  ", "Ann Lee"),
        ("\u202eevil\u200b", "evil"),
        ("Ann 🎲", "Ann"),
        ("Z\u0334\u0321a\u0338l\u0335g\u0336o\u0337", "Zalgo"),
        ("**bold** @here", "**bold** @here"),
        ("Zoë Дмитрий", "Zoë Дмитрий"),
        ("Łukasz Čapek", "Lukasz Capek"),  # letters the font lacks drawn as their plain letter
        ("Ελένη", "Ελενη"),
        ("Олексій", "Олексiй"),  # the Ukrainian і as the Latin i it looks like
    ],
)
def test_a_name_keeps_what_a_player_can_read_in_it(name: str, shown: str) -> None:
    assert picture_name(name, 0) == shown


@pytest.mark.parametrize(
    "name", ["", None, "   \n\t", "🎲🃏👍🏽", "\u200b\u202e\u2066", "\u3164\u115f", "\u0301\u0334"]
)
def test_a_name_with_nothing_drawable_falls_back_to_its_seat(name: str | None) -> None:
    assert picture_name(name, 2) == "Seat 3"
    assert picture_name(name, 0) == "Seat 1"
