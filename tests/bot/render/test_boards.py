"""The leaderboard and /stats texts count in words a player reads naturally."""

from __future__ import annotations

from bot.i18n import number
from bot.render.boards import rated_leaderboard_text, stats_text
from bot.tables.boards import LeaderboardPage
from bot.tables.ratings import display
from games import registry
from storage.models import RatedRow, Skill, StatRow

REGULAR = Skill(mu=30.0, sigma=2.0, games=2)
GAME = registry.all()[0]  # any game: the boards count the same for all


def page(*rows: RatedRow, min_games: int = 1, **over: object) -> LeaderboardPage:
    values: dict[str, object] = {
        "game_id": GAME.id,
        "page": 0,
        "pages": 1,
        "rows": rows,
        "first_place": 1,
        "min_games": min_games,
        "unlisted": 0,
        "newcomers": (),
        "casual": (),
    }
    values.update(over)
    return LeaderboardPage(**values)  # type: ignore[arg-type]


def test_one_game_is_one_game_not_one_games() -> None:
    text = stats_text("alice", [StatRow(GAME.id, 1, 1, 1, 1, 1.0, casual_games=1)], {GAME.id: GAME.name})
    assert "1 game ·" in text and "1 win " in text and "1 point ·" in text
    assert "1 games" not in text and "1 wins" not in text
    board = rated_leaderboard_text(GAME.name, page(unlisted=1, newcomers=("carol",)))
    assert "Listed after 1 rated game: **carol**" in board and "1 rated games" not in board


def test_several_games_are_counted_in_the_plural() -> None:
    row = RatedRow(user_id=1, name="bob", skill=REGULAR, wins=0, win_rate=0.0)
    text = rated_leaderboard_text(GAME.name, page(row, min_games=3, unlisted=1, casual=(("bob", 1),)))
    assert f"🥇 **bob** {number(display(REGULAR))} (provisional) — 2 games · 0 wins · 0%" in text
    assert "Casual games with bots: **bob** 1" in text, "the casual games counted apart, never ranked"
    assert "Listed after 3 rated games" in text
