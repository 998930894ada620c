"""The leaderboard and /stats texts count in words a player reads naturally."""

from __future__ import annotations

from bot.render.boards import leaderboard_text, stats_text
from storage.models import LeaderRow, StatRow


def test_one_game_is_one_game_not_one_games() -> None:
    text = stats_text(
        "alice", [StatRow("quatorze", 1, 1, 1, 1, 1.0, casual_games=1)], {"quatorze": "Quatorze"}
    )
    assert "1 game ·" in text and "1 win " in text and "1 point ·" in text
    assert "1 games" not in text and "1 wins" not in text


def test_several_games_are_counted_in_the_plural() -> None:
    row = LeaderRow(user_id=1, name="bob", games=2, wins=0, points=14, win_rate=0.0, casual_games=1)
    text = leaderboard_text("Quatorze", [row])
    assert "2 games · 0 wins · 14 points" in text and "+1 casual game with bots" in text
