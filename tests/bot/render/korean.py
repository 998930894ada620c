"""What a Korean player notices first: the words are Korean. For renderer tests under ``language("ko")``."""

from __future__ import annotations

import re

# What stays as it is in every language: mentions, Discord timestamps, channel links, slash commands.
_NEUTRAL = re.compile(r"<[@#t][^>]*>|/[a-z]+(?: [a-z]+)?|#[a-z]+")


def hangul_share(text: str, *names: str) -> float:
    """The share of Hangul among the letters of ``text``, once ``names`` (player and game names, card
    tokens) and what no language translates are taken out."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = _NEUTRAL.sub(" ", text)
    hangul = sum(1 for ch in text if "\uac00" <= ch <= "\ud7a3")
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    return hangul / (hangul + latin) if hangul + latin else 0.0


def assert_korean(text: str, *names: str, share: float = 0.5) -> None:
    measured = hangul_share(text, *names)
    assert measured >= share, f"{measured:.2f} Hangul among the letters of: {text!r}"
