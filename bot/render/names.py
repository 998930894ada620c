"""Display names made safe to print: a nickname is text chosen by anyone, shown to everyone.

Every name a renderer prints goes through ``safe_name`` (message text, where Discord reads markdown and
mentions) or ``label_name`` (button and select labels, which Discord shows as plain text). A name must
never ping (``<@id>``, ``@everyone``), never become markup (a masked link ``[nitro](https://…)``, bold, a
heading, a spoiler), never reorder or hide the text around it (right-to-left overrides, zero-width
characters), and never crowd a line.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from bot.i18n import N_, _

# Discord's own limit for a nickname; a longer stored name (an old row, a forged payload) is cut.
MAX_NAME = 32
ELLIPSIS = "…"
UNNAMED = N_("player")  # the name of someone whose name has no visible character

# Unicode categories that carry no visible glyph: controls (Cc), format characters such as the
# right-to-left override U+202E and zero-width spaces (Cf), line/paragraph separators (Zl, Zp),
# unassigned and private-use code points (Cn, Co), lone surrogates (Cs).
INVISIBLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Cn", "Co", "Cs"})
# What Discord markdown reads as syntax anywhere in a line, including a masked link's brackets and
# parentheses and a mention's angle brackets; and what it reads as syntax at the start of a line.
_MARKDOWN = re.compile(r"([\\*_~`|\[\]()<>])")
_LINE_START = ("#", "-", ">")
# A word joiner: invisible, and enough to keep '@everyone' and 'https://' from being read as such.
_JOINER = "\u2060"


def mention(user_id: int) -> str:
    """A user mention (``<@id>``): it pings only where the message allows it, and shows the name."""
    return f"<@{user_id}>"


def label_name(raw: str | None) -> str:
    """``raw`` without invisible characters, on one line, at most ``MAX_NAME`` characters long."""
    return _visible(raw or "") or _(UNNAMED)


def safe_name(raw: str | None) -> str:
    """``raw`` as inert message text: ``label_name`` with markdown escaped and mentions and links broken."""
    return _inert(label_name(raw))


# A table's few names are printed ~20 times per action (every screen, every line naming a seat): each
# distinct name is cleaned once. Bounded, since anyone may choose any name.
NAMES_REMEMBERED = 4096


@functools.lru_cache(maxsize=NAMES_REMEMBERED)
def _visible(raw: str) -> str:
    text = unicodedata.normalize("NFC", raw)
    # Tabs, newlines and odd spaces become one plain space first; then what is invisible goes.
    text = " ".join(
        "".join(ch for ch in word if unicodedata.category(ch) not in INVISIBLE) for word in text.split()
    )
    text = " ".join(text.split())
    if len(text) > MAX_NAME:
        text = text[: MAX_NAME - 1].rstrip() + ELLIPSIS
    return text  # empty: no visible character (label_name names it, in the reader's language)


@functools.lru_cache(maxsize=NAMES_REMEMBERED)
def _inert(label: str) -> str:
    text = _MARKDOWN.sub(r"\\\1", label)
    if text.startswith(_LINE_START):
        text = "\\" + text
    return text.replace("@", "@" + _JOINER).replace("://", ":/" + _JOINER + "/")
