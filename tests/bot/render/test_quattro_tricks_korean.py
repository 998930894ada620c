"""Quattro Trick-Taking in Korean: what a Korean player reads is Korean, uses the glossary's words, fits
Discord, and every placeholder is filled.

Seeded games are played through the engine; every step renders the table, every seat's screen, the
bid forms with a draft and the channel messages under ``language("ko")``. ``Screen`` refuses what Discord
would refuse, so rendering every state is itself a limits check.
"""

from __future__ import annotations

import random
import re
from itertools import product
from typing import Any

import pytest

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.people import victory_line, winners
from bot.render.quattro_tricks import UI
from bot.render.screen import MAX_CONTENT, Screen, Select
from games import registry
from games.quattro_tricks import Options
from games.quattro_tricks.events import GameEnded, RoundScored
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quattro_tricks_views import CTX, bidding_view, public, seat_view

RULES = registry.get("quattro-tricks")
PICK = {"A": "ui:pick:sum", "B": "ui:pick:not", "D": "ui:pick:missions"}
UNFILLED = re.compile(r"\{\w*\}")
NOT_WORDS = re.compile(r"\bD[1-5][ab]\b|\b[A-D]\b|\bR\d+\b")  # mission ids, set letters, sheet rows
HANGUL_SHARE = 0.5


def hangul_share(text: str, ctx: TableContext, shared: tuple[str, ...] = ()) -> float:
    """The share of Hangul among the letters a translation decides: names, the game's name, the channel,
    ids, set letters and lines other code writes (``shared``) left out."""
    for value in (*shared, *ctx.names, ctx.game_name, ctx.channel_name):
        text = text.replace(value, " ")
    letters = [c for c in NOT_WORDS.sub(" ", text) if c.isalpha()]
    hangul = [c for c in letters if "\uac00" <= c <= "\ud7a3"]
    return len(hangul) / len(letters) if letters else 1.0


def every_text(screen: Screen) -> list[str]:
    texts = [screen.content]
    for row in screen.rows:
        if isinstance(row, Select):
            texts.append(row.placeholder)
            texts += [o.label for o in row.options] + [o.description or "" for o in row.options]
        else:
            texts += [b.label for b in row]
    return texts


def assert_reads_korean(screen: Screen, ctx: TableContext, shared: tuple[str, ...] = ()) -> None:
    assert_within_discord_limits(screen)
    for text in every_text(screen):
        assert not UNFILLED.search(text), text
    # The first line of a private screen is the shared kit's header; the rest is this game's.
    body = screen.content
    if body.startswith("**Your"):
        body = body.partition("\n")[2]
    share = hangul_share(body, ctx, shared)
    assert share >= HANGUL_SHARE, (round(share, 2), screen.content)


def ctx(players: int) -> TableContext:
    return TableContext(42, RULES.name, "cards", ("alice", "bob", "carol", "dave")[:players])


def bid_draft(view: dict[str, Any], bid: str) -> str:
    letter = view["my_set"]
    body = bid.split(":", 2)[2]
    if letter in PICK:
        return UI.draft_from_pick(view, PICK[letter], body.split(","))
    return bid  # set C's draft is the bid itself (``ui:draft:bid:chips:…``)


def render_step(c: TableContext, state: Any, players: int, seen: set[str]) -> None:
    public_view = RULES.view(state, None)
    table = UI.table_screen(c, public_view)
    assert_reads_korean(table, c, (victory_line(c, winners(list(public_view["scores"]))),))
    if public_view["phase"] == "playing":
        assert "트릭" in table.content and "라운드" in table.content and "빨강이 항상 이겨요" in table.content
        seen.add("playing")
    if public_view["phase"] == "bidding":
        assert "비드" in table.content
    assert "점수" in table.content or public_view["phase"] == "finished"
    for seat in range(players):
        view = RULES.view(state, seat)
        assert_reads_korean(UI.hand_screen(c, view), c, (victory_line(c, winners(list(view["scores"]))),))
    for seat in public_view["to_act"]:
        prompt = UI.turn_prompt(public_view, seat)
        assert prompt and hangul_share(prompt, c) >= HANGUL_SHARE, prompt
        assert "차례" in prompt


GAMES = [(3, "none", 3), (4, "set_selection", 3), (4, "starting_choice", 4), (3, "starting_choice", 5)]


@pytest.mark.parametrize("players,rule,seed", GAMES)
def test_a_random_game_reads_korean_everywhere(players: int, rule: str, seed: int) -> None:
    options = RULES.Options(custom_rule=rule, strict_unused=seed % 2 == 1, a_bonus_without_chip=seed == 4)
    state = RULES.new_game(players=players, seed=seed, options=options)
    c = ctx(players)
    rng = random.Random(seed)
    seen: set[str] = set()
    with language("ko"):
        while RULES.to_act(state):
            render_step(c, state, players, seen)
            seat = RULES.to_act(state)[0]
            view = RULES.view(state, seat)
            action = rng.choice(view["legal"])
            if view["phase"] == "bidding":
                form = UI.hand_screen(c, view, draft=bid_draft(view, action))
                assert_reads_korean(form, c)
                assert "비드" in form.content and "점" in form.content
                (confirm,) = [b for b in form.buttons() if b.action == action]
                assert confirm.label in ("비드 확정", "확정: 칩 없음")
                seen.add("bidding")
            if view["phase"] == "choosing":
                assert "세트" in UI.hand_screen(c, view).content
                seen.add("choosing")
            state, events = RULES.apply(state, seat, action)
            for event, text in zip(
                [e for e in events if isinstance(e, RoundScored | GameEnded)],
                UI.history_messages(c, events),
                strict=True,
            ):
                assert 0 < len(text) <= MAX_CONTENT and not UNFILLED.search(text)
                shared = (victory_line(c, list(event.winners)),) if isinstance(event, GameEnded) else ()
                assert hangul_share(text, c, shared) >= HANGUL_SHARE, text
                if isinstance(event, RoundScored):
                    assert "라운드" in text and "점수" in text and "순위" in text
        render_step(c, state, players, seen)
        final = UI.table_screen(c, RULES.view(state, None)).content
    assert "최종 순위" in final
    assert seen >= {"playing", "bidding"} | ({"choosing"} if rule != "none" else set())


@pytest.mark.parametrize(
    "rule,strict,bonus",
    list(product(["none", "set_selection", "starting_choice"], [False, True], [False, True])),
)
def test_the_rules_in_korean_fit_one_message_and_say_red_always_wins(
    rule: str, strict: bool, bonus: bool
) -> None:
    options = Options(custom_rule=rule, strict_unused=strict, a_bonus_without_chip=bonus)
    with language("ko"):
        text = UI.rules_text(options)
        summary = UI.options_summary(options)
    assert len(text) <= MAX_CONTENT and summary in text
    assert hangul_share(text, CTX) >= 0.9
    assert "빨강이 항상 이겨요" in text and "빨강을 낼 의무는 없어요" in text
    for term in ("트릭", "비드", "라운드", "점수"):
        assert term in text
    for heading in ("A 합계 보드", "B 금지 세트", "C 색깔 칩", "D 미션"):
        assert heading in text
    assert ("엄격" in text) == (strict and rule == "set_selection")


def test_the_options_summary_in_korean_names_the_custom_rule() -> None:
    with language("ko"):
        assert UI.options_summary(Options()) == "기본 규칙 (세트를 왼쪽으로 넘겨요)"
        assert UI.options_summary(Options(custom_rule="starting_choice")).startswith("시작 선택")
        assert UI.options_summary({"a_bonus_without_chip": True}).endswith("5/15/25는 칩 없이도 점수 인정")


def test_every_bid_form_reads_korean_with_its_points() -> None:
    with language("ko"):
        for seat in (1, 2, 3, 0):  # A, B, C, D in round 2's bidding order
            view = bidding_view(seat)
            screen = UI.hand_screen(CTX, view)
            assert_reads_korean(screen, CTX)
            said = "내 비드: 칩 하나에" if view["my_set"] == "C" else f"**내 비드 — {view['my_set']} 세트"
            assert said in screen.content  # set C's line is plain: its header names the set
        sum_form = UI.hand_screen(CTX, bidding_view(1), draft="bid:sum:1-6,5/15/25")
        assert "이 비드: **1–6** (7점), **5, 15, 25 중 하나** (6점)" in sum_form.content
        not_form = UI.hand_screen(CTX, bidding_view(2), draft="bid:not:even,odd")
        assert "⚠️ 모든 카드는 짝수 아니면 홀수라서" in not_form.content
        chips_form = UI.hand_screen(CTX, bidding_view(3), draft="bid:chips:R1,B2,W1")
        assert "**4트릭, 7점**" in chips_form.content
        assert [b.label for b in chips_form.rows[0]] == ["+ 🟥R", "+ 🟦B", "+ 🟨Y", "+ 🟩G", "+ ⬜W"]
        (select,) = [r for r in UI.hand_screen(CTX, bidding_view(0)).rows if isinstance(r, Select)]
        assert select.placeholder == "미션 1–5개 고르기"
        assert select.options[0].label == "D1a · 연속으로 두 트릭 이기기 · 3점"


def test_the_table_and_hand_in_korean_show_bids_progress_and_the_trick() -> None:
    with language("ko"):
        table = UI.table_screen(CTX, public())
        hand = UI.hand_screen(CTX, seat_view(3))
    assert_reads_korean(table, CTX)
    assert_reads_korean(hand, CTX)
    lines = table.content.splitlines()
    assert lines[0] == "**Quattro Trick-Taking · 라운드 2/4 · 트릭 5/12**"
    assert "bob B: 🟥R 금지, 홀수 금지" in table.content
    assert "carol C: 🟥R 🟦B 🟦B ⬜W · 4개 중 0개 채움 · 0트릭 획득" in table.content
    assert "**트릭 5**  bob 🟨Y10 · carol 🟦B12 · dave … — 트릭 4: alice 🟥R6 승리" in table.content
    assert lines[1] == "⏳ dave: 카드를 낼 차례"
    assert "🟥 빨강이 항상 이겨요: 가장 높은 빨강 카드가 어떤 트릭이든 가져가요." in hand.content
    assert "내 비드: D1a 연속 2승, D3b 마지막 트릭 · 이긴 트릭: 1" in hand.content


def test_the_score_sheet_and_last_trick_in_korean() -> None:
    with language("ko"):
        sheet = UI.score_sheet(CTX, public()).content
        last = UI.last_trick(CTX, public()).content
    assert sheet.startswith("📋 **점수표 — Quattro Trick-Taking**") and "라운드 2/4 진행 중이에요." in sheet
    assert (
        last
        == "🂠 **마지막 트릭** (트릭 4): alice 🟥R6 · bob 🟨Y9 · carol 🟦B3 · dave 🟩G2\n승자: alice (🟥R6)"
    )


def test_english_stays_the_default_outside_a_korean_block() -> None:
    with language("ko"):
        UI.table_screen(CTX, public())
    assert "🟥 red always wins" in UI.table_screen(CTX, public()).content
