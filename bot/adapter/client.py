"""The Discord client: wires the table service, the components and the slash commands together."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.adapter import budget, rest
from bot.adapter.background import Background
from bot.adapter.backlog import Backlog
from bot.adapter.budget import DEFAULT_GLOBAL_RATE_LIMIT, GlobalBudget
from bot.adapter.click_gate import ClickGate
from bot.adapter.commands import ALL_COMMANDS
from bot.adapter.components import clicked
from bot.adapter.daily import daily_group
from bot.adapter.departures import member_banned
from bot.adapter.fair_share import serving
from bot.adapter.handlers import FOREIGN_ID
from bot.adapter.help_answers import HelpAnswers
from bot.adapter.languages import note_locale
from bot.adapter.live_hands import LiveHands
from bot.adapter.looks import Looks
from bot.adapter.presets import name_given
from bot.adapter.privacy import privacy_group
from bot.adapter.publisher import Publisher
from bot.adapter.refusals import Refusals
from bot.adapter.refused_hosts import tell_refused_host
from bot.adapter.replies import UNEXPECTED, in_their_words, send_ephemeral
from bot.adapter.sweeper import Sweeper
from bot.adapter.threads import Threads
from bot.adapter.throttle import SLOW_DOWN, ClickBucket, RepostLimit
from bot.adapter.translator import CatalogTranslator
from bot.i18n import _
from bot.render.base import GameUI, TableContext
from bot.render.registry import ui_for
from bot.tables import TableInfo, TableService
from bot.tables.daily import DAILY_LEVEL
from bot.tables.daily_service import DailyService
from bot.tables.limits import Limits
from bot.tables.privacy import DataPolicy, PrivacyService
from storage import Shards, Store

log = logging.getLogger(__name__)


def intents() -> discord.Intents:
    """Guilds, and moderation for bans (bot/adapter/departures.py): no privileged intent. Everything
    else arrives through interactions."""
    return discord.Intents(guilds=True, moderation=True)


class CardroomTree(app_commands.CommandTree["CardroomBot"]):
    async def interaction_check(self, interaction: discord.Interaction[CardroomBot]) -> bool:
        """Every slash command passes the person's click budget first; over it, one private sentence."""
        # In flight until it is answered (bot/adapter/click_gate.py).
        interaction.client.gate.arrived(interaction.id, interaction.response.is_done)
        if interaction.client.clicks.allow(interaction.user.id):
            await note_locale(interaction)
            return True
        await send_ephemeral(interaction, in_their_words(interaction, SLOW_DOWN))
        return False

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        log.error("slash command failed", exc_info=error)
        with contextlib.suppress(discord.HTTPException):
            await send_ephemeral(interaction, in_their_words(interaction, UNEXPECTED))
        rest.release(interaction)

    async def _call(self, interaction: discord.Interaction[CardroomBot]) -> None:
        """discord.py's own dispatch of a command, then the interaction let go (``rest.release``)."""
        try:
            await super()._call(interaction)
        finally:
            rest.release(interaction)


class CardroomBot(discord.Client):
    def __init__(
        self,
        *,
        store: Store,
        dev_guild_id: int | None = None,
        seed_source: Callable[[], int] | None = None,
        clock: Callable[[], float] | None = None,
        data_policy: DataPolicy | None = None,
        limits: Limits | None = None,
        global_rate: float | None = DEFAULT_GLOBAL_RATE_LIMIT,
        watch_lag: bool = False,
        daily_secret: str | None = None,
        daily_level: str = DAILY_LEVEL,
        **options: Any,
    ) -> None:
        options.setdefault("intents", intents())
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(**options)
        # This process's share of Discord's global limit (requests/s), in front of every REST call
        # (None: no budget, for SimCord, whose HTTP client replaces this one and whose clock stands still).
        self.clock = clock or discord_time
        # Refused channels and the process's count of refused requests (bot/adapter/refusals.py): past a
        # part of Discord's limit, optional traffic stops, beginning with the budget's table edits.
        self.refusals = Refusals(self.clock)
        self.budget = GlobalBudget(global_rate, stop_optional=self.refusals.optional_stopped)
        budget.install(self.http, self.budget, self._server_of)
        self.tree = CardroomTree(self)
        self.shard_scope = store.shards  # the tables this process acts on unasked (storage.shards)
        self.tables = TableService(store, seed_source=seed_source, clock=self.clock, limits=limits)
        # The daily deal (docs/daily.md): its seeds under DAILY_SECRET, else the one kept in the database;
        # a new day's bots at DAILY_BOT_LEVEL.
        self.daily = DailyService(store, self.tables.thinker, self.clock, daily_secret, daily_level)
        self.privacy = PrivacyService(
            store,
            policy=data_policy,
            clock=self.clock,
            on_tables_deleted=self.tables.drop_tables,
            on_user_forgotten=self._forget_person,
        )
        limits = self.tables.limits
        self.clicks = ClickBucket(limits.click_burst, limits.clicks_per_second, self.clock)
        self.reposts = RepostLimit(limits.table_reposts_per_minute, self.clock)
        self.looks = Looks()
        # The event loop's lag counts only in a real process (python -m bot): in-process test fakes
        # (SimCord) wait for every task to settle, which a ticker never does; the work slots count anyway.
        self.backlog = Backlog()
        self.background = Background()  # table-message edits finishing after the click that asked
        self.gate = ClickGate()  # public work waits for the clicks in flight (bot/adapter/click_gate.py)
        self._watch_lag = watch_lag
        self.publisher = Publisher(self)
        self.live_hands = LiveHands(self)
        self.help_answers = HelpAnswers(self)  # Rules, "?", Score sheet, Last trick: one private message
        self.threads = Threads(self)
        self.sweeper = Sweeper(self)
        self._dev_guild_id = dev_guild_id
        for command in ALL_COMMANDS:
            self.tree.add_command(command)
        self.tree.add_command(privacy_group)
        self.tree.add_command(daily_group)

    async def setup_hook(self) -> None:
        # Here, not in __init__: the HTTP client is the one that will send (a simulator installs its own).
        self.refusals.install(self.http)
        self.sweeper.start()
        await self.tree.set_translator(CatalogTranslator())  # before syncing: the names go with the sync
        if self._dev_guild_id is not None:
            guild = discord.Object(self._dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction[CardroomBot]) -> None:
        """Every click on a Cardroom component, and the ones a modified client forges.

        Clicks are handled here rather than through discord.py's dynamic items, which rebuild the whole
        clicked message as a ``View`` of item objects (``View.from_message``) before every click only
        to find the one clicked: a fixed cost per click (bench/HISTORY.md). A custom_id that is not on
        the message gets a polite answer instead of "This interaction failed".
        """
        try:
            await self._handle(interaction)
        finally:
            if interaction.type is not discord.InteractionType.application_command:  # the tree's own
                rest.release(interaction)

    async def _handle(self, interaction: discord.Interaction[CardroomBot]) -> None:
        if interaction.type is discord.InteractionType.modal_submit:  # 💾 Save as preset's name
            if interaction.client.clicks.allow(interaction.user.id):
                with serving(interaction.guild_id):
                    await name_given(interaction)
            else:
                await send_ephemeral(interaction, in_their_words(interaction, SLOW_DOWN))
            return
        if interaction.type is not discord.InteractionType.component:
            return
        self.gate.arrived(interaction.id, interaction.response.is_done)
        try:
            if not _is_on_message(interaction):
                await send_ephemeral(interaction, in_their_words(interaction, FOREIGN_ID))
                return
            with serving(interaction.guild_id):  # its requests count against this server's share
                await clicked(interaction)
        finally:
            self.gate.answered(interaction.id)
        await tell_refused_host(interaction)

    async def on_member_ban(self, guild: discord.Guild, user: discord.User | discord.Member) -> None:
        await member_banned(self, guild.id, user.id)

    async def on_ready(self) -> None:
        log.info("Cardroom is connected as %s (%s)", self.user, self.shard_scope.describe())
        if self._watch_lag:
            self.backlog.start()  # from now on (start-up's own lag is no backlog of clicks)
        # Invited back while this process was down: no on_guild_join came, the guild is simply here.
        await self.privacy.guilds_present([guild.id for guild in self.guilds])

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server (kicked, banned, or the server deleted; not an outage): its data is
        deleted after the grace period."""
        await self.privacy.guild_left(guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.privacy.guild_joined(guild.id)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        """Discord may announce a server the bot is back in as "available" rather than "joined"."""
        await self.privacy.guild_joined(guild.id)

    async def close(self) -> None:
        await self.sweeper.stop()
        await self.publisher.alerts.close()  # looks at away players' turns, waiting in memory
        await self.backlog.stop()
        await self.background.close()  # before the storage and the HTTP session they use close
        await self.tables.close()  # the bots' worker processes
        await super().close()

    def _forget_person(self, user_id: int) -> None:
        """/privacy forget deleted a person's data: nothing of theirs stays in memory either."""
        self.tables.forget_records()  # their id left the tables they hosted

    def forget_table(self, table_id: int) -> None:
        """A table closed (finished, aborted, idle-closed): drop everything kept in memory for it.

        The one place that knows every per-table structure of the adapter; the service forgets its own
        on its close paths, and again here in case this process learnt of the close another way."""
        self.publisher.forget(table_id)
        self.live_hands.forget_table(table_id)
        self.help_answers.forget_table(table_id)
        self.looks.forget_table(table_id)
        self.tables.forget(table_id)

    def _server_of(self, route: discord.http.Route) -> int | None:
        """The server of a request's channel, as far as the cache knows (the budget's share)."""
        channel = self.get_channel(int(route.channel_id)) if route.channel_id is not None else None
        guild = getattr(channel, "guild", None)
        return guild.id if guild is not None else None

    # Helpers the adapter modules share.
    @staticmethod
    def ui_for(game_id: str) -> GameUI:
        return ui_for(game_id)

    def context_for(self, table: TableInfo) -> TableContext:
        channel = self.get_channel(table.channel_id)
        channel_name = getattr(channel, "name", None) or _("this channel")  # built where it is shown
        return TableContext(
            table_id=table.id,
            game_name=table.game_name,
            channel_name=channel_name,
            names=table.names,
            in_thread=isinstance(channel, discord.Thread),
        )


class ShardedCardroomBot(CardroomBot, discord.AutoShardedClient):
    """The bot as some of the shards of a bigger whole (``SHARD_COUNT`` > 1: docs/deploy.md): one
    gateway connection per shard, ``on_ready`` once all of this process's shards are ready. Give it
    ``shard_count`` and ``shard_ids``; everything else is ``CardroomBot``'s."""


def bot_class(shards: Shards) -> type[CardroomBot]:
    """One shard of one: the plain client, exactly as without sharding; otherwise the sharded one."""
    return CardroomBot if shards.count == 1 else ShardedCardroomBot


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
