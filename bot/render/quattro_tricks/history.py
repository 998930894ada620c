"""History on demand: the score sheet (per round) and the last completed trick, from the public view
(``bot.render.kit.tricks``).

Only the last completed trick is viewable: older stacks lie face down (rules §8, docs/views-quattro-tricks.md
``last_trick``).
"""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.kit import tricks
from bot.render.quattro_tricks.table import game_name
from bot.render.quattro_tricks.tokens import card
from bot.render.screen import Screen


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    return tricks.score_sheet(ctx, view, game_name(ctx))


def last_trick(ctx: TableContext, view: dict[str, Any]) -> Screen:
    return tricks.last_trick(ctx, view, card)
