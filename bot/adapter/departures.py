"""Members who are gone from a table's server give up their seats: a bot plays them, and no click of
theirs is taken (docs/security.md#leaving-a-table-bans-kicks-and-departures).

The adapter only reports a departure; the table service decides what it means (``bot.tables.departures``:
a ban is final for that game, someone who merely left may come back with I'm back once a member again).

How a departure is learned: a ban (GUILD_BAN_ADD) comes with the GUILD_MODERATION intent, which is not
privileged, so it is handled the moment it happens. Discord tells a bot that a member *left* or was
kicked (GUILD_MEMBER_REMOVE) only with the privileged Server Members intent, which Cardroom does not ask
for (README), and without it the member cache never learns of a departure either. So a click from
someone's DMs, the one place a person outside the server can still click a table's controls, is checked
against the server with one REST call (``check_dm_member``): gone, the click is refused and their
departure reported. A click in the server's channels is a member's by Discord's own rules.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.adapter.abort_vote import table_ended
from bot.i18n import N_, _, language
from bot.render.names import safe_name
from bot.tables.errors import TableError
from storage import Departure

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# Discord's "Unknown Member": the user is not in that server (any more).
UNKNOWN_MEMBER = 10007

NOT_IN_SERVER = N_("You're no longer in this table's server, so nothing changed.")
MEMBERSHIP_UNKNOWN = N_(
    "I couldn't check that you're still in this table's server, so nothing changed. Try again in a moment."
)
GONE = N_("🤖 {name} is no longer in this server: a bot plays their seat from now on.")


async def member_banned(bot: CardroomBot, guild_id: int, user_id: int) -> None:
    """Hand each of the user's seats in this server to a bot for good; take them out of lobbies. Never
    raises."""
    await _depart_everywhere(bot, guild_id, user_id, Departure.BANNED)


async def check_dm_member(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    """A click in DMs on a table's control counts only from a member of the table's server: anyone else
    is refused (``TableError``), and a member found gone has their departure reported. Clicks in a
    server (Discord lets only its members click there) and tables of no server pass."""
    if interaction.guild_id is not None:
        return
    bot = interaction.client
    guild_id = (await bot.tables.table(table_id)).table.guild_id
    if guild_id is None:
        return
    user_id = interaction.user.id
    try:
        # Asked every time: without the members intent the member cache never hears of a departure.
        await bot.http.get_member(guild_id, user_id)
    except discord.NotFound as error:
        if error.code == UNKNOWN_MEMBER:  # reported once the refusal is answered: clicks are answered first
            bot.background.start(_depart_everywhere(bot, guild_id, user_id, Departure.LEFT))
        raise TableError(_(NOT_IN_SERVER)) from None
    except discord.Forbidden:  # the bot itself is no longer in that server
        raise TableError(_(NOT_IN_SERVER)) from None
    except discord.HTTPException:
        log.info("table %s: could not check the membership of a DM click", table_id)
        raise TableError(_(MEMBERSHIP_UNKNOWN)) from None


async def _depart_everywhere(bot: CardroomBot, guild_id: int, user_id: int, departure: Departure) -> None:
    for table_id in await bot.tables.tables_of(guild_id, user_id):
        try:
            await _depart(bot, table_id, user_id, departure)
        except TableError:  # the table moved on meanwhile (ended), or they had departed so already
            continue
        except Exception:
            log.exception("table %s: could not hand the seat of a departed member to a bot", table_id)


async def _depart(bot: CardroomBot, table_id: int, user_id: int, departure: Departure) -> None:
    state = await bot.tables.table(table_id)
    table = state.table
    if table.status == "lobby":
        if user_id == table.host_id:  # a lobby is its host's: without them it closes
            await table_ended(bot, await bot.tables.abort(table_id, user_id, moderator=True))
        else:
            await bot.tables.leave(table_id, user_id)
            await bot.publisher.table_message.refresh(table_id)
        return
    state = await bot.tables.depart(table_id, user_id, departure)
    seat = state.table.seat_of(user_id)
    assert seat is not None  # depart refuses anyone not seated
    # Nothing of the game reaches them any more: their hand by DM closes, their open hand is let go.
    await bot.publisher.departed(state.table, user_id)
    if state.table.status != "playing":  # they were the last person: the game ended, nothing scored
        await table_ended(bot, state)
        return
    name = safe_name(state.table.player_at(seat).name, seat)
    with language(state.table.language):  # the channel reads it
        lines = [_(GONE, name=name)]
    moves = await bot.tables.run_bots(table_id)
    if moves:
        await bot.publisher.after_actions(moves, first_lines=lines)
    else:
        await bot.publisher.tell(state, lines)
