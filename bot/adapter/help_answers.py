"""Help answers edit one private message (issue 36: what you act on stays near the bottom).

Rules, a "?" button, Score sheet and Last trick answer privately. Each used to be a new ephemeral
message, and on a phone a few of them pushed the hand and the table message off the screen. Now each
player has one help message per table and place (the table's channel, or their DMs): the first click
posts it, and later clicks replace its text while the token of the click that posted it lives (an
ephemeral can only be edited through its own interaction's webhook, 15 minutes, as ``live_hands`` does
for open hands). The later click itself is acknowledged as a deferred update (type 6: the clicked table
message or hand stays as it is), which Discord accepts as its answer.

A new help message is posted instead when the kept one can no longer be edited (its token near its end,
the player dismissed it, Discord refused) or when it has probably scrolled off the screen: more than a
phone screen of the bot's own messages went out in the table's channel since (``Below.total``).

In memory: after a restart the next answer is a new message, as before.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

import discord

from bot.adapter import rest
from bot.adapter.below import SCREEN_PX

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# A kept help message is edited only with this much of its token's life left: the edit must reach
# Discord before the token runs out, by Discord's clock. [product]
TOKEN_MARGIN = timedelta(seconds=30)


@dataclass(frozen=True, slots=True)
class _Kept:
    token: rest.Token  # of the click whose answer (or followup) the help message is
    message_id: int | None  # when Discord said which (a followup's is always known)
    followup: bool  # a followup of that click (edited by id), not its @original
    total_px: int  # ``Below.total`` of the table when it was posted: how far down the channel it was


class HelpAnswers:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._kept: dict[tuple[int, int, int | None], _Kept] = {}  # (table, user, channel) -> message

    def __len__(self) -> int:
        return len(self._kept)

    def forget_table(self, table_id: int) -> None:
        for key in [key for key in self._kept if key[0] == table_id]:
            del self._kept[key]

    async def answer(self, interaction: discord.Interaction[CardroomBot], table_id: int, text: str) -> None:
        """Show ``text`` in the clicker's help message for this table: the kept one, edited in place, or
        a new one."""
        key = (table_id, interaction.user.id, interaction.channel_id)
        kept = self._editable(key)
        # A click acknowledged early with a private "thinking" reply (bot/adapter/backlog.py) must fill it.
        if kept is not None and not _thinking(interaction):
            if not interaction.response.is_done():
                await interaction.response.defer()  # type 6: the clicked message stays as it is
            try:
                if kept.followup and kept.message_id is not None:
                    await rest.edit_followup(kept.token, kept.message_id, content=text)
                else:
                    await rest.edit_original(kept.token, content=text)
                return
            except discord.HTTPException as error:  # dismissed, or the token ran out early
                log.info("table %s: a help answer could not be edited in place (%s)", table_id, error)
                self._kept.pop(key, None)
        await self._post(interaction, key, text)

    def _editable(self, key: tuple[int, int, int | None]) -> _Kept | None:
        kept = self._kept.get(key)
        if kept is None:
            return None
        left = kept.token.expires_at - discord.utils.utcnow()
        pushed_up = self._bot.publisher.table_message.below.total(key[0]) - kept.total_px
        if left < TOKEN_MARGIN or pushed_up > SCREEN_PX:
            del self._kept[key]
            return None
        return kept

    async def _post(
        self, interaction: discord.Interaction[CardroomBot], key: tuple[int, int, int | None], text: str
    ) -> None:
        """A new help message: the click's answer, or its followup when the click is acknowledged
        already (a renewal of the table message's token), or the "thinking" reply it fills."""
        followup = False
        if _thinking(interaction):
            shown = await rest.edit_original(interaction, content=text)
        elif interaction.response.is_done():
            shown = await rest.followup(interaction, content=text, ephemeral=True)
            followup = True
        else:
            shown = await rest.answer(interaction, content=text, ephemeral=True)
        if followup and shown is None:  # Discord did not say which message: it cannot be edited by id
            self._kept.pop(key, None)
            return
        total = self._bot.publisher.table_message.below.total(key[0])
        message_id = shown.id if shown is not None else None
        self._kept[key] = _Kept(rest.Token.of(interaction), message_id, followup, total)


def _thinking(interaction: discord.Interaction[CardroomBot]) -> bool:
    """Whether the click was acknowledged with a "thinking" reply, which its answer must fill (a deferred
    update, type 6, leaves the clicked message as it is: the answer is a followup or an edit elsewhere)."""
    return interaction.response.type is discord.InteractionResponseType.deferred_channel_message
