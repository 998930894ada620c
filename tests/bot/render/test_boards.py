"""The leaderboard and /stats texts count in words a player reads naturally."""

from __future__ import annotations

from bot.i18n import number
from bot.render.boards import rated_leaderboard_text, stats_text
from bot.tables.boards import LeaderboardPage
from bot.tables.ratings import PROVISIONAL_GAMES, display
from games import registry
from storage.models import RatedRow, Skill, StatRow

REGULAR = Skill(mu=30.0, sigma=2.0, games=2)
SETTLED = Skill(mu=30.0, sigma=2.0, games=PROVISIONAL_GAMES)
GAME = registry.all()[0]  # any game: the boards count the same for all


def page(*rows: RatedRow, min_games: int = 1, **over: object) -> LeaderboardPage:
    """A one-page board of ``rows``, every one ranked unless ``ranked`` says how many are."""
    values: dict[str, object] = {
        "game_id": GAME.id,
        "page": 0,
        "pages": 1,
        "rows": rows,
        "first_place": 1,
        "min_games": min_games,
        "ranked": len(rows),
        "casual": (),
    }
    values.update(over)
    return LeaderboardPage(**values)  # type: ignore[arg-type]


def test_one_game_is_one_game_not_one_games() -> None:
    text = stats_text("alice", [StatRow(GAME.id, 1, 1, 1, 1, 1.0, casual_games=1)], {GAME.id: GAME.name})
    assert "1 game ·" in text and "1 win " in text and "1 point ·" in text
    assert "1 games" not in text and "1 wins" not in text
    carol = RatedRow(user_id=3, name="carol", skill=Skill(25.0, 8.0, 1), wins=1, win_rate=1.0)
    board = rated_leaderboard_text(GAME.name, page(carol, ranked=0))
    assert "A place from 1 rated game;" in board and "1 rated games" not in board


def test_several_games_are_counted_in_the_plural() -> None:
    row = RatedRow(user_id=1, name="bob", skill=REGULAR, wins=0, win_rate=0.0)
    text = rated_leaderboard_text(GAME.name, page(row, min_games=3, ranked=0, casual=(("bob", 1),)))
    assert f"· **bob** {number(display(REGULAR))}? — 2 games · 0 wins · 0%" in text
    assert "Casual games with bots: **bob** 1" in text, "the casual games counted apart, never ranked"
    assert "A place from 3 rated games; newer players follow." in text
    assert f"fewer than {number(PROVISIONAL_GAMES)} rated games" in text


def test_the_first_evening_lists_the_newer_players_by_rating_marked_provisional() -> None:
    """One rated game played: the board lists its players rather than waiting for a place."""
    alice = RatedRow(user_id=1, name="alice", skill=Skill(27.6, 8.1, 1), wins=1, win_rate=1.0)
    bob = RatedRow(user_id=2, name="bob", skill=Skill(22.4, 8.1, 1), wins=0, win_rate=0.0)
    text = rated_leaderboard_text(GAME.name, page(alice, bob, min_games=3, ranked=0))
    lines = text.splitlines()
    assert lines[1] == f"· **alice** {number(display(alice.skill))}? — 1 game · 1 win · 100%"
    assert lines[2] == f"· **bob** {number(display(bob.skill))}? — 1 game · 0 wins · 0%"
    assert "🥇" not in text, "no place before 3 rated games"
    assert lines[-1].startswith("-# **?** provisional: fewer than 5 rated games. A place from 3 rated games")
    assert text.count("?**") == 1, "the mark is explained once, in the footer"


def test_a_ranked_board_marks_only_provisional_ratings_and_places_only_the_ranked() -> None:
    settled = RatedRow(user_id=1, name="ann", skill=SETTLED, wins=4, win_rate=0.8)
    newer = RatedRow(user_id=2, name="cy", skill=Skill(25.0, 8.0, 1), wins=1, win_rate=1.0)
    text = rated_leaderboard_text(GAME.name, page(settled, newer, min_games=3, ranked=1))
    assert f"🥇 **ann** {number(display(SETTLED))} — 5 games" in text
    assert f"· **cy** {number(display(newer.skill))}? — 1 game" in text
    alone = rated_leaderboard_text(GAME.name, page(settled, min_games=3))
    assert "provisional" not in alone and "A place from" not in alone, "nothing to explain"


def test_stats_show_the_share_of_games_played_to_the_end() -> None:
    rows = [StatRow(GAME.id, 20, 5, 100, 20, 0.25, left=1), StatRow(registry.all()[1].id, 5, 1, 9, 4, 0.2)]
    names = {r.id: r.name for r in registry.all()}
    assert "🏁 Played to the end: 24 of 25 games (96%)" in stats_text("alice", rows, names)
    one = stats_text("bob", [StatRow(GAME.id, 1, 0, 1, 1, 0.0)], names)
    assert "🏁 Played to the end: 1 of 1 game (100%)" in one
