"""The channel's line when the bot ends a game by itself: every player left, or nobody played for long."""

from __future__ import annotations

from bot.tables.clock import clock_label


def ended_line(game_name: str, reason: str, inactive_seconds: float) -> str:
    """``reason`` is ``DueResult.ended``: "abandoned" or "inactive"."""
    if reason == "inactive":
        return (
            f"⏹️ The {game_name} game was closed: nobody played for {clock_label(int(inactive_seconds))}. "
            "Nothing is scored; open a new table with /play."
        )
    return (
        f"⏹️ The {game_name} game was ended: every player has left, and bots don't play on by themselves. "
        "Nothing is scored; open a new table with /play."
    )
