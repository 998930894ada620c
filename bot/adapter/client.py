"""The Discord client: wires the table service, the components and the slash commands together."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.adapter.commands import ALL_COMMANDS
from bot.adapter.components import TableComponent
from bot.adapter.handlers import FOREIGN_ID
from bot.adapter.live_hands import LiveHands
from bot.adapter.publisher import Publisher
from bot.adapter.replies import UNEXPECTED, send_ephemeral
from bot.adapter.sweeper import Sweeper
from bot.adapter.throttle import SLOW_DOWN, ClickBucket, RepostLimit
from bot.render.base import GameUI, TableContext
from bot.render.registry import ui_for
from bot.tables import TableInfo, TableService
from bot.tables.limits import Limits
from storage import Store

log = logging.getLogger(__name__)


def intents() -> discord.Intents:
    """Only the guilds intent: everything else arrives through interactions. No privileged intent."""
    return discord.Intents(guilds=True)


class CardroomTree(app_commands.CommandTree["CardroomBot"]):
    async def interaction_check(self, interaction: discord.Interaction[CardroomBot]) -> bool:
        """Every slash command passes the person's click budget first; over it, one private sentence."""
        if interaction.client.clicks.allow(interaction.user.id):
            return True
        await send_ephemeral(interaction, SLOW_DOWN)
        return False

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        log.error("slash command failed", exc_info=error)
        with contextlib.suppress(discord.HTTPException):
            await send_ephemeral(interaction, UNEXPECTED)


class CardroomBot(discord.Client):
    def __init__(
        self,
        *,
        store: Store,
        dev_guild_id: int | None = None,
        seed_source: Callable[[], int] | None = None,
        clock: Callable[[], float] | None = None,
        limits: Limits | None = None,
        **options: Any,
    ) -> None:
        options.setdefault("intents", intents())
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(**options)
        self.tree = CardroomTree(self)
        self.clock = clock or discord_time
        self.tables = TableService(store, seed_source=seed_source, clock=self.clock, limits=limits)
        limits = self.tables.limits
        self.clicks = ClickBucket(limits.click_burst, limits.clicks_per_second, self.clock)
        self.reposts = RepostLimit(limits.table_reposts_per_minute, self.clock)
        self.publisher = Publisher(self)
        self.live_hands = LiveHands(self)
        self.sweeper = Sweeper(self)
        self._dev_guild_id = dev_guild_id
        for command in ALL_COMMANDS:
            self.tree.add_command(command)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(TableComponent)
        self.sweeper.start()
        if self._dev_guild_id is not None:
            guild = discord.Object(self._dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction[CardroomBot]) -> None:
        """Answer clicks that discord.py would drop silently: a custom_id that is not on the message.

        Only a modified client sends those; without this the user would see "This interaction failed".
        """
        if interaction.type is discord.InteractionType.component and not _is_on_message(interaction):
            await send_ephemeral(interaction, FOREIGN_ID)

    async def on_ready(self) -> None:
        log.info("Cardroom is connected as %s", self.user)

    async def close(self) -> None:
        await self.sweeper.stop()
        await self.tables.close()  # the bots' worker processes
        await super().close()

    # Helpers the adapter modules share.
    @staticmethod
    def ui_for(game_id: str) -> GameUI:
        return ui_for(game_id)

    def context_for(self, table: TableInfo) -> TableContext:
        channel = self.get_channel(table.channel_id)
        channel_name = getattr(channel, "name", None) or "this channel"
        return TableContext(
            table_id=table.id, game_name=table.game_name, channel_name=channel_name, names=table.names
        )


def discord_time() -> float:
    """Unix seconds by discord.py's clock: the wall clock in production, the test's in SimCord."""
    return discord.utils.utcnow().timestamp()


def _is_on_message(interaction: discord.Interaction[Any]) -> bool:
    custom_id = (interaction.data or {}).get("custom_id")
    message = interaction.message
    if message is None:
        return False
    return any(
        getattr(child, "custom_id", None) == custom_id
        for row in message.components
        for child in getattr(row, "children", [row])
    )
