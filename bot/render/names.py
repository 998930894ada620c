"""Display names made safe to print: a nickname is text chosen by anyone, shown to everyone.

ONE rule for a name, wherever it shows (docs/security.md#names): ``visible_name`` says what of a name is
seen at all, and everything else starts from it. Every name a renderer prints goes through ``safe_name``
(message text, where Discord reads markdown, mentions and links) or ``label_name`` (button and select
labels, which Discord shows as plain text); a picture draws ``visible_name`` too, less what its font
cannot draw (``bot.pictures.labels``). A name that looks blank reads "Seat N" (``seat_fallback``) in
text as in pictures, when its seat is known.

What ``visible_name`` takes out: what draws nothing or reorders the text around it (right-to-left
overrides, zero-width characters), letters that draw as blank space (the Hangul fillers, the braille
blank: a name of those would look empty), combining marks past ``MAX_MARKS`` on one letter (zalgo
stacks them by the dozen into the lines above and below), and any length past ``MAX_NAME``. In message
text ``safe_name`` then makes the name inert: it must never ping (``<@id>``, ``@everyone``), never become
markup (a masked link ``[nitro](https://…)``, bold, a heading, a spoiler) or a link (an invite written
``discord.gg/…`` without its scheme), and a right-to-left name is isolated (FSI … PDI) so that it does
not reorder the numbers and words printed after it.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from bot.i18n import N_, _

# Discord's own limit for a nickname; a longer stored name (an old row, a forged payload) is cut.
MAX_NAME = 32
# Discord's limit for a channel's or thread's name (a thread of its own is named after its players).
MAX_CHANNEL_NAME = 100
ELLIPSIS = "…"
UNNAMED = N_("player")  # the name of someone whose name has no visible character and no seat yet
# i18n: a seat's name, in text and on a table picture, when its player's name shows nothing.
SEAT_N = N_("Seat {n}")

# Unicode categories that carry no visible glyph: controls (Cc), format characters such as the
# right-to-left override U+202E and zero-width spaces (Cf), line/paragraph separators (Zl, Zp),
# unassigned and private-use code points (Cn, Co), lone surrogates (Cs).
INVISIBLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Cn", "Co", "Cs"})
# Letters and marks that are assigned and not "format" characters, yet draw as nothing at all, so a name
# of them looks blank: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the braille blank (U+2800),
# the combining grapheme joiner (U+034F), the Khmer inherent vowels (U+17B4, U+17B5) and the musical
# null notehead (U+1D159).
BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\U0001d159")
# Combining marks kept on one letter: enough for every script's real stacking (a Thai vowel and tone
# mark, Hebrew points, a Vietnamese letter that NFC could not compose), far below zalgo's dozens.
MAX_MARKS = 3
# What Discord markdown reads as syntax anywhere in a line, including a masked link's brackets and
# parentheses and a mention's angle brackets; and what it reads as syntax at the start of a line.
_MARKDOWN = re.compile(r"([\\*_~`|\[\]()<>])")
_LINE_START = ("#", "-", ">")
# A word joiner: invisible, and enough to keep '@everyone' and 'https://' from being read as such.
_JOINER = "\u2060"
# Discord links an invite written without its scheme (``discord.gg/x``, ``discord.com/invite/x``): a
# joiner before the dot keeps it text.
_INVITE = re.compile(r"(discord(?:app)?)\s*(\.)\s*(gg|com|me|io|li|new)\b", re.IGNORECASE)
# Bidirectional classes that reorder what follows them in a left-to-right line: Hebrew (R), Arabic
# (AL) and Arabic-Indic digits (AN). A name with one is isolated: U+2068 FIRST STRONG ISOLATE … U+2069
# POP DIRECTIONAL ISOLATE, so it reads in its own direction and the line around it in its own.
_RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})
_ISOLATE, _POP_ISOLATE = "\u2068", "\u2069"


def mention(user_id: int) -> str:
    """A user mention (``<@id>``): it pings only where the message allows it, and shows the name."""
    return f"<@{user_id}>"


def seat_fallback(seat: int) -> str:
    """The name of seat index ``seat`` (0-based, as in views) whose player's name shows nothing, in the
    current language."""
    return _(SEAT_N, n=seat + 1)


def _blank(seat: int | None) -> str:
    return seat_fallback(seat) if seat is not None else _(UNNAMED)


def visible_name(raw: str | None, limit: int = MAX_NAME) -> str:
    """What of ``raw`` is seen (the module's rule), on one line, at most ``limit`` characters long (a
    picture cuts it to its own width in pixels instead); "" when nothing is."""
    return _visible(raw or "", limit)


def label_name(raw: str | None, seat: int | None = None) -> str:
    """``visible_name``, or the seat's "Seat N" (without a seat: "player") when it shows nothing."""
    return visible_name(raw) or _blank(seat)


def safe_name(raw: str | None, seat: int | None = None) -> str:
    """``raw`` as inert message text: ``label_name`` with markdown escaped, mentions and links broken,
    and a right-to-left name isolated."""
    return _inert(label_name(raw, seat))


def safe_channel_name(raw: str | None) -> str:
    """A channel's or thread's name as inert message text, by the names' rule (a thread of its own is
    named after its players, and anyone with Manage Threads may rename one)."""
    return _inert(_visible(raw or "", MAX_CHANNEL_NAME)) or _(UNNAMED)


# A table's few names are printed ~20 times per action (every screen, every line naming a seat): each
# distinct name is cleaned once. Bounded, since anyone may choose any name.
NAMES_REMEMBERED = 4096


@functools.lru_cache(maxsize=NAMES_REMEMBERED)
def _visible(raw: str, limit: int) -> str:
    text = unicodedata.normalize("NFC", raw)
    # Tabs, newlines and odd spaces become one plain space first; then what is invisible goes.
    text = " ".join(_seen(word) for word in text.split())
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + ELLIPSIS
    return text  # empty: no visible character (the caller names it, in the reader's language)


def _seen(word: str) -> str:
    """``word`` without invisible or blank-looking characters, and at most ``MAX_MARKS`` combining marks
    on each letter."""
    kept: list[str] = []
    marks = 0
    for ch in word:
        category = unicodedata.category(ch)
        if category in INVISIBLE or ch in BLANK_LOOKING:
            continue
        if category.startswith("M"):
            marks += 1
            if marks > MAX_MARKS or not kept:  # a mark on nothing stacks on whatever comes before
                continue
        else:
            marks = 0
        kept.append(ch)
    return "".join(kept)


@functools.lru_cache(maxsize=NAMES_REMEMBERED)
def _inert(label: str) -> str:
    text = _MARKDOWN.sub(r"\\\1", label)
    if text.startswith(_LINE_START):
        text = "\\" + text
    text = text.replace("@", "@" + _JOINER).replace("://", ":/" + _JOINER + "/")
    text = _INVITE.sub(lambda m: m.group(1) + _JOINER + "." + m.group(3), text)
    if any(unicodedata.bidirectional(ch) in _RIGHT_TO_LEFT for ch in text):
        text = _ISOLATE + text + _POP_ISOLATE
    return text
