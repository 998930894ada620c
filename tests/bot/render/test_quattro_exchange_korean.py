"""Quattro Exchange for a Korean reader: every screen of random games reads Korean in the seed rulebook's
own words (콰트로, 선/후, 멀리건, 오픈, 교환, 스톱, 가상 플레이어) within Discord's limits, and the same
screen in English carries no Korean but the game's own name in its title (one language per screen)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

import games.quattro_exchange as qe
from bot.i18n import language
from bot.i18n.glossary import KOREAN
from bot.render.quattro_exchange import UI, announce
from bot.render.screen import MAX_CONTENT, Screen, Select
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.test_quattro_exchange_engine import CTX, OPTIONS  # every option combination

HANGUL = re.compile(r"[\uac00-\ud7a3]")
# Values, not words: names, the channel, card tokens (♠6, 🔘0) and the virtual players' labels (V3).
VALUES = re.compile(r"alice|bob|#cards|[♠♦♥♣🔘]\d|\bV\d\b")
# The shared kit's words around this game's (bot/render/kit, people, recent: translated on their own), left
# out of the share so this test measures this game's words; once the kit reads Korean they match nothing.
KIT_WORDS = re.compile(r"\b(Your hand|in|Waiting for|Refresh|and|Last|wins)\b")
TITLE_EN = "Quattro Exchange · 콰트로"  # the English title keeps the game's own (Korean) name
AREA = "bot/render/quattro_exchange"
# The glossary's terms for this game, and the seed's 선/후 for the English "plays first/second".
TERMS = [(t.english, t.korean) for t in KOREAN if AREA.startswith(t.where) or t.where.startswith(AREA)]
TERMS += [("plays first", "선"), ("plays second", "후"), ("opening", "오픈"), ("openings", "오픈")]
SEED_WORDS = ("콰트로", "선", "후", "멀리건", "오픈", "교환", "스톱", "가상 플레이어")


def hangul_share(text: str) -> float:
    letters = [c for c in KIT_WORDS.sub(" ", VALUES.sub(" ", text)) if c.isalpha()]
    return sum(1 for c in letters if HANGUL.match(c)) / len(letters) if letters else 1.0


def shown(screen: Screen) -> str:
    labels = [b.label for b in screen.buttons()]
    labels += [o.label for row in screen.rows if isinstance(row, Select) for o in row.options]
    return "\n".join([screen.content, *labels])


def names_term(english: str, term: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", english, re.IGNORECASE) is not None


def assert_korean(korean: str, english: str, where: str) -> None:
    """What a Korean player notices: the text is Korean, and it uses the seed's word wherever the English
    names the thing; the English says it in English only."""
    share = hangul_share(korean)
    assert share >= 0.5, f"{where} is not Korean enough ({share:.2f}):\n{korean}"
    for term, word in TERMS:
        if names_term(english, term):
            assert word in korean, f"{where}: {term!r} is not {word!r}:\n{english}\n---\n{korean}"
    assert not HANGUL.search(english.replace(TITLE_EN, "")), f"{where} in English shows Korean:\n{english}"


def both(render) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    with language("ko"):
        korean = render()
    return korean, render()


def screens(state: qe.State) -> Iterator[tuple[str, object]]:
    """Every screen of this moment: the table, each seat's hand, and an exchange form with a draft."""
    yield "the table", lambda: UI.table_screen(CTX, qe.view(state, None))
    for seat in (0, 1):
        view = qe.view(state, seat)
        yield f"seat {seat}'s hand", lambda view=view: UI.hand_screen(CTX, view)
        exchanges = [a for a in view["legal"] if a.startswith("exchange:")]
        if exchanges:
            _kind, v, code = exchanges[0].split(":")
            for step, draft in (("picked exchange", f"{v}:{code}"), ("half form", f"{v}:")):
                yield f"seat {seat}'s {step}", lambda view=view, d=draft: UI.hand_screen(CTX, view, d)
    yield "the score sheet", lambda: UI.score_sheet(CTX, qe.view(state, 0))


def check_moment(state: qe.State) -> None:
    for where, render in screens(state):
        korean, english = both(render)  # type: ignore[arg-type]
        assert_within_discord_limits(korean)  # Screen itself refuses over-long content and rows
        assert_korean(shown(korean), shown(english), where)


@pytest.mark.parametrize(("options", "seed"), [(o, s) for s, o in enumerate(OPTIONS)])
def test_a_random_game_reads_korean_on_every_screen(options: qe.Options, seed: int) -> None:
    state = qe.new_game(players=2, seed=seed, options=options)
    rng = random.Random(seed)
    while qe.to_act(state):
        check_moment(state)
        seat = rng.choice(qe.to_act(state))
        state, events = qe.apply(state, seat, rng.choice(qe.legal_actions(state, seat)))
        for event in events:
            korean, english = both(
                lambda e=event: "\n".join(announce.event_lines(CTX, [e]) or UI.history_messages(CTX, [e]))
            )
            assert len(korean) <= MAX_CONTENT
            if korean and type(event).__name__ != "GameEnded":  # the victory line is the shared kit's
                assert_korean(korean, english, type(event).__name__)
    check_moment(state)
    with language("ko"):
        final = UI.table_screen(CTX, qe.view(state, None)).content
    assert "게임 종료" in final and "→ " in final and ("콰트로 ✓" in final or "콰트로 아님" in final)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: UI.options_summary(o))
def test_rules_in_korean_fit_one_message_in_the_seeds_words(options: qe.Options) -> None:
    korean, english = both(lambda: UI.rules_text(options))
    assert len(korean) <= MAX_CONTENT
    assert_korean(korean, english, "/rules")
    assert korean.startswith("**콰트로 교환**")
    for word in SEED_WORDS:
        assert word in korean
    assert ("패스" in korean) == (options.stop_mode == "pass")
    with language("ko"):
        assert UI.options_summary(options) in korean


def test_the_give_rule_and_the_options_line_read_korean() -> None:
    korean, english = both(lambda: UI.help_text("give", None) or "")
    assert_korean(korean, english, "the give rule")
    assert "가상 플레이어" in korean and "검정 0" in korean
    every = qe.Options(opening_mode="sequential", stop_mode="pass", original_zero_rule=True)
    korean, english = both(lambda: UI.options_summary(every))
    assert_korean(korean, english, "the options line")
    assert "스톱 = 패스" in korean


def test_turn_prompts_read_korean_after_a_name() -> None:
    state = qe.new_game(players=2, seed=3)
    with language("ko"):
        prompt = UI.turn_prompt(qe.view(state, None), 0)
    assert prompt.startswith("차례:") and "멀리건" in prompt
