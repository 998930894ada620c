"""A member banned from the server gives up their seats: a bot plays them, as after /leave.

Why bans only, as they happen: Discord tells a bot that a member *left* (GUILD_MEMBER_REMOVE) only with
the privileged Server Members intent, which Cardroom does not ask for (README). A ban
(GUILD_BAN_ADD) comes with the GUILD_MODERATION intent, which is not privileged, so it is handled the
moment it happens. A member who merely left is not detected: with a turn clock their seat goes to
autopilot after two missed turns anyway, which also takes away its vote on ending the game
(bot/tables/votes.py), so the players still at the table can end it; without a clock the players can
end it by vote, or a moderator with /abort.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.adapter.abort_vote import table_ended
from bot.i18n import _, language
from bot.render.names import safe_name
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


async def member_banned(bot: CardroomBot, guild_id: int, user_id: int) -> None:
    """Hand each of the user's seats in this server to a bot; take them out of lobbies. Never raises."""
    for table_id in await bot.tables.tables_of(guild_id, user_id):
        try:
            await _leave(bot, table_id, user_id)
        except TableError:  # the table moved on meanwhile (ended, or they were already away)
            continue
        except Exception:
            log.exception("table %s: could not hand the seat of a banned member to a bot", table_id)


async def _leave(bot: CardroomBot, table_id: int, user_id: int) -> None:
    state = await bot.tables.table(table_id)
    table = state.table
    if table.status == "lobby":
        if user_id == table.host_id:  # a lobby is its host's: without them it closes
            await table_ended(bot, await bot.tables.abort(table_id, user_id, moderator=True))
        else:
            await bot.tables.leave(table_id, user_id)
            await bot.publisher.table_message.refresh(table_id)
        return
    state = await bot.tables.step_away(table_id, user_id)
    seat = state.table.seat_of(user_id)
    assert seat is not None  # step_away refuses anyone not seated
    name = safe_name(state.table.player_at(seat).name)
    with language(state.table.language):  # the channel reads it
        lines = [_("🤖 {name} is no longer in this server: a bot plays their seat from now on.", name=name)]
    moves = await bot.tables.run_bots(table_id)
    if moves:
        await bot.publisher.after_actions(moves, first_lines=lines)
    else:
        await bot.publisher.tell(state, lines)
