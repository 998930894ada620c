"""4 Seasons in Korean: what a Korean player reads on the table, the hands, the forms, the round
messages and /rules is Korean, uses the glossary's terms, and fits Discord's limits.

Seeded games of every variant are played through the UI under ``language("ko")``: every step renders
the public table and every seat's screen (``Screen`` raises on a limit Discord would refuse), the
bid form at each click, and the reveal and butterfly drafts. Names, channel and card tokens are values,
not text, so they are taken out before the share of Hangul among the letters is measured.
"""

from __future__ import annotations

import itertools
import random
import re
from typing import Any

import pytest

import games.four_seasons as fs
from bot.i18n import _, language
from bot.render.base import TableContext
from bot.render.clock_lines import duration
from bot.render.four_seasons import UI
from bot.render.four_seasons.bidform import BID_TOPIC
from bot.render.four_seasons.bonusform import BONUS_TOPIC
from bot.render.four_seasons.playform import BUTTERFLY_TOPIC
from bot.render.lobby import option_selects
from bot.render.screen import MAX_CONTENT, Screen
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.four_seasons_play import enabled, offered_actions, strongest, token
from tests.bot.render.four_seasons_views import CTX, bidding_view, bonus_view, public, seat_view

NAMES = ("alice", "bob", "carol", "dave")
CHANNEL = "cards"
KOREAN_SHARE = 0.5  # of the letters a player reads, once names and the channel are taken out
RULES_SHARE = 0.8  # /rules is all sentences: nearly every letter is Hangul


# The shared kit's words (bot/render/kit, bot/render/people: the hand's first line, "Waiting for …",
# Refresh, Back, the follow-suit line, "a and b", ordinals), converted on their own branch: not this
# renderer's to translate, so not counted here (once they read Korean this removes nothing).
KIT_ENGLISH = re.compile(
    r"Your (hand|seat) — |\bin #|· game over|Waiting for|Refresh|Back|You lead — play any card\.|"
    r"Play any card\.|You have no|— play any card\.|You must follow|"
    r"Only the enabled cards can be played now\.|\band\b|\b(st|nd|rd|th)\b"
)


def hangul_share(text: str, names: tuple[str, ...] = NAMES) -> float:
    text = KIT_ENGLISH.sub("", text)
    for word in (*names, CHANNEL):
        text = text.replace(word, "")
    letters = [ch for ch in text if ch.isalpha()]
    hangul = [ch for ch in letters if "\uac00" <= ch <= "\ud7a3"]
    return len(hangul) / len(letters) if letters else 1.0


def read(screen: Screen) -> str:
    """Everything a player reads on a screen: the message and the button labels."""
    labels = " ".join(b.label for b in screen.buttons())
    return f"{screen.content}\n{labels}"


def check(screen: Screen, seen: list[str]) -> None:
    assert_within_discord_limits(screen)
    text = read(screen)
    assert hangul_share(text) >= KOREAN_SHARE, text
    seen.append(text)


def ctx(players: int) -> TableContext:
    return TableContext(42, fs.name, CHANNEL, NAMES[:players])


def click_bid(c: TableContext, view: dict[str, Any], bid: str, seen: list[str]) -> str:
    """Click the bid's cards by their (language-neutral) tokens; every step of the form is checked."""
    top, *others = bid.removeprefix("bid:").split(",")
    draft: str | None = None
    for code in [top, *others]:
        screen = UI.hand_screen(c, view, draft=draft)
        check(screen, seen)
        (button,) = [b for b in screen.buttons() if b.label == token(code)]
        draft = button.action.removeprefix("ui:draft:")
    screen = UI.hand_screen(c, view, draft=draft)
    check(screen, seen)
    (confirm,) = [a for a in enabled(screen) if a.startswith("bid:")]
    return confirm


def render_step(c: TableContext, state: fs.State, seen: list[str]) -> None:
    table = UI.table_screen(c, fs.view(state, None))
    check(table, seen)
    for seat in range(state.players):
        view = fs.view(state, seat)
        check(UI.hand_screen(c, view), seen)
        for step in [a for a in enabled(UI.hand_screen(c, view)) if a.startswith("ui:draft:")]:
            if view["phase"] != "bidding":  # the reveal? and butterfly drafts
                check(UI.hand_screen(c, view, draft=step.removeprefix("ui:draft:")), seen)


def play(players: int, options: fs.Options, seed: int) -> list[str]:
    """A whole seeded game under Korean; returns every text read along the way."""
    state = fs.new_game(players=players, seed=seed, options=options)
    c = ctx(players)
    rng = random.Random(seed)
    seen: list[str] = []
    with language("ko"):
        while acting := fs.to_act(state):
            render_step(c, state, seen)
            seat = rng.choice(acting)
            view = fs.view(state, seat)
            if view["phase"] == "bidding":
                bids = [
                    b for b in view["legal"] if b.removeprefix("bid:").split(",")[0] == default_top(b, view)
                ]
                action = rng.choice(bids)
                assert click_bid(c, view, action, seen) == action
            else:
                action = rng.choice(offered_actions(c, view))
            state, events = fs.apply(state, seat, action)
            for text in UI.history_messages(c, events):
                assert 0 < len(text) <= MAX_CONTENT
                assert hangul_share(text) >= KOREAN_SHARE, text
                seen.append(text)
        render_step(c, state, seen)
        seen.append(UI.score_sheet(c, fs.view(state, None)).content)
    return seen


def default_top(bid: str, view: dict[str, Any]) -> str:
    return strongest(bid.removeprefix("bid:").split(","), view["trump"])


VARIANTS = [
    (3, fs.Options(), 1),
    (4, fs.Options(butterfly_may_bid=True), 2),
    (3, fs.Options(bonus_bids=False), 3),
    (4, fs.Options(variant="profi"), 4),
    (4, fs.Options(variant="team"), 5),
]


@pytest.mark.parametrize(("players", "options", "seed"), VARIANTS, ids=lambda v: str(v))
def test_a_whole_game_reads_korean_within_discords_limits(
    players: int, options: fs.Options, seed: int
) -> None:
    everything = "\n".join(play(players, options, seed))
    for term in ("사계절", "트릭", "비드", "라운드", "점수", "최종 순위", "🏆"):
        assert term in everything, term
    assert "으뜸패" in everything or "으뜸패 없음" in everything
    assert any(season in everything for season in ("봄", "여름", "가을", "겨울"))
    if options.variant == "team":
        assert "팀" in everything and "파트너" in everything
    elif options.bonus_bids:
        assert "보너스" in everything
    else:  # every round is scored as a standard round: a round's kind, not the variant's name (일반)
        assert "— 일반 라운드;" in everything


def test_the_table_reads_korean_in_every_phase() -> None:
    with language("ko"):
        playing = UI.table_screen(CTX, public()).content
        bidding = UI.table_screen(CTX, bidding_view()).content
        bonus = UI.table_screen(CTX, bonus_view(3)).content
        over = UI.table_screen(CTX, public(phase="finished", to_act=[], winners=[3])).content
    assert "**사계절 · 2라운드 · 트릭 4/7**" in playing
    assert "으뜸패 ☀️ 여름" in playing and "**뒤집힌 카드** ☀️4" in playing
    assert "⭐ **보너스** dave" in playing and "**점수**" in playing and "50점까지" in playing
    assert "**비드** (각자 2장, 비공개)" in bidding and "비밀 비드" in bidding
    assert "**보너스 비드**" in bonus and "bob 공개 안 함" in bonus and "⭐ 최고" in bonus
    assert "**최종 순위**" in over and "🏆 **dave** 승리" in over
    for text in (playing, bidding, bonus, over):
        assert hangul_share(text) >= KOREAN_SHARE, text


def test_the_forms_read_korean() -> None:
    with language("ko"):
        first_bid = UI.hand_screen(CTX, bidding_view(round=1))
        bid_done = UI.hand_screen(CTX, bidding_view(), draft="b:R9,G3")
        reveal = UI.hand_screen(CTX, bonus_view(3, round=1))
        beaten = UI.hand_screen(CTX, bonus_view(3, my_bid_cards=["R2", "B1"]), draft="reveal?")
        lead = seat_view(1, hand=["R1", "G8", "BF"], to_act=[1], trick=[], led=None)
        butterfly = UI.hand_screen(CTX, lead, draft="bf")
    assert "🍂 가을 3 · ☀️ 여름 2 · 🌱 봄 1 · ❄️ 겨울 0" in first_bid.content
    assert "나비는 계절이 없어서 비드 카드로 쓸 수 없어요" in first_bid.content
    assert "**2장**을 고르세요" in first_bid.content
    labels = [b.label for b in bid_done.buttons()]
    assert "확정: 4트릭 비드" in labels and "맨 위: 🌱3" in labels and "맨 위 카드: 🍂9" in bid_done.content
    assert "**보너스 비드**" in reveal.content and "점수 +12" in reveal.content
    assert "패스" in [b.label for b in reveal.buttons()]
    assert "그래도 🍂2 공개" in [b.label for b in beaten.buttons()] and "carol 님의 🍂7" in beaten.content
    assert "☀️ 여름 (으뜸패)" in [b.label for b in butterfly.buttons()] and "🦋 리드" in butterfly.content
    for screen in (first_bid, bid_done, reveal, beaten, butterfly):
        assert_within_discord_limits(screen)
        assert hangul_share(read(screen)) >= KOREAN_SHARE, read(screen)


def test_the_hand_tells_the_bid_and_what_it_still_needs_in_korean() -> None:
    with language("ko"):
        mine = UI.hand_screen(CTX, seat_view(3)).content
        other = UI.hand_screen(CTX, seat_view(0, to_act=[3])).content
        prompt = UI.turn_prompt(bidding_view(), 1)
    assert "내 비드: ☀️9 🍂2 (맨 위 ☀️9) = **5트릭**" in mine and "⭐ 내가 보너스 비드 플레이어" in mine
    assert "5트릭 더 필요" in mine
    assert "⭐ 보너스 dave: 비드 5, 획득 0 · 5트릭 더 필요" in other
    assert prompt == "비드 카드 2장을 고를 차례"


COMBINATIONS = [
    fs.Options(variant=variant, bonus_bids=bonus, butterfly_may_bid=butterfly)
    for variant, bonus, butterfly in itertools.product(
        ("standard", "profi", "team"), (True, False), (True, False)
    )
]


@pytest.mark.parametrize("options", COMBINATIONS, ids=str)
def test_rules_in_korean_fit_one_message(options: fs.Options) -> None:
    with language("ko"):
        text = UI.rules_text(options)
        summary = UI.options_summary(options)
    assert len(text) <= MAX_CONTENT
    assert text.startswith("**사계절**") and "🍂 3, ☀️ 2, 🌱 1, ❄️ 0" in text
    assert hangul_share(text) >= RULES_SHARE and hangul_share(summary) >= KOREAN_SHARE, summary
    assert f"**이 테이블** {summary}" in text
    assert ("**팀전**" in text) == (options.variant == "team")
    assert ("**프로피**" in text) == (options.variant == "profi")


def test_help_answers_read_korean() -> None:
    with language("ko"):
        answers = [UI.help_text(topic, fs.Options()) for topic in (BID_TOPIC, BONUS_TOPIC, BUTTERFLY_TOPIC)]
    assert all(answer and hangul_share(answer) >= RULES_SHARE for answer in answers), answers
    assert "보너스 라운드" in answers[1] and "🦋 **나비.**" in answers[2]


def test_english_stays_the_default() -> None:
    assert UI.table_screen(CTX, public()).content.startswith("**4 Seasons · round 2 · trick 4/7**")
    with language("ko"):
        assert UI.table_screen(CTX, public()).content.startswith("**사계절")
    assert UI.turn_prompt(public(), 3) == "to play"


def test_a_house_rule_is_in_use_or_not_while_a_command_choice_turns_it_on_or_off() -> None:
    """The same English "on"/"off" reads differently in Korean: a table option's state on the lobby's
    selects (사용 / 사용 안 함), a command's choice (켬 / 끔), the turn clock that is off (없음)."""
    options = fs.Options()
    with language("ko"):
        labels = [o.label for select in option_selects(options) for o in select.options]
        choices = _("on"), _("off")
        no_clock = duration(None)
    assert "보너스 비드: 사용" in labels and "보너스 비드: 사용 안 함" in labels, labels
    assert choices == ("켬", "끔") and no_clock == "없음"
    english = [o.label for select in option_selects(options) for o in select.options]
    assert "Bonus bids: on" in english and "Bonus bids: off" in english and duration(None) == "off"
