"""On a Korean table no label is left in English: every registered game's table message and hands, along
seeded playouts, read in Korean with Korean names, and each panel's labels (the embed's field names, and
the title without the game's own name) hold no English word.

The catalog checks cannot see a label that never reached the catalog (one written inside an f-string, or
a raw string): issue 40's example game showed "Trump" and "Dealer" in English on a Korean table. The source
scan (``tests/bot/i18n/test_labels_extracted.py``) catches the f-string in ``bot/``; this catches the screen
itself, for every game the registry holds (an example game registered by its plugin too).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.i18n import _, language
from bot.render.base import TableContext
from bot.render.game_names import game_title
from bot.render.kit.layout import layout_of, row
from bot.render.registry import ui_for
from games import registry
from tests.bot.pictures.playouts import states, table_sizes

NAMES = ("민준", "서연", "지우", "하은", "도윤", "수아")  # Korean names: an English word is then the screen's
ENGLISH = re.compile(r"[A-Za-z]{3,}")  # a word; card codes (R12, V1, QU5) and letters (A–D) are not words
SEEDS = (1, 2)
EVERY = 3  # every third state of a playout: each phase and step of a game, in a second


def english_labels(content: str, game: str) -> list[str]:
    """The labels of ``content``'s panel with an English word in them (``game``: the game's name as the
    screen shows it, which may stay in Latin letters)."""
    panel = layout_of(content)
    labels = [field.name for field in panel.fields]
    if panel.title:
        labels.append(panel.title.replace(game, ""))
    return [label.strip() for label in labels if ENGLISH.search(label)]


def screens(game_id: str) -> list[tuple[str, str]]:
    """(screen, content) of the table and each hand along seeded playouts, in Korean."""
    rules, ui = registry.get(game_id), ui_for(game_id)
    out = []
    for players in table_sizes(game_id):
        ctx = TableContext(1, rules.name, "카드", NAMES[:players])
        for seed in SEEDS:
            for state in states(game_id, players, seed, every=EVERY):
                with language("ko"):
                    out.append(("table", ui.table_screen(ctx, rules.view(state, None)).content))
                    out += [
                        (f"hand {s}", ui.hand_screen(ctx, rules.view(state, s)).content)
                        for s in range(players)
                    ]
    return out


def a_table_written_the_wrong_way(ctx: TableContext, view: dict[str, Any]) -> str:
    """The issue's case ("Trump" and "Dealer" stayed English): labels translated inside f-strings, so the
    catalog never had them. Made-up labels stand for them: a real game may well bring "Trump" to the
    catalog, and this sample must stay a label the catalog never had."""
    return "\n".join(
        [
            "**예시 게임 · 라운드 1/3**",
            f"**{_('Zorbling')}**  {view['trump']}",
            f"**{_('Quibbler')}**  {ctx.names[0]}",
            row(_("Bids"), "민준 1 · 서연 ?"),  # through the catalog (the kit's row): Korean
        ]
    )


def test_a_label_the_catalog_never_had_is_found_on_the_korean_table() -> None:
    ctx = TableContext(1, "Sample Game", "카드", NAMES[:2])
    with language("ko"):
        content = a_table_written_the_wrong_way(ctx, {"trump": "♣️3"})
    assert english_labels(content, "예시 게임") == ["Zorbling", "Quibbler"]
    translated = content.replace("Zorbling", "으뜸패").replace("Quibbler", "딜러")
    assert english_labels(translated, "예시 게임") == []


@pytest.mark.parametrize("game_id", registry.ids())
def test_no_label_of_a_korean_table_or_hand_is_left_in_english(game_id: str) -> None:
    with language("ko"):
        game = game_title(registry.get(game_id).name)
    shown = screens(game_id)
    assert len(shown) > len(SEEDS)  # the playouts did reach screens
    english = sorted(
        {f"{where}: {label}" for where, content in shown for label in english_labels(content, game)}
    )
    assert not english, english[:10]
