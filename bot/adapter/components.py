"""Screens become the components Discord shows, and clicks on them reach ``bot.adapter.handlers``.

Every button survives a restart: nothing is kept in memory per message. A click names its table,
version and action in its custom_id (``bot.adapter.custom_ids``), and ``CardroomBot.on_interaction``
hands every component click to ``clicked`` (forged ids get a polite answer instead of "This
interaction failed"). Outgoing components are written as the payload Discord receives
(``SentComponents``), without discord.py's item objects.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
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


async def clicked(interaction: discord.Interaction[CardroomBot]) -> None:
    """A click on any Cardroom component (``CardroomBot.on_interaction`` calls this for each)."""
    from bot.adapter.handlers import handle_component

    await note_locale(interaction)
    custom_id = str(interaction.data.get("custom_id", "")) if interaction.data else ""
    values = [str(v) for v in (interaction.data or {}).get("values", [])]
    await handle_component(interaction, custom_id, values)


MakeId = Callable[[int, int, str], str]


def to_view(screen: Screen, table_id: int, version: int, make: MakeId = custom_ids.make) -> ui.View | None:
    """The components of ``screen`` for a message of table ``table_id`` at ``version`` (``make``: the
    custom_id grammar, a daily deal's for its controls)."""
    if not screen.rows:
        return None
    rows: list[dict[str, Any]] = []
    for row in screen.rows:
        if isinstance(row, Select):
            rows.append(_row([_select(row, table_id, version, make)]))
        elif row:  # discord.py leaves an empty row out
            rows.append(_row([_button(button, table_id, version, make) for button in row]))
    return SentComponents(rows)


class SentComponents(ui.View):
    """A message's components as the ready payload Discord receives.

    discord.py only asks a view it sends for ``to_components()`` (and whether to keep it: never, since
    clicks reach ``clicked`` through ``CardroomBot.on_interaction``). Building ``ui.Button`` and
    ``ui.Select`` objects for every message sent only to turn them back into these dicts was a fixed
    cost of every table edit and hand (bench/HISTORY.md, "CPU per action against the floor").
    """

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        # Not ``View.__init__``: it makes a future on the loop, 16 random bytes of id and walks the class's
        # items, all for listening to clicks this view never dispatches. Only what discord.py reads of a
        # view it sends is set: its timeout (``Webhook.send`` looks at it) and that it has no children.
        self._BaseView__timeout = None
        self._BaseView__timeout_task = None
        self._BaseView__stopped = None
        self._children = []
        self._total_children = 0
        self._cache_key = None
        self.id = ""
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_finished(self) -> bool:
        return True  # also when built outside an event loop (no future to stop)

    def has_components_v2(self) -> bool:
        return False

    def is_dispatchable(self) -> bool:
        return False


def _row(children: list[dict[str, Any]]) -> dict[str, Any]:
    return {"type": discord.ComponentType.action_row.value, "components": children}


@functools.lru_cache(maxsize=512)
def _emoji(emoji: str) -> dict[str, Any]:
    return discord.PartialEmoji.from_str(emoji).to_dict()  # type: ignore[return-value]


def _button(button: Button, table_id: int, version: int, make: MakeId = custom_ids.make) -> dict[str, Any]:
    # The keys discord.py's ``ui.Button.to_component_dict`` writes (tests/bot/adapter/test_components.py).
    payload: dict[str, Any] = {
        "type": discord.ComponentType.button.value,
        "style": _STYLES[button.style].value,
        "disabled": button.disabled,
        "custom_id": make(table_id, version, button.action),
    }
    if label := button.label[:80]:
        payload["label"] = label
    if button.emoji:
        payload["emoji"] = _emoji(button.emoji)
    return payload


def _select(select: Select, table_id: int, version: int, make: MakeId = custom_ids.make) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "type": discord.ComponentType.string_select.value,
        "custom_id": make(table_id, version, select.pick),
        "min_values": select.min_values,
        "max_values": min(select.max_values, len(select.options)),
        "disabled": select.disabled,
        "required": True,  # what discord.py writes for a message select (Discord reads it in modals only)
    }
    if placeholder := select.placeholder[:150]:
        payload["placeholder"] = placeholder
    payload["options"] = [_option(option) for option in select.options]
    return payload


def _option(option: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "label": option.label[:100],
        "value": option.value[:100],
        "default": option.default,
    }
    if option.description and (description := option.description[:100]):
        payload["description"] = description
    if option.emoji:
        payload["emoji"] = _emoji(option.emoji)
    return payload
