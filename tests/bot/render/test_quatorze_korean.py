"""Quatorze in Korean, as a Korean player reads it: seeded random games rendered under ``language("ko")``,
every screen a player can reach (drafts included), every event line, the turn prompts, /rules and the
lobby's options line.

What a Korean player notices: the words are Korean (Hangul among the letters, once names, card codes and
the shared kit's words are set aside), the game's terms are the glossary's, the card tokens are the same
as in English, Discord's limits hold in Korean too (``Screen`` raises otherwise), and /rules fits one
message. A leftover English word of this game's renderer fails the test by name.
"""

from __future__ import annotations

import random
import re

import pytest

import games.quatorze as qz
from bot.i18n import language
from bot.i18n.glossary import KOREAN
from bot.render.quatorze import UI, announce
from bot.render.quatorze.tokens import card, full
from bot.render.screen import MAX_CONTENT, Screen
from games.quatorze.cards import ALL_CARDS, TYPES
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quatorze_views import DRAFT, NAMES, ctx, lucky, opening
from tests.bot.render.test_quatorze_engine import known_to, options_for

MIN_HANGUL_SHARE = 0.5  # of the letters a player reads, once names and card codes are set aside
CODE = re.compile(r"(?<![A-Za-z])[A-Z]{2}[1-7](?!\d)")
TYPE_CODE = re.compile(rf"\b(?:{'|'.join(TYPES)})\b")  # the lobby line lists custom types by code
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
# The table's name and channel in ``ctx``: values, not text.
VALUES = {*NAMES, "Quatorze", "cards"}
# Words of the shared kit (bot/render/kit, people, recent), converted on another branch: allowed here
# until then, and harmless after (the check is "nothing but these").
KIT_WORDS = {
    "Your", "hand", "seat", "in", "and", "Last", "Waiting", "for", "Refresh", "wins", "share", "the",
    "victory", "The", "game", "is", "over",
}  # fmt: skip
KOREAN_TYPE_NAMES = {term.english: term.korean for term in KOREAN if term.where == "bot/render/quatorze"}


def letters_without_values(text: str) -> str:
    text = TYPE_CODE.sub(" ", CODE.sub(" ", text))
    for value in VALUES:
        # Latin-only boundaries: a Korean particle may follow a value directly ("#cards의").
        text = re.sub(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", " ", text)
    return text


def hangul_share(text: str) -> float:
    rest = letters_without_values(text)
    hangul = len(HANGUL.findall(rest))
    latin = sum(len(w) for w in LATIN_WORD.findall(rest))
    return hangul / (hangul + latin) if hangul + latin else 1.0


def english_words(text: str) -> set[str]:
    """Latin words left once names, codes and the kit's words are set aside: this game's English."""
    return set(LATIN_WORD.findall(letters_without_values(text))) - KIT_WORDS


def shown_text(screen: Screen) -> str:
    return "\n".join([screen.content, *(b.label for b in screen.buttons())])


def assert_korean(text: str, where: str) -> None:
    assert not english_words(text), f"{where}: English left {sorted(english_words(text))}:\n{text}"
    assert hangul_share(text) >= MIN_HANGUL_SHARE, f"{where}: {hangul_share(text):.2f} Hangul:\n{text}"


def spoken_korean(text: str) -> set[str]:
    """Cards named in the Korean long form ("여왕 5"), as the privacy oracle also reads them."""
    english = dict(zip(TYPES, ("Ages of Man", "Colors", "Deadly Sins", "Holy Virtues", "Lucky Gods", "Seas",
                               "Wonders", "Days", "Luminaries", "Notes", "Peaks", "Planes of Existence",
                               "Queens", "Sages"), strict=True))  # fmt: skip
    return {
        code
        for code in ALL_CARDS
        if re.search(rf"{re.escape(KOREAN_TYPE_NAMES[english[code[:2]]])} {code[2]}(?!\d)", text)
    }


def screens_of(view: dict, players: int) -> list[Screen]:
    """Every private screen reachable from ``view`` by clicking enabled draft buttons."""
    found, seen, queue = [], {None}, [None]
    while queue:
        draft = queue.pop()
        shown = UI.hand_screen(ctx(players), view, draft=draft)
        assert_within_discord_limits(shown)
        found.append(shown)
        for button in shown.buttons():
            step = button.action.removeprefix(DRAFT)
            if not button.disabled and button.action.startswith(DRAFT) and step not in seen:
                seen.add(step)
                queue.append(step)
    return found


def render_korean(state: qz.State) -> None:
    n = state.players
    hidden = set().union(*map(set, state.hands)) | set(state.deck)
    public = qz.view(state, None)
    table = UI.table_screen(ctx(n), public)
    assert_within_discord_limits(table)
    assert_korean(table.content, "the table")
    if state.phase != "finished":
        assert not spoken_korean(table.content) & hidden, table.content
    for seat in public["to_act"]:
        assert_korean(UI.turn_prompt(public, seat), "a turn prompt")
    for seat in range(n):
        for screen in screens_of(qz.view(state, seat), n):
            assert_korean(shown_text(screen), f"seat {seat}")
            if state.phase != "finished":
                secret = hidden - set(state.hands[seat]) - known_to(state, seat)
                assert not spoken_korean(shown_text(screen)) & secret, screen.content


def play_in_korean(players: int, seed: int) -> qz.State:
    state = qz.new_game(players=players, seed=seed, options=options_for(seed))
    rng = random.Random(seed)
    with language("ko"):
        while qz.to_act(state):
            render_korean(state)
            seat = rng.choice(qz.to_act(state))
            state, events = qz.apply(state, seat, rng.choice(qz.view(state, seat)["legal"]))
            for line in announce.event_lines(ctx(players), events) + UI.history_messages(
                ctx(players), events
            ):
                assert 0 < len(line) <= MAX_CONTENT
                assert_korean(line, "an event line")
        render_korean(state)
    return state


@pytest.mark.parametrize(
    ("players", "seed"), [(2, 3), (3, 4), (4, 5), (3, 6), (2, 7), (4, 8), (3, 9), (2, 10)]
)
def test_random_games_read_korean_on_every_screen(players: int, seed: int) -> None:
    state = play_in_korean(players, seed)
    with language("ko"):
        final = UI.table_screen(ctx(players), qz.view(state, None)).content
        sheet = UI.score_sheet(ctx(players), qz.view(state, None)).content
    assert "게임 종료" in final and "**점수 계산**" in final  # the ranks ("**최종 순위**") only on a tie
    assert "🏆" in final
    assert "점수표" in sheet


def test_the_table_uses_the_glossarys_words() -> None:
    with language("ko"):
        shown = UI.table_screen(ctx(3), qz.view(lucky(), None)).content
    assert "와일드 색 🔴 빨강 (CO1🔴R) · 와일드 숫자 —" in shown
    assert "**열**" in shown and "덱 39장" in shown
    assert "무지개 (1/7): CO1🔴R" in shown and "칠복신 (1/7): LG4🔴R" in shown


def test_card_tokens_are_the_same_in_every_language_and_the_long_form_is_korean() -> None:
    with language("en"):
        english = [card(code) for code in ALL_CARDS]
    with language("ko"):
        assert [card(code) for code in ALL_CARDS] == english
        assert full("QU4") == "QU4🫐I 여왕 4 (남색)"
        assert full("CO1") == "CO1🔴R 무지개 1 (빨강)"


def test_the_lucky_gods_call_names_every_colour_in_korean() -> None:
    with language("ko"):
        shown = UI.hand_screen(ctx(3), qz.view(lucky(), 0))
    colours = [(b.emoji, b.label) for b in shown.buttons() if b.action.startswith("call:") and b.emoji]
    assert colours == [
        ("🔴", "빨강"), ("🟠", "주황"), ("🟡", "노랑"), ("🟢", "초록"),
        ("🔵", "파랑"), ("🫐", "남색"), ("🟣", "보라"),
    ]  # fmt: skip


RULE_OPTIONS = [
    {},
    {"types": "random"},
    {"types": "quatorze", "count_any_type_in_column": True},
    {"types": "custom", "custom_types": ",".join(TYPES)},  # all 14 powers: the longest text
]


@pytest.mark.parametrize("options", RULE_OPTIONS)
def test_rules_fit_one_message_in_korean_and_in_english(options: dict) -> None:
    with language("en"):
        assert len(UI.rules_text(options)) <= MAX_CONTENT
    with language("ko"):
        rules, summary = UI.rules_text(options), UI.options_summary(options)
    assert len(rules) <= MAX_CONTENT
    assert_korean(rules, "/rules")
    assert_korean(summary, "the options line")
    assert "와일드 색" in rules and "와일드 숫자" in rules and "앵커" in rules


def test_a_korean_hand_names_its_cards_and_the_table_in_korean() -> None:
    with language("ko"):
        waiting = UI.hand_screen(ctx(3), qz.view(opening(), 1)).content
        turn = UI.hand_screen(ctx(3), qz.view(opening(), 0)).content
        shown = UI.hand_screen(ctx(3), qz.view(opening(), 0), draft="p:LG4").content
        told = UI.help_text("play", {})
    # The hand on one line (on a turn to play, the buttons are the hand).
    assert "**내 손패 (#1 = 가장 오래 든 카드)** #1 DS4🫐I · #2 WO1🟣V" in waiting
    assert "**내 차례: 카드 한 장을 내세요.**" in turn
    assert "**LG4🔴R 칠복신 4 (빨강)** — 놓을 열을 고르세요 (⚡ = 능력 발동):" in shown
    assert "칠복신: 맨 위 카드 맞히기" in told  # what each power does, behind "?"
    assert_korean(waiting, "the hand")
    assert_korean(shown, "the hand")
