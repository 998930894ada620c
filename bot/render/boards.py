"""Leaderboard and stats texts (Discord-free)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.names import safe_name
from storage.models import LeaderRow, StatRow

MEDALS = ("🥇", "🥈", "🥉")


def leaderboard_text(game_name: str, rows: Sequence[LeaderRow]) -> str:
    if not rows:
        return f"🏆 **{game_name}** — no finished games on this server yet. Start one with /play."
    lines = [f"🏆 **{game_name}** leaderboard"]
    rated = [row for row in rows if row.games]
    for place, row in enumerate(rated, start=1):
        medal = MEDALS[place - 1] if place <= len(MEDALS) else f"{place}."
        lines.append(
            f"{medal} **{safe_name(row.name)}** — {_count(row.games, 'game')} · {_count(row.wins, 'win')} · "
            f"{_count(row.points, 'point')} · "
            f"{row.win_rate:.0%}{_casual_note(row.casual_games)}"
        )
    casual_only = [row for row in rows if not row.games]
    if casual_only:
        listed = ", ".join(
            f"**{safe_name(row.name)}**{_casual_note(row.casual_games)}" for row in casual_only
        )
        lines.append(f"Not rated yet (only games with bots): {listed}")
    lines.append("-# Games with bots at the table are casual: they count in /stats, never in this ranking.")
    return "\n".join(lines)


def _casual_note(casual_games: int) -> str:
    if not casual_games:
        return ""
    return f" (+{_count(casual_games, 'casual game')} with bots)"


def _count(number: int, noun: str) -> str:
    """``1 game``, ``2 games``, ``0 games`` (the message catalogs will take this over)."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def stats_text(name: str, rows: Sequence[StatRow], game_names: dict[str, str]) -> str:
    if not rows:
        return f"📊 {safe_name(name)} hasn't finished a game on this server yet."
    lines = [f"📊 **{safe_name(name)}** on this server"]
    for row in rows:
        game = game_names.get(row.game_id, row.game_id)
        lines.append(
            f"**{game}** — {_count(row.games, 'game')} · {_count(row.wins, 'win')} ({row.win_rate:.0%}) · "
            f"{_count(row.points, 'point')} · best {row.best_score}"
            + (f" · {row.casual_games} of them casual, with bots" if row.casual_games else "")
        )
    return "\n".join(lines)
