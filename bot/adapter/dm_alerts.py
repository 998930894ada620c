"""Turn alerts by DM, for the players whose hand goes by DM (``/settings dm_hands``).

Their DM hand is edited in place at each turn, which Discord delivers in silence. So when their turn
begins and they are away (``bot.adapter.turn_alerts``), or a reminder falls due, a small *new* DM goes out
(Discord notifies for it), saying where and what; it is deleted as soon as they act, or when the game ends,
so their DMs keep the one hand and at most one alert per table. Remembered in memory: after a restart an
old alert stays in the DMs, out of date but harmless.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

import discord

from bot.adapter.dm_hands import DmHands
from bot.adapter.posting import NO_PINGS
from bot.adapter.replies import jump_url
from bot.i18n import _, language
from bot.render.turn_alerts import dm_reminder_line, dm_turn_line
from bot.tables import TableInfo, TableState

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


class DmAlerts:
    def __init__(self, bot: CardroomBot, dm_hands: DmHands) -> None:
        self._bot = bot
        self._dm_hands = dm_hands
        self._sent: dict[tuple[int, int], int] = {}  # (table, user) -> the alert's message id

    async def send_all(self, state: TableState, users: Iterable[int], *, reminder: bool = False) -> set[int]:
        """A new DM to each of ``users`` (their earlier alert of this table deleted first). Returns who got
        one: the others' DMs are closed, and the caller pings them in the channel instead."""
        sent = set()
        for user_id in users:
            if await self._send(state, user_id, reminder=reminder):
                sent.add(user_id)
        return sent

    async def retire(self, table: TableInfo, users: Iterable[int]) -> None:
        """These people acted (or the game ended): their alerts are out of date."""
        for user_id in users:
            message_id = self._sent.pop((table.id, user_id), None)
            if message_id is not None:
                await self._delete(table.id, user_id, message_id)

    async def retire_table(self, table: TableInfo) -> None:
        await self.retire(table, [user for (table_id, user) in list(self._sent) if table_id == table.id])

    def forget(self, table_id: int) -> None:
        for key in [key for key in self._sent if key[0] == table_id]:
            del self._sent[key]

    async def _send(self, state: TableState, user_id: int, *, reminder: bool) -> bool:
        table = state.table
        if self._dm_hands.is_closed(user_id):
            return False
        seat = table.seat_of(user_id)
        ui = self._bot.ui_for(table.game_id)
        with language(await self._bot.tables.locale_of(user_id)):  # the DM is the player's own
            known = state.public is not None and seat is not None
            prompt = ui.turn_prompt(state.public, seat) if known else ""
            words = dm_reminder_line if reminder else dm_turn_line
            text = words(table.game_name, table.channel_id, prompt, table.deadline)
            if table.message_id is not None:
                link = jump_url(table.guild_id, table.channel_id, table.message_id)
                text += " · " + _("[Jump to table]({link})", link=link)
        await self.retire(table, [user_id])
        try:
            channel = await self._dm_hands.channel(user_id)
            message = await channel.send(text, allowed_mentions=NO_PINGS)
        except discord.HTTPException as error:
            self._dm_hands.refused(user_id, error)
            log.info("table %s: could not alert %s by DM (%s)", table.id, user_id, error)
            return False
        self._sent[(table.id, user_id)] = message.id
        return True

    async def _delete(self, table_id: int, user_id: int, message_id: int) -> None:
        try:
            channel = await self._dm_hands.channel(user_id)
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            pass  # the player deleted it already
        except discord.HTTPException as error:
            log.info("table %s: could not delete the DM alert of %s (%s)", table_id, user_id, error)
