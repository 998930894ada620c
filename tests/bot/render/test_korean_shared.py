"""The shared screens a Korean table reads: the lobby, the host's panel, the clock's and the vote's lines,
the boards and /privacy — Korean words, within Discord's limits, the glossary's terms, one language."""

from __future__ import annotations

import pytest

from bot.i18n import language
from bot.render.abort_vote import vote_passed_screen, vote_screen
from bot.render.autoplay_lines import autoplay_setting_line, forced_lines
from bot.render.base import TableContext
from bot.render.boards import rated_leaderboard_text, stats_text
from bot.render.clock_lines import autopilot_lines, clock_status_line, duration, reminder_line
from bot.render.endings import ended_line, standings_line
from bot.render.game_names import game_title
from bot.render.lobby import closed_screen, lobby_screen, option_selects
from bot.render.lobby_setup import setup_screen
from bot.render.people import join, ordinal, victory_line
from bot.render.privacy import forgotten_text
from bot.render.screen import Screen, Select
from bot.render.threads import moved_line
from bot.tables.boards import LeaderboardPage
from bot.tables.models import Player, TableInfo
from bot.tables.votes import AbortVote
from games import registry
from storage.models import QuitRecord, RatedRow, Skill, StatRow
from storage.privacy import Forgotten
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.korean import assert_korean
from tests.support.games import game_for

GAME = game_for(3)
ALICE = Player(10, "alice", None)
BOB = Player(11, "bob", None)
ADA = Player(-1, "🤖 Ada", None, bot_level="strong")
NAMES = ("alice", "bob", "🤖 Ada", GAME.name)
CTX = TableContext(1, GAME.name, "cards", ("alice", "bob", "carol"))


def table(*players: Player, game_id: str = GAME.id, **over: object) -> TableInfo:
    rules = registry.get(game_id)
    values: dict[str, object] = {
        "id": 1,
        "guild_id": 1,
        "channel_id": 2,
        "game_id": rules.id,
        "game_name": rules.name,
        "status": "lobby",
        "host_id": 10,
        "options": rules.Options(),
        "version": 0,
        "message_id": None,
        "players": players,
        "min_players": rules.min_players,
        "max_players": rules.max_players,
        **over,
    }
    return TableInfo(**values)  # type: ignore[arg-type]


def test_the_lobby_reads_korean_with_its_buttons_and_rules_of_discord() -> None:
    lobby = table(ALICE, ADA, turn_clock=120, deadline=1_900_000_000.0, play_in_thread=True)
    with language("ko"):
        screen = lobby_screen(lobby, "기본 규칙 (세트를 왼쪽으로 넘겨요)")
    assert_korean(screen.content, *NAMES)
    assert "대기실" in screen.content and "2분" in screen.content and "<t:1900000000:R>" in screen.content
    assert [b.label for b in screen.buttons()] == ["참가", "나가기", "시작", "취소", "봇·시간·스레드"]
    assert "🤖 Ada (강함)" in screen.content, "a bot's level is a Korean word too"
    assert_within_discord_limits(screen)


def test_the_lobby_counts_in_korean_and_in_english_with_the_plural() -> None:
    with language("ko"):
        korean = lobby_screen(table(ALICE, BOB), "").content
    with language("en"):
        english = lobby_screen(table(ALICE, BOB), "").content
    assert "플레이어 1명을 더 기다리고 있어요" in korean
    assert "Waiting for 1 more player — press Join" in english


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_games_option_selects_read_korean(game_id: str) -> None:
    with language("ko"):
        selects = option_selects(registry.get(game_id).Options())
    for select in selects:
        assert_within_discord_limits(_screen_of(select))
        if select.max_values == 1:  # a pick of card types names them with the game's own words
            texts = [select.placeholder, *(o.label for o in select.options)]
            texts += [o.description for o in select.options if o.description]
            assert_korean(" ".join(texts), "Seven7s", "BONUS", "A", "5/15/25")


def test_the_hosts_panel_reads_korean_and_keeps_discords_limits() -> None:
    with language("ko"):
        screen = setup_screen(table(ALICE, ADA, turn_clock=60), "cards")
    assert_korean(screen.content, *NAMES)
    assert "자동 진행" in screen.content and '"복귀"' in screen.content
    labels = [o.label for row in screen.rows if isinstance(row, Select) for o in row.options]
    assert "강한 봇 추가" in labels and "턴 제한 시간: 1분" in labels and "진행 장소: 전용 스레드" in labels
    assert "턴 제한 시간: 없음" in labels
    assert_within_discord_limits(screen)


def test_the_clock_and_autopilot_lines_read_korean() -> None:
    playing = table(
        ALICE, Player(11, "bob", 1, autopilot=True), status="playing", turn_clock=30, deadline=5.0
    )
    with language("ko"):
        status = clock_status_line(playing, [0])
        lines = [status, reminder_line(10, 5.0), *autopilot_lines(CTX, [1]), *forced_lines(CTX, [0, 1])]
        assert duration(3600) == "1시간" and duration(None) == "없음"
    assert status == "⏱️ 턴마다 30초 · <t:5:R> 시간 종료 · 🤖 자동 진행 중: bob"
    for line in lines:
        assert_korean(line, *NAMES)


def test_a_vote_to_end_reads_korean() -> None:
    vote = AbortVote(voters=frozenset({10, 11, 12}), opened_at=0.0, agree={10})
    with language("ko"):
        open_vote, passed = vote_screen(table(ALICE), vote), vote_passed_screen(table(ALICE), vote)
    assert "필요한 2표 중 1표" in open_vote.content
    assert [b.label for b in open_vote.buttons()] == ["게임 끝내기", "계속하기"]
    assert_korean(open_vote.content, *NAMES)
    assert_korean(passed.content, *NAMES)


def test_a_quit_record_beside_a_name_reads_korean_and_only_when_below_a_clean_one() -> None:
    records = (QuitRecord(ALICE.user_id, 4, 0), QuitRecord(BOB.user_id, 3, 1))
    with language("ko"):
        lobby = lobby_screen(table(ALICE, BOB, quit_records=records), "").content
        endings = [
            standings_line(table(ALICE, Player(-1, "🤖 Ada", None, "casual"), status="finished"), ()),
            standings_line(table(ALICE, BOB, Player(-1, "🤖 Ada", None, "casual"), status="finished"), ()),
        ]
    assert "<@11> · 🏁 66%" in lobby and "<@10> ·" not in lobby, "rounded down; a clean record unmarked"
    assert "-# 🏁 이 서버에서 끝까지 마친 게임의 비율" in lobby
    assert endings == [
        "🎲 친선 게임: 혼자 봇과 한 게임이라 레이팅에 넣지 않아요.",
        "🎲 친선 게임: 사람들이 한편이 되어 봇과 겨뤄서 레이팅에 넣지 않아요.",
    ]
    assert_korean(lobby, *NAMES)
    assert standings_line(table(ALICE, BOB, status="finished"), ()) is None, "nothing to say: no bots"


def test_the_boards_read_korean_with_counts_and_percentages() -> None:
    rows = (
        RatedRow(user_id=1, name="alice", skill=Skill(30.0, 2.0, 3), wins=2, win_rate=2 / 3),
        RatedRow(user_id=2, name="bob", skill=Skill(25.0, 8.0, 1), wins=0, win_rate=0.0),
    )
    page = LeaderboardPage(
        game_id=GAME.id, page=0, pages=2, rows=rows, first_place=1, min_games=3, ranked=1,
        casual=(("alice", 1),),
    )  # fmt: skip
    stats = [StatRow(game_id=GAME.id, games=1, wins=1, points=9, best_score=9, win_rate=1.0)]
    with language("ko"):
        board = rated_leaderboard_text(GAME.name, page)
        # a game with a Korean name of its own (the others keep theirs, as proper names)
        titles = ((r.name, game_title(r.name)) for r in registry.all())
        english, named = next((name, title) for name, title in titles if title != name)
        seasons = rated_leaderboard_text(english, page)
        mine = stats_text("alice", stats, {GAME.id: GAME.name})
    assert "? — 3판 · 2승 · 67%" in board and "봇과 한 친선 게임: **alice** 1" in board
    assert "· **bob**" in board and "레이팅 게임 3판부터 순위에 오르고" in board and "2쪽 중 1쪽" in board
    assert "**?** 잠정: 레이팅 게임 5판 미만이에요." in board
    assert "🏁 끝까지 마친 게임: 1판 중 1판 (100%)" in mine
    assert f"**{named}** 순위표" in seasons, "the game's name in the reader's language"
    assert "1판 · 1승 (100%) · 9점 · 최고 점수 9" in mine
    assert_korean(board, *NAMES)
    assert_korean(mine, *NAMES)


def test_the_endings_the_thread_line_and_privacy_read_korean() -> None:
    with language("ko"):
        texts = [
            ended_line(GAME.name, "inactive", 7200),
            ended_line(GAME.name, "abandoned", 0),
            moved_line(table(ALICE, BOB), 99),
            closed_screen(table(ALICE)).content,
            forgotten_text(Forgotten(prefs_deleted=True, results=3, seats=3, anonymous_id=-5)),
            autoplay_setting_line(True),
        ]
    assert "2시간" in texts[0] and "<@10> 및 <@11>" in texts[2] and "3판" in texts[4]
    for text in texts:
        assert_korean(text, *NAMES)


def test_names_are_joined_and_ranked_as_each_language_does() -> None:
    with language("ko"):
        assert join(["alice", "bob", "carol"]) == "alice, bob 및 carol"
        assert ordinal(1) == "1위" and ordinal(22) == "22위"
        assert victory_line(CTX, [0, 1]) == "🏆 **alice** 및 **bob** 공동 승리"
    with language("en"):
        assert join(["alice", "bob", "carol"]) == "alice, bob and carol"
        assert ordinal(1) == "1st" and ordinal(12) == "12th" and ordinal(23) == "23rd"


def _screen_of(select: Select) -> Screen:
    return Screen("x", (select,))
