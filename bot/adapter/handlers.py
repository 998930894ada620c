"""What a click on any Cardroom component does. Thin: parse, call the service, render, reply."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.adapter import custom_ids
from bot.adapter.hands import is_private_message, show_hand
from bot.adapter.replies import reply_errors, send_ephemeral
from bot.tables.errors import IllegalMoveError, StaleActionError, TableError

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

FOREIGN_ID = "That control isn't one Cardroom understands, so nothing changed."
UNKNOWN_LOBBY_STEP = "That lobby button isn't one Cardroom understands, so nothing changed."


async def handle_component(
    interaction: discord.Interaction[CardroomBot], custom_id: str, values: Sequence[str]
) -> None:
    component = custom_ids.parse(custom_id)
    async with reply_errors(interaction, f"component {custom_id[:100]!r}"):
        if component is None:
            raise TableError(FOREIGN_ID)
        tail, table_id = component.tail, component.table_id
        if tail.startswith("lobby:"):
            await _lobby(interaction, table_id, tail.removeprefix("lobby:"), values)
        elif tail == "ui:hand":
            await show_hand(interaction, table_id)
        elif tail == "ui:rules":
            await _rules(interaction, table_id)
        elif tail.startswith("ui:draft:"):
            await show_hand(interaction, table_id, draft=tail.removeprefix("ui:draft:"))
        elif tail.startswith("ui:pick:"):
            await _pick(interaction, table_id, tail.removeprefix("ui:pick:"), values)
        else:
            await _act(interaction, table_id, component.version, tail)


async def _act(
    interaction: discord.Interaction[CardroomBot], table_id: int, version: int, action: str
) -> None:
    bot = interaction.client
    try:
        result = await bot.tables.act(table_id, interaction.user.id, version, action)
    except (StaleActionError, IllegalMoveError) as refusal:
        # Shown on the player's own hand, so the refusal sits next to the cards they can play now.
        if is_private_message(interaction):
            await show_hand(interaction, table_id, notice=refusal.message)
            return
        raise
    # The action is stored: from here on a failure must not claim that nothing changed.
    try:
        await show_hand(interaction, table_id)
    except Exception:
        log.exception("table %s: action stored but the hand could not be refreshed", table_id)
    await bot.publisher.after_action(result, interaction)  # the announcement goes out as its followup


async def _pick(
    interaction: discord.Interaction[CardroomBot], table_id: int, pick: str, values: Sequence[str]
) -> None:
    bot = interaction.client
    private = await bot.tables.private_view(table_id, interaction.user.id)
    ui = bot.ui_for(private.table.game_id)
    try:
        draft = ui.draft_from_pick(private.view, pick, values)
    except ValueError:
        await show_hand(interaction, table_id, notice="That choice isn't possible here. Nothing changed.")
        return
    await show_hand(interaction, table_id, draft=draft)


async def _rules(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    bot = interaction.client
    state = await bot.tables.table(table_id)
    ui = bot.ui_for(state.table.game_id)
    await send_ephemeral(interaction, ui.rules_text(state.table.options))


async def _lobby(
    interaction: discord.Interaction[CardroomBot], table_id: int, step: str, values: Sequence[str]
) -> None:
    bot = interaction.client
    user = interaction.user
    tables = bot.tables
    if step == "join":
        state = await tables.join(table_id, user.id, user.display_name)
    elif step == "leave":
        state = await tables.leave(table_id, user.id)
    elif step == "cancel":
        state = await tables.abort(table_id, user.id)
    elif step.startswith("opt:"):
        state = await tables.set_option(table_id, user.id, step.removeprefix("opt:"), values)
    elif step == "start":
        state = await tables.start(table_id, user.id)
    else:
        raise TableError(UNKNOWN_LOBBY_STEP)
    screen, view = bot.publisher.table_message(state)
    if state.table.message_id == getattr(interaction.message, "id", None):
        await interaction.response.edit_message(content=screen.content, view=view)
    else:  # a lobby button on an older copy of the table message: answer privately, refresh the real one
        await send_ephemeral(interaction, "Done. The table message above is up to date.")
        await bot.publisher.refresh_table(table_id)
    if step == "start":
        await bot.publisher.after_start(state, interaction)
