"""A player's display name made safe to draw: a nickname is text chosen by anyone, drawn for everyone.

A picture starts from what the text shows of a name (``bot.render.names.visible_name``: the names' one
rule, docs/security.md#names): no character that draws nothing or reorders the text, no blank-looking
letter, no zalgo stack. A picture reads no markdown and pings nobody,
so the name is drawn as typed (``**bold**`` stays asterisks). What a picture must take out besides:
every combining mark (after NFC composition an accented letter is one character, and Pillow's basic
layout would draw a leftover mark beside its letter, not on it); characters the font has no glyph for,
which would draw as empty boxes (emoji, scripts beyond Latin, Greek, Cyrillic, Hangul, kana and common
CJK); and a name wider than its slot. What is left is cut to a width in pixels, measured with the
picture's own font; a name with nothing drawable left is its seat's "Seat N", as in text
(``bot.render.names.seat_fallback``), in the language in force (``bot.i18n.language``).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.pictures import paint
from bot.render.names import ELLIPSIS, seat_fallback, visible_name

NAME_SIZE = 12  # the font size seat labels are drawn at
# A name's widest at NAME_SIZE: a trick's label slot under a card (compose.TRICK_LABEL_W) less a margin.
NAME_WIDTH = 96
RAW_LIMIT = 512  # code points looked at: a name longer than this is cut long before it is drawn
PROBE_SIZE = 24  # glyphs are compared at this size (whether a glyph exists does not depend on size)
NOTDEF_PROBE = "\U0010fffd"  # a code point no font maps: it draws the font's .notdef glyph (the box)
# Cyrillic letters the font lacks (Ukrainian, Belarusian, Serbian, Macedonian) drawn as the Latin letters
# they look exactly like.
LOOKALIKE = {"І": "I", "і": "i", "Ї": "Ï", "ї": "ï", "Ј": "J", "ј": "j", "Ѕ": "S", "ѕ": "s"}


def fallback(seat: int) -> str:
    """The label of seat index ``seat`` (0-based, as in views) without a usable name, in the current
    language: the text's own (``seat_fallback``)."""
    return seat_fallback(seat)


def _ink(text: str) -> bytes:
    """``text`` drawn alone at ``PROBE_SIZE``: the pixels, to compare glyphs by."""
    tile = Image.new("L", (3 * PROBE_SIZE, 2 * PROBE_SIZE), 0)
    ImageDraw.Draw(tile).text((PROBE_SIZE, PROBE_SIZE // 2), text, font=paint.font(PROBE_SIZE), fill=255)
    return tile.tobytes()


@lru_cache(maxsize=1)
def _notdef() -> bytes:
    return _ink(NOTDEF_PROBE)


@lru_cache(maxsize=4096)
def drawable(ch: str) -> bool:
    """The font has a glyph for ``ch`` that puts ink on the picture (not the .notdef box, not blank)."""
    ink = _ink(ch)
    return ink != _notdef() and any(ink)


@lru_cache(maxsize=4096)
def _letter(ch: str) -> str:
    """``ch`` as the font can draw it: itself; else its look-alike (``LOOKALIKE``); else the letter it is
    built on (č as c by its decomposition, ł as l by its Unicode name "… WITH STROKE"); else nothing.
    The font has Latin-1, Hangul and most Greek and Cyrillic whole, but not all of Latin Extended-A: a
    plain letter reads better than a gap."""
    if drawable(ch):
        return ch
    if ch in LOOKALIKE:
        return LOOKALIKE[ch]
    base = unicodedata.normalize("NFD", ch)[0]
    if base == ch and " WITH " in unicodedata.name(ch, ""):
        try:
            base = unicodedata.lookup(unicodedata.name(ch).split(" WITH ")[0])
        except KeyError:
            return ""
    return base if base != ch and drawable(base) else ""


def _clean(raw: str) -> str:
    """What of ``raw`` draws: what the text shows of it (``visible_name``), less every combining mark and
    the glyphs the font lacks (or approximated: ``_letter``)."""
    kept: list[str] = []
    for ch in visible_name(raw[:RAW_LIMIT], RAW_LIMIT):  # cut to a width in pixels, not to MAX_NAME
        if ch == " ":
            kept.append(" ")
        elif not unicodedata.category(ch).startswith("M"):
            kept.append(_letter(ch))
    return " ".join("".join(kept).split())


def _cut(text: str, width: int, size: int) -> str:
    """``text`` if it fits ``width`` pixels, else its longest start that fits with an ellipsis."""
    face = paint.font(size)
    if face.getlength(text) <= width:
        return text
    lo, hi = 0, len(text) - 1  # binary search on the length of the start kept
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if face.getlength(text[:mid].rstrip() + ELLIPSIS) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS if lo else ""


def picture_name(name: str | None, seat: int, width: int = NAME_WIDTH, size: int = NAME_SIZE) -> str:
    """``name`` as seat index ``seat``'s label (0-based): only what draws, at most ``width`` pixels wide
    at font size ``size`` (cut with an ellipsis), else "Seat N" (in the current language: not cached).
    Drawing the result again gives itself, so a name made safe earlier may be passed again."""
    return _fitted(name or "", width, size) or fallback(seat)


@lru_cache(maxsize=1024)
def _fitted(name: str, width: int, size: int) -> str:
    """What of ``name`` draws, cut to ``width``; "" when nothing does."""
    text = _cut(_clean(name), width, size)
    return text if text != ELLIPSIS else ""
