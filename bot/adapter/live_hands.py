"""Open hands come alive: when a player's turn begins, the hand they already have open is redrawn.

An ephemeral message can only be edited through the interaction that produced it, for 15 minutes.
So the last hand each player opened is remembered here (in memory: after a restart, or after 15
minutes, the player simply opens it again) and edited when their turn starts, so its buttons light up
without another click. The turn ping still arrives as a new message.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.adapter import rest
from bot.adapter.components import to_view
from bot.adapter.hands import hand_look
from bot.i18n import language, resolve
from bot.render.screen import Screen
from bot.tables import PrivateView

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


@dataclass(slots=True)
class _OpenHand:
    token: rest.Token  # of the interaction that drew it (not the interaction itself: see rest.Token)
    message_id: int | None  # the hand message, when Discord said which (its picture may be kept)
    followup: bool  # the hand is a followup of the interaction (edited by its id), not its @original


@dataclass(frozen=True, slots=True)
class Redrawn:
    """An open hand just redrawn: ``message_id`` is its message when known (a DM hand is one)."""

    message_id: int | None


class LiveHands:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._open: dict[tuple[int, int], _OpenHand] = {}

    def remember(
        self,
        table_id: int,
        interaction: discord.Interaction[CardroomBot],
        message_id: int | None,
        *,
        followup: bool = False,
    ) -> None:
        """The hand just drawn as this interaction's own message (sent or edited in place), or as its
        followup ``message_id``."""
        token = rest.Token.of(interaction)
        self._open[(table_id, interaction.user.id)] = _OpenHand(token, message_id, followup)

    def forget(self, table_id: int, user_id: int) -> None:
        """The player's open hand of this table is never redrawn again (they are gone from its server)."""
        self._open.pop((table_id, user_id), None)

    def forget_table(self, table_id: int) -> None:
        for key in [key for key in self._open if key[0] == table_id]:
            del self._open[key]

    async def redraw(self, private: PrivateView, draw: Callable[[], Screen]) -> Redrawn | None:
        """Edit the player's open hand, if there is one still editable, with the screen ``draw`` builds
        in the player's language (that of the click that opened it). Says which message was redrawn."""
        table_id = private.table.id
        user_id = private.table.user_at(private.seat)
        open_hand = self._open.get((table_id, user_id))
        if open_hand is None:
            return None
        if open_hand.token.is_expired():
            del self._open[(table_id, user_id)]
            return None
        async with self._bot.looks.editing(open_hand.message_id):  # the player may be clicking on it
            with language(resolve(open_hand.token.locale)):
                screen = draw()
                look = await hand_look(self._bot, private, screen, open_hand.message_id)
            fields = {**look.edit_kwargs(), "view": to_view(screen, table_id, private.table.version)}
            try:
                if open_hand.followup and open_hand.message_id is not None:
                    shown = await rest.edit_followup(open_hand.token, open_hand.message_id, **fields)
                else:
                    shown = await rest.edit_original(open_hand.token, **fields)
            except discord.HTTPException as error:  # dismissed by the user, or the token ran out early
                log.info("table %s: could not redraw the open hand of %s (%s)", table_id, user_id, error)
                self._open.pop((table_id, user_id), None)
                return None
            self._bot.looks.sent(look, shown)
        return Redrawn(open_hand.message_id)
