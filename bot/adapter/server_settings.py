"""``/server-settings``: the server's defaults for new tables, for people who may manage the server.

``default_permissions`` only hides the command from others by default: a server's admins can grant it to
anyone under Integrations, so the handler checks Manage Server itself. The answer is always private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.adapter.replies import reply_errors, send_ephemeral
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

NOT_A_MANAGER = "Only someone with the Manage Server permission can change Cardroom's server settings."
THREADS_ON = "on: each new table plays in a thread of its own, and its channel keeps one line"
THREADS_OFF = "off: tables play in the channel where /play was used"


@app_commands.command(name="server-settings", description="This server's defaults for new Cardroom tables.")
@app_commands.describe(threads="New tables play in a thread of their own (the host can still choose)")
@app_commands.choices(
    threads=[app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]
)
@app_commands.default_permissions(manage_guild=True)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
async def server_settings(
    interaction: discord.Interaction[CardroomBot], threads: app_commands.Choice[str] | None = None
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/server-settings"):
        if interaction.guild_id is None:
            raise TableError("Server settings belong to a server: use this command in one.")
        if not (interaction.permissions and interaction.permissions.manage_guild):
            raise TableError(NOT_A_MANAGER)
        if threads is None:
            settings = await bot.tables.guild_settings(interaction.guild_id)
        else:
            settings = await bot.tables.set_table_threads(interaction.guild_id, threads.value == "on")
        state = THREADS_ON if settings.table_threads else THREADS_OFF
        await send_ephemeral(
            interaction,
            f"⚙️ Threads for tables are {state}. The host of a table can choose otherwise in the lobby "
            "(🤖 Bots, clock & thread). I need the Create Public Threads and Manage Threads permissions.",
        )
