"""Tricks as text: who played what, and what a butterfly counted as (🦋 = 🌱0 when led naming spring,
🦋 = 🌱10 when played to a spring lead)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.four_seasons.tokens import BUTTERFLY, as_season, card, split
from bot.render.people import name

LED_WORTH = 0
FOLLOWING_WORTH = 10


def led_season(plays: Sequence[Sequence[Any]], named: str | None) -> str | None:
    if not plays:
        return None
    first = plays[0][1]
    if first == BUTTERFLY:
        return named
    parts = split(first)
    return parts[0] if parts else None


def played_card(code: str, position: int, led: str | None) -> str:
    """A card in a trick; a butterfly shows what it counts as."""
    if code != BUTTERFLY:
        return card(code)
    worth = LED_WORTH if position == 0 else FOLLOWING_WORTH
    return f"{card(code)}={as_season(led, worth)}" if led else card(code)


def plays_text(ctx: TableContext, plays: Sequence[Sequence[Any]], named: str | None) -> str:
    """``bob ☀️3 · carol 🦋=☀️10 · dave ❄️2``."""
    led = led_season(plays, named)
    return " · ".join(f"{name(ctx, s)} {played_card(c, i, led)}" for i, (s, c) in enumerate(plays))


def winning_card(code: str, plays: Sequence[Sequence[Any]], named: str | None) -> str:
    led = led_season(plays, named)
    position = next((i for i, (_, c) in enumerate(plays) if c == code), 1)
    return played_card(code, position, led)
