"""The channel's line when the bot ends a game by itself: every player left, or nobody played for long."""

from __future__ import annotations

from bot.i18n import _
from bot.render.clock_lines import duration
from bot.render.game_names import game_title


def ended_line(game_name: str, reason: str, inactive_seconds: float) -> str:
    """``reason`` is ``DueResult.ended``: "abandoned" or "inactive"."""
    if reason == "inactive":
        return _(
            "⏹️ The {game} game was closed: nobody played for {time}. "
            "Nothing is scored; open a new table with /play.",
            game=game_title(game_name),
            time=duration(int(inactive_seconds)),
        )
    return _(
        "⏹️ The {game} game was ended: every player has left, and bots don't play on by themselves. "
        "Nothing is scored; open a new table with /play.",
        game=game_title(game_name),
    )
