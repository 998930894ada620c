"""Colour is never the only carrier of meaning (docs/ux.md#card-tokens): every colour emoji a player reads,
on every screen of every registered game, in English and in Korean, carries its colour's letter or word.

The colour emoji: the coloured squares 🟥 🟧 🟨 🟩 🟦 🟪 🟫 ⬛ ⬜, the circles 🔴 🟠 🟡 🟢 🔵 🟣 🟤 ⚫ ⚪,
and 🫐 (indigo, which has no circle). An emoji **carries its colour** when

* the character right after it (after a variation selector, if any) is its colour's ASCII capital letter,
  the same in every language (``MARKS``): ``🟥R12``, ``⬜W``, ``QU5🟣V``, ``⚫K0``; or
* it is followed by one space and its colour's word in the reader's language, in any case and as the start
  of a word (Korean particles attach: ``🟥 red``, ``🟥 Red always wins``, ``🟥 빨강이``).

Anything else fails: ``🟥12``, ``🟥 (red)``, ``🟦🟦🟥``, an emoji with the wrong letter (``🟩R``). Where it is
read: a message's content, each message of a list (the channel messages of one action), a button's label
and a select option's label and description, a select's placeholder. A component's own emoji shows before
its label, so it is read as ``<emoji> <label>`` (``🔴 red``). Brown has no letter (no game uses it): only
its word carries it.

The screens are the golden games' (``golden_screens.screens``: every option value, every player count,
every moment, the public table, every seat's hand and the forms one click away, the "?" answers, the score
sheet, the last trick, the turn prompts, the replay's hand lines, /rules) and the lobby's option selects.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import closing

import pytest

from bot.i18n import current, language
from bot.render.lobby import option_selects
from bot.render.screen import Screen, Select
from games import registry
from tests.bot.render.golden_screens import LANGUAGES, Note, Shown, screens

# emoji -> (its colour's letter, its colour's English word); the same letter in every language.
MARKS: dict[str, tuple[str | None, str]] = {
    **dict.fromkeys("🟥🔴", ("R", "red")),
    **dict.fromkeys("🟧🟠", ("O", "orange")),
    **dict.fromkeys("🟨🟡", ("Y", "yellow")),
    **dict.fromkeys("🟩🟢", ("G", "green")),
    **dict.fromkeys("🟦🔵", ("B", "blue")),
    "🫐": ("I", "indigo"),
    **dict.fromkeys("🟪🟣", ("V", "violet")),
    **dict.fromkeys("🟫🟤", (None, "brown")),
    **dict.fromkeys("⬛⚫", ("K", "black")),
    **dict.fromkeys("⬜⚪", ("W", "white")),
}
# The colour words as the catalogs spell them (Korean: bot/i18n/locales/ko); a language not listed here
# has only the letters.
WORDS: dict[str, dict[str, str]] = {
    "en": {word: word for _letter, word in MARKS.values()},
    "ko": {
        "red": "빨강",
        "orange": "주황",
        "yellow": "노랑",
        "green": "초록",
        "blue": "파랑",
        "indigo": "남색",
        "violet": "보라",
        "brown": "갈색",
        "black": "검정",
        "white": "하양",
    },
}
_EMOJI = re.compile(f"([{''.join(MARKS)}])\ufe0f?")
FIRST_SHOWN = 400  # the quick test's share of a game's golden screens: its first moments
CONTEXT = 12  # characters shown either side of a bare emoji in a failure


def bare(text: str, code: str = "en") -> list[str]:
    """Each colour emoji of ``text`` that carries neither its letter nor its word, with some context."""
    found = []
    for match in _EMOJI.finditer(text):
        letter, english = MARKS[match.group(1)]
        after = text[match.end() :]
        word = WORDS.get(code, {}).get(english)
        if letter is not None and after.startswith(letter):
            continue
        if word is not None and after.lower().startswith(f" {word.lower()}"):
            continue
        found.append(text[max(0, match.start() - CONTEXT) : match.end() + CONTEXT])
    return found


def _component(label: str, emoji: str | None) -> str:
    return f"{emoji} {label}" if emoji else label


def texts(shown: Shown | Select) -> Iterator[str]:
    """Every text a player reads in ``shown``: content, messages, labels, placeholders, descriptions."""
    if shown is None or isinstance(shown, Note):
        return
    if isinstance(shown, str):
        yield shown
    elif isinstance(shown, list):
        yield from shown
    elif isinstance(shown, Select):
        yield shown.placeholder
        for option in shown.options:
            yield _component(option.label, option.emoji)
            yield option.description or ""
    elif isinstance(shown, Screen):
        yield shown.content
        for row in shown.rows:
            if isinstance(row, Select):
                yield from texts(row)
            else:
                yield from (_component(button.label, button.emoji) for button in row)
    else:
        raise TypeError(f"a screen of an unknown kind: {shown!r}")


def bare_marks(shown: Iterable[Shown | Select]) -> Counter[str]:
    """The bare colour emoji of everything in ``shown``, each read in the language in force when it is
    taken (``screens`` yields each in the language it was built in)."""
    found: Counter[str] = Counter()
    for one in shown:
        for text in texts(one):
            found.update(bare(text, current()))
    return found


def lobby_selects() -> Iterator[Select]:
    for rules in registry.all():
        for code in LANGUAGES:
            with language(code):
                yield from option_selects(rules.Options())


def failure(game_id: str, found: Counter[str]) -> str:
    examples = "\n".join(f"  {count}× …{text}…" for text, count in found.most_common(15))
    return (
        f"{game_id}: {found.total()} colour emoji without their letter or word "
        f"(docs/ux.md#card-tokens: a card prints as 🟥R12, a colour as 🟥R or 🟥 red):\n{examples}"
    )


def test_a_mark_carries_its_letter_right_after_it_or_its_word() -> None:
    assert bare("🟥R12 ⬜W ⬜️W QU5🟣V SE1🫐I ⚫K0 🟥 red · 🟥 Red always wins · 🟦B") == []
    assert bare("a 🟦 (blue)") == ["a 🟦 (blue)"], "a word in brackets is not right next to it"
    assert bare("🟥 빨강이 항상 이겨요 · ⚫ 검정 0", "ko") == []
    assert bare("🟥 빨강", "en") == ["🟥 빨강"], "the word is the reader's language's"
    assert len(bare("🟥12 🟦🟦🟥⬜ 🟩R 🔴 orange 🟤N 🟤 brown")) == 8


def test_the_lobbys_option_selects_carry_letters() -> None:
    found = bare_marks(lobby_selects())
    assert not found, failure("the lobby", found)


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_first_moments_of_every_game_carry_letters(game_id: str) -> None:
    with closing(screens(game_id)) as shown:  # closed here: its language does not outlive the test
        found = bare_marks(itertools.islice(shown, FIRST_SHOWN))
    assert not found, failure(game_id, found)


# Slow: every screen of the golden games, like test_golden_screens (docs/testing.md#the-quick-tier).
@pytest.mark.slow
@pytest.mark.parametrize("game_id", registry.ids())
def test_every_screen_of_every_game_carries_letters(game_id: str) -> None:
    found = bare_marks(screens(game_id))
    assert not found, failure(game_id, found)
