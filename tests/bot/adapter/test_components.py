"""The components a message carries are sent as a ready payload (``to_view``), without discord.py's
``ui.Button`` / ``ui.Select`` objects: Discord must receive exactly what those objects would have written,
for every table screen and every hand of real playouts of every game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import ui

from bot.adapter import custom_ids
from bot.adapter.components import to_view
from bot.render.base import TableContext
from bot.render.registry import ui_for
from bot.render.screen import MAX_ROWS, Button, Screen, Select
from games import registry

STYLES = {name: getattr(discord.ButtonStyle, name) for name in ("primary", "secondary", "success", "danger")}


def discord_py_components(screen: Screen, table_id: int, version: int) -> list[dict[str, Any]]:
    """What discord.py's own view objects send for ``screen`` (the way ``to_view`` used to build them)."""
    view = ui.View(timeout=None)
    for row_index, row in enumerate(screen.rows):
        if isinstance(row, Select):
            view.add_item(
                ui.Select(
                    custom_id=custom_ids.make(table_id, version, row.pick),
                    placeholder=row.placeholder[:150] or None,
                    min_values=row.min_values,
                    max_values=min(row.max_values, len(row.options)),
                    disabled=row.disabled,
                    row=row_index,
                    options=[
                        discord.SelectOption(
                            label=option.label[:100],
                            value=option.value[:100],
                            default=option.default,
                            description=option.description[:100] if option.description else None,
                            emoji=option.emoji,
                        )
                        for option in row.options
                    ],
                )
            )
        else:
            for button in row:
                view.add_item(
                    ui.Button(
                        label=button.label[:80],
                        custom_id=custom_ids.make(table_id, version, button.action),
                        style=STYLES[button.style],
                        disabled=button.disabled,
                        emoji=button.emoji,
                        row=row_index,
                    )
                )
    return view.to_components()


def played_screens(game_id: str, seeds: int = 3) -> Iterator[Screen]:
    """Every table screen and every seat's hand along random playouts."""
    rules = registry.get(game_id)
    game_ui = ui_for(game_id)
    players = rules.max_players
    ctx = TableContext(7, rules.name, "cards", tuple(f"P{seat}" for seat in range(players)))
    for seed in range(seeds):
        rng = random.Random(seed)
        state = rules.new_game(players, seed=seed)
        while acting := rules.to_act(state):
            yield game_ui.table_screen(ctx, rules.view(state, None))
            for seat in range(players):
                yield game_ui.hand_screen(ctx, rules.view(state, seat), None, None)
            seat = rng.choice(acting)
            state, _events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


@pytest.mark.parametrize("game_id", [rules.id for rules in registry.all()])
async def test_every_screen_sends_exactly_what_discord_py_would(game_id: str) -> None:
    checked = 0
    for screen in played_screens(game_id):
        if len(screen.rows) < MAX_ROWS:  # the table message's controls, with an emoji
            screen = Screen(screen.content, (*screen.rows, (Button("Rules", "ui:rules", emoji="📖"),)))
        sent = to_view(screen, 7, 12)
        assert sent is not None
        assert sent.to_components() == discord_py_components(screen, 7, 12)
        checked += 1
    assert checked > 0


async def test_sent_components_are_never_kept_for_dispatch_and_a_screen_without_rows_has_none() -> None:
    view = to_view(Screen("x", ((Button("Join", "lobby:join"),),)), 1, 0)
    assert view is not None and view.is_finished() and not view.is_dispatchable()
    assert not view.has_components_v2()
    assert to_view(Screen("x", ()), 1, 0) is None
