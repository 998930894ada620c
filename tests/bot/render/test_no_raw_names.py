"""No renderer prints a raw display name: every screen of every game, along a whole random game, with
hostile nicknames at the table. Fails when a renderer reads ``ctx.names`` itself instead of going through
``bot.render.people.name`` / ``seat_label``."""

from __future__ import annotations

import random
import unicodedata

import pytest

from bot.render.base import TableContext
from bot.render.registry import ui_for
from bot.render.screen import Select
from games import registry

# The last one starts with the mark of a line the picture shows (bot.render.kit.layout.pictured): a name
# keeping it would hide its line from the embed.
HOSTILE = ("<@4242>", "[nitro](https://evil.example)", "**al\u202eice**", "@everyone", "\u2063z\u200bw")
MAX_STEPS = 400  # enough for every phase of every game; the renderers don't change past it


def texts(screen) -> tuple[str, list[str]]:
    labels = []
    for row in screen.rows:
        if isinstance(row, Select):
            labels += (
                [row.placeholder]
                + [o.label for o in row.options]
                + [o.description or "" for o in row.options]
            )
        else:
            labels += [b.label for b in row]
    return screen.content, labels


def assert_inert(text: str, where: str) -> None:
    for raw in ("<@4242>", "](https://", "@everyone", "**al", "\u202e", "\u200b", "\u2063z"):
        assert raw not in text, f"{where} prints a raw name: {raw!r} in {text!r}"


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_screen_prints_names_safely(game_id: str) -> None:
    rules, ui = registry.get(game_id), ui_for(game_id)
    players = min(rules.max_players, len(HOSTILE))
    ctx = TableContext(1, rules.name, "cards", HOSTILE[:players])
    state = rules.new_game(players=players, seed=7, options=rules.Options())
    rng = random.Random(7)
    for step in range(MAX_STEPS):
        content, labels = texts(ui.table_screen(ctx, rules.view(state, None)))
        assert_inert(content, f"{game_id} table screen, step {step}")
        for seat in range(players):
            content, labels = texts(ui.hand_screen(ctx, rules.view(state, seat)))
            assert_inert(content, f"{game_id} hand of seat {seat}, step {step}")
            for text in labels:  # labels are plain text: no escapes needed, but nothing invisible
                assert not any(unicodedata.category(ch) == "Cf" for ch in text), text
        acting = rules.to_act(state)
        if not acting:
            break
        seat = rng.choice(acting)
        state, events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        for line in ui.history_messages(ctx, events):
            assert_inert(line, f"{game_id} history message, step {step}")
