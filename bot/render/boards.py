"""Leaderboard and stats texts (Discord-free)."""

from __future__ import annotations

from collections.abc import Sequence

from storage.models import LeaderRow, StatRow

MEDALS = ("🥇", "🥈", "🥉")


def leaderboard_text(game_name: str, rows: Sequence[LeaderRow]) -> str:
    if not rows:
        return f"🏆 **{game_name}** — no finished games on this server yet. Start one with /play."
    lines = [f"🏆 **{game_name}** leaderboard"]
    for place, row in enumerate(rows, start=1):
        medal = MEDALS[place - 1] if place <= len(MEDALS) else f"{place}."
        lines.append(
            f"{medal} **{row.name}** — {row.games} games · {row.wins} wins · {row.points} points · "
            f"{row.win_rate:.0%}"
        )
    return "\n".join(lines)


def stats_text(name: str, rows: Sequence[StatRow], game_names: dict[str, str]) -> str:
    if not rows:
        return f"📊 {name} hasn't finished a game on this server yet."
    lines = [f"📊 **{name}** on this server"]
    for row in rows:
        game = game_names.get(row.game_id, row.game_id)
        lines.append(
            f"**{game}** — {row.games} games · {row.wins} wins ({row.win_rate:.0%}) · "
            f"{row.points} points · best {row.best_score}"
        )
    return "\n".join(lines)
