"""How a game ends in the channel: the line under the final standings that says how the game counted (the
ratings it moved, or why it was casual), and the line when the bot ends a game by itself (every player
left, or nobody played for long)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import _, number
from bot.render.clock_lines import duration
from bot.render.game_names import game_title
from bot.render.hints import hints_line
from bot.render.names import safe_name
from bot.tables.models import TableInfo
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


def standings_line(table: TableInfo, changes: Sequence[RatingChange]) -> str | None:
    """The final standings' last line, which says what kind of game it was: rated (people only), rated
    among the people (bots' seats left out), or casual (bots against one person, or against people who
    all played on one side: nobody to compare them with). None outside a server, where nothing is rated."""
    if table.hints_taken:  # never rated (issue 39)
        return _("{hints} · A game with hints is not rated.", hints=hints_line(table.hints_taken))
    if changes:
        return rating_changes_line(changes, among_people=table.has_bots)
    if table.guild_id is None or not table.has_bots:
        return None
    if sum(1 for player in table.players if not player.is_bot) == 1:
        return _("🎲 Casual: one person against bots, not rated.")
    return _("🎲 Casual: the people played as partners against bots, not rated.")


def rating_changes_line(changes: Sequence[RatingChange], *, among_people: bool = False) -> str:
    """The final standings' rating line: "📈 Ratings: alice 1,520 → 1,541 (+21) · bob …"; with bots at the
    table, "📈 Rated among the people: …"."""
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
    if among_people:
        return _("📈 Rated among the people: {changes}", changes=" · ".join(parts))
    return _("📈 Ratings: {changes}", changes=" · ".join(parts))
