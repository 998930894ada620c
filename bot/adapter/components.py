"""Screens become discord.py views of DynamicItems, so every button survives a restart.

There is one DynamicItem class for every Cardroom component: it parses nothing itself (the template
accepts any custom_id, so forged ids get a polite answer instead of "This interaction failed") and
hands the click to ``bot.adapter.handlers``.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.adapter import custom_ids
from bot.adapter.languages import note_locale
from bot.render.screen import Button, Screen, Select

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class TableComponent(ui.DynamicItem[ui.Item[Any]], template=re.compile(r"(?P<raw>.*)", re.DOTALL)):
    """Any button or select Cardroom sent, rebuilt from the clicked message's component."""

    def __init__(self, item: ui.Item[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str], /
    ) -> TableComponent:
        return cls(item)

    async def callback(self, interaction: discord.Interaction[CardroomBot]) -> None:
        from bot.adapter.handlers import handle_component

        await note_locale(interaction)
        custom_id = str(interaction.data.get("custom_id", "")) if interaction.data else ""
        values = [str(v) for v in (interaction.data or {}).get("values", [])]
        await handle_component(interaction, custom_id, values)


def to_view(screen: Screen, table_id: int, version: int) -> ui.View | None:
    """The components of ``screen`` for a message of table ``table_id`` at ``version``."""
    if not screen.rows:
        return None
    view = ui.View(timeout=None)
    for row_index, row in enumerate(screen.rows):
        if isinstance(row, Select):
            view.add_item(TableComponent(_select(row, table_id, version, row_index)))
        else:
            for button in row:
                view.add_item(TableComponent(_button(button, table_id, version, row_index)))
    # Clicks reach TableComponent through the dynamic-item registry, never through this view object.
    # A stopped view is still sent as components but is not kept in discord.py's view store, which
    # would otherwise hold it (with a 15-minute timeout task for ephemerals) for every message sent.
    view.stop()
    return view


def _button(button: Button, table_id: int, version: int, row: int) -> ui.Button[Any]:
    return ui.Button(
        label=button.label[:80],
        custom_id=custom_ids.make(table_id, version, button.action),
        style=_STYLES[button.style],
        disabled=button.disabled,
        emoji=button.emoji,
        row=row,
    )


def _select(select: Select, table_id: int, version: int, row: int) -> ui.Select[Any]:
    return ui.Select(
        custom_id=custom_ids.make(table_id, version, select.pick),
        placeholder=select.placeholder[:150] or None,
        min_values=select.min_values,
        max_values=min(select.max_values, len(select.options)),
        disabled=select.disabled,
        row=row,
        options=[
            discord.SelectOption(
                label=option.label[:100],
                value=option.value[:100],
                default=option.default,
                description=option.description[:100] if option.description else None,
                emoji=option.emoji,
            )
            for option in select.options
        ],
    )
