"""How a game ends in the channel: the rating line under the final standings, and the line when the bot
ends a game by itself (every player left, or nobody played for long)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import _, number
from bot.render.clock_lines import duration
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.tables.ratings import display, is_provisional, new_skill
from storage.models import RatingChange


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


def rating_changes_line(changes: Sequence[RatingChange]) -> str:
    """The final standings' rating line: "📈 Ratings: alice 1,520 → 1,541 (+21) · bob …"."""
    parts = []
    for change in changes:
        # A first rated game starts from a new player's rating, so it reads like any other change.
        before, after = change.before or new_skill(), change.after
        delta = display(after) - display(before)
        sign = "+" if delta >= 0 else "−"
        values = {
            "name": safe_name(change.name),
            "before": number(display(before)),
            "after": number(display(after)),
            "sign": sign,
            "delta": number(abs(delta)),
        }
        if is_provisional(after):
            parts.append(_("{name} {before} → {after} ({sign}{delta}, provisional)", **values))
        else:
            parts.append(_("{name} {before} → {after} ({sign}{delta})", **values))
    return _("📈 Ratings: {changes}", changes=" · ".join(parts))
