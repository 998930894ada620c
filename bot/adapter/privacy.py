"""/privacy show and /privacy forget, and the server join/leave events that start or stop a deletion.

Thin: the privacy service decides and stores, ``bot.render.privacy`` writes the texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands, ui

from bot.adapter.forget_names import unname
from bot.adapter.replies import reply_errors, send_ephemeral
from bot.i18n import N_, _
from bot.render.privacy import (
    CONFIRM_TEXT,
    FORGET_LABEL,
    KEEP_LABEL,
    KEPT_TEXT,
    forgotten_text,
    seated_text,
    show_text,
    unnaming_text,
)
from bot.render.screen import pages
from bot.tables.privacy import StillSeatedRefusal
from games import registry

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

# The confirmation's buttons. Whoever clicks acts on their own data only, so the ids carry no user.
FORGET_ID = "privacy:forget"
KEEP_ID = "privacy:keep"
PRIVACY_IDS = (FORGET_ID, KEEP_ID)

privacy_group = app_commands.Group(name=N_("privacy"), description=N_("What Cardroom stores about you."))


@privacy_group.command(name=N_("show"), description=N_("What Cardroom stores about you (only you see it)."))
async def show(interaction: discord.Interaction[CardroomBot]) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/privacy show"):
        data = await bot.privacy.user_data(interaction.user.id)
        about = await bot.privacy.stored_about(interaction.user.id)
        names = {rules.id: rules.name for rules in registry.all()}
        for page in pages(show_text(data, about, bot.privacy.policy, names)):  # the answer, then followups
            await send_ephemeral(interaction, page)


@privacy_group.command(
    name=N_("forget"), description=N_("Delete your preferences and anonymise your results.")
)
async def forget(interaction: discord.Interaction[CardroomBot]) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/privacy forget"):
        try:
            await bot.privacy.check_can_forget(interaction.user.id)
        except StillSeatedRefusal as seated:
            await send_ephemeral(interaction, seated_text(seated.channel_id))
            return
        await send_ephemeral(interaction, _(CONFIRM_TEXT), view=_confirm_view())


def _confirm_view() -> ui.View:
    view = ui.View(timeout=None)
    view.add_item(ui.Button(label=_(FORGET_LABEL), custom_id=FORGET_ID, style=discord.ButtonStyle.danger))
    view.add_item(ui.Button(label=_(KEEP_LABEL), custom_id=KEEP_ID, style=discord.ButtonStyle.secondary))
    view.stop()  # clicks arrive through the dynamic-item registry (bot.adapter.components), as all do
    return view


async def on_privacy_click(interaction: discord.Interaction[CardroomBot], custom_id: str) -> None:
    """Forget me / Keep on the confirmation; the message is replaced by the outcome, without buttons."""
    async with reply_errors(interaction, f"component {custom_id}"):
        if custom_id == KEEP_ID:
            await interaction.response.edit_message(content=_(KEPT_TEXT), view=None)
            return
        try:
            await _forget(interaction)
        except StillSeatedRefusal as seated:  # sat down between the question and the click
            await interaction.response.edit_message(content=seated_text(seated.channel_id), view=None)


async def _forget(interaction: discord.Interaction[CardroomBot]) -> None:
    """Forget the clicker; then take their name out of the threads and table messages of their games,
    after the answer (one or two edits per game: it may take a while)."""
    bot = interaction.client
    naming = await bot.privacy.tables_naming(interaction.user.id)  # afterwards their seats name nobody
    text = forgotten_text(await bot.privacy.forget(interaction.user.id))
    if naming:
        text = f"{text}\n{unnaming_text(len(naming))}"
    await interaction.response.edit_message(content=text, view=None)
    if naming:
        bot.background.start(unname(bot, naming))
