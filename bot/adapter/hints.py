"""💡 Hint (issue 39): a click on a hand's Hint button, answered privately with the suggested move.

The expert thinks for about a second (in the bots' worker pool, bot/tables/hints.py), so the click is
acknowledged first, with a private "thinking" reply (type 5, ephemeral), and the hint fills it: nothing is
posted in the channel, and nobody else sees it. Its ▶️ Play it button is an ordinary action button of the
hand's version, so a hint left standing after the game moved on is refused like any stale button. A click
from someone not seated, on a table without hints, or on an out-of-date hand is refused in one sentence
(the service's refusals), and nothing changes.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.adapter import rest
from bot.adapter.components import to_view
from bot.render.hints import hint_screen

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


async def acknowledge(interaction: discord.Interaction[CardroomBot]) -> None:
    """Acknowledge a hint click at once with a private "thinking" reply, within Discord's 3 s."""
    if interaction.response.is_done():
        return
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as error:  # expired already: the answer below may fail too
        log.warning("could not acknowledge a hint click (%s)", error)
    finally:
        interaction.client.gate.answered(interaction.id)


async def hint_click(interaction: discord.Interaction[CardroomBot], table_id: int, version: int) -> None:
    """The hint for the clicker's seat, in the private reply the acknowledgement posted."""
    bot = interaction.client
    shown = await bot.tables.hint(table_id, interaction.user.id, version)
    private = shown.private
    ui = bot.ui_for(private.table.game_id)
    screen = hint_screen(ui, bot.context_for(private.table), private.view, shown.hint)
    await rest.edit_original(
        interaction, content=screen.content, view=to_view(screen, table_id, private.table.version)
    )
