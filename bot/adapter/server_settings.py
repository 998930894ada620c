"""``/server-settings``: the server's defaults (threads for new tables, cards as pictures), for people who
may manage the server.

``default_permissions`` only hides the command from others by default: a server's admins can grant it to
anyone under Integrations, so the handler checks Manage Server itself. The answer is always private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.adapter.replies import reply_errors, send_ephemeral
from bot.i18n import N_, _
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

NOT_A_MANAGER = N_("Only someone with the Manage Server permission can change Cardroom's server settings.")
NOT_IN_A_SERVER = N_("Server settings belong to a server: use this command in one.")
# What /server-settings says, in the asking person's language: one whole line per setting, every time.
THREADS_ON = N_(
    "⚙️ Threads for tables are on: each new table plays in a thread of its own, and its channel keeps one "
    "line. The host of a table can choose otherwise in the lobby (🤖 Bots, clock & thread). I need the "
    "Create Public Threads and Manage Threads permissions."
)
THREADS_OFF = N_(
    "⚙️ Threads for tables are off: tables play in the channel where /play was used. The host of a table "
    "can choose otherwise in the lobby (🤖 Bots, clock & thread). I need the Create Public Threads and "
    "Manage Threads permissions."
)
PICTURES_ON = N_(
    "🖼️ Pictures are on: the table, and the hands of players who made no choice of their own, are drawn "
    "as cards (I need the Attach Files permission). Players choose for their own hand with /settings "
    "pictures."
)
PICTURES_OFF = N_(
    "🖼️ Pictures are off: the table, and the hands of players who made no choice of their own, are text "
    "only. Players choose for their own hand with /settings pictures."
)
ON_OFF = [app_commands.Choice(name=N_("on"), value="on"), app_commands.Choice(name=N_("off"), value="off")]


@app_commands.command(
    name=N_("server-settings"), description=N_("This server's defaults for Cardroom tables.")
)
@app_commands.describe(
    threads=N_("New tables play in a thread of their own (the host can still choose)"),
    pictures=N_("Draw the table and hands as card pictures, or text only (players can choose their own)"),
)
@app_commands.choices(threads=ON_OFF, pictures=ON_OFF)
@app_commands.default_permissions(manage_guild=True)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
async def server_settings(
    interaction: discord.Interaction[CardroomBot],
    threads: app_commands.Choice[str] | None = None,
    pictures: app_commands.Choice[str] | None = None,
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/server-settings"):
        if interaction.guild_id is None:
            raise TableError(_(NOT_IN_A_SERVER))
        if not (interaction.permissions and interaction.permissions.manage_guild):
            raise TableError(_(NOT_A_MANAGER))
        settings = await bot.tables.guild_settings(interaction.guild_id)
        if threads is not None:
            settings = await bot.tables.set_table_threads(interaction.guild_id, threads.value == "on")
        if pictures is not None:
            settings = await bot.tables.set_server_pictures(interaction.guild_id, pictures.value == "on")
        lines = [
            _(THREADS_ON if settings.table_threads else THREADS_OFF),
            _(PICTURES_ON if settings.pictures else PICTURES_OFF),
        ]
        await send_ephemeral(interaction, "\n".join(lines))
