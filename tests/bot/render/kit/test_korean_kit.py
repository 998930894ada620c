"""The kit's shared words for a Korean player: headers, turn lines, the card picker's line, the shared
buttons and sentences (even where a game passes the kit's English constants as they are), and a score
sheet whose columns still line up with Korean names."""

from __future__ import annotations

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.history import NO_TRICK_YET, refusal
from bot.render.kit.card_picker import play_line
from bot.render.kit.form import BACK, FORM_CLOSED, UNREADABLE, Form, head_lines
from bot.render.kit.header import hand_header
from bot.render.kit.score_sheet import FENCE, SheetRow, cells, sheet_text
from bot.render.kit.turn import turn_line, waiting_for, waiting_line
from games import registry
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.korean import assert_korean

GAME_NAME = registry.all()[0].name  # the kit words are any game's
CTX = TableContext(table_id=1, game_name=GAME_NAME, channel_name="cards", names=("민준", "bob", "서연"))


def prompt(view: dict, seat: int) -> str:
    return "카드를 낼 차례"  # a game's turn_prompt, translated by the game


def test_the_header_and_the_turn_lines_read_korean() -> None:
    with language("ko"):
        header = hand_header(CTX, GAME_NAME, "2라운드")
        over = hand_header(CTX, GAME_NAME, "", finished=True)
        waiting = waiting_line(waiting_for(CTX, {"to_act": [0, 1]}, prompt, me=1))
        table = turn_line(waiting_for(CTX, {"to_act": [2]}, prompt))
    assert header == f"**내 패 — #cards의 {GAME_NAME} · 2라운드**"
    assert over == f"**내 자리 — #cards의 {GAME_NAME} · 게임 종료**"
    assert waiting == "다른 플레이어를 기다리는 중이에요 — 민준 및 나: 카드를 낼 차례"
    assert table == "⏳ 서연: 카드를 낼 차례"


def test_the_card_pickers_line_reads_korean() -> None:
    with language("ko"):
        lines = [
            play_line(True, True, None),
            play_line(False, True, "☀️ 여름"),
            play_line(False, False, "☀️ 여름"),
            play_line(False, False, None),
        ]
    assert (
        lines[1] == "☀️ 여름 카드가 없어요 — 아무 카드나 내세요."
        and lines[2] == "☀️ 여름 카드를 따라 내야 해요."
    )
    for line in lines:
        assert_korean(line)


def test_a_form_shows_the_kits_constants_in_korean_wherever_a_game_put_them() -> None:
    form = Form(lines=[UNREADABLE], rows=[(BACK,)])
    back = Form(rows=[(BACK,)])
    with language("ko"):
        screen = form.screen(head_lines("**내 패**", None, closed=True))
        noticed = head_lines("**내 패**", FORM_CLOSED)
        no_trick = refusal(NO_TRICK_YET).content
        back_labels = [b.label for b in back.screen(["**내 패**"]).buttons()]
    assert [b.label for b in screen.buttons()] == ["뒤로"] and back_labels == ["뒤로"]
    assert screen.content.splitlines()[1:] == [
        "그 입력 창은 닫혔어요 — 지금 내 패를 보여 드릴게요.",
        "입력 상태를 읽을 수 없어요 — 다시 골라 주세요.",
    ]
    assert noticed[1] == screen.content.splitlines()[1]
    assert_korean(no_trick)
    assert "트릭" in no_trick
    assert_within_discord_limits(screen)
    with language("en"):
        assert [b.label for b in form.screen(["**Your hand**"]).buttons()] == ["Back"]


def test_a_korean_score_sheet_lines_up_in_monospace_cells() -> None:
    rows = [SheetRow("R1", ("+12", "-3", "0")), SheetRow("R2", ("+1", "+100", "+3"))]
    with language("ko"):
        content = sheet_text(CTX, "점수표", rows, [13, 97, 3])
    lines = content.splitlines()
    block = lines[lines.index(FENCE) + 1 : lines.index(FENCE, lines.index(FENCE) + 1)]
    assert len({cells(line) for line in block if line.strip("-")} | {cells(block[1])}) == 1
    assert block[-1].split() == ["합계", "13", "97", "3"]
    assert block[0].split() == ["민준", "bob", "서연"]


def test_a_long_korean_name_is_cut_to_the_columns_cells() -> None:
    ctx = TableContext(1, GAME_NAME, "cards", ("가나다라마바사아자차", "bob"))
    with language("ko"):
        content = sheet_text(ctx, "점수표", [SheetRow("R1", ("+1", "+2"))], [1, 2])
    head = content.splitlines()[content.splitlines().index(FENCE) + 1]
    assert head.split()[0] == "가나다라…" and cells(head.split()[0]) <= 10
