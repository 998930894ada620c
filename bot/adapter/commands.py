"""Slash commands. Each one is a thin call into the table service plus a reply."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.adapter.abort_vote import abort_command
from bot.adapter.endings import announce_ended
from bot.adapter.hands import show_hand
from bot.adapter.leaderboard import leaderboard_command
from bot.adapter.posting import NO_PINGS
from bot.adapter.presets import preset_choices, presets
from bot.adapter.replays import history
from bot.adapter.replies import jump_url, reply_errors, send_ephemeral
from bot.adapter.server_settings import server_settings
from bot.adapter.threads import threads_possible
from bot.i18n import N_, _, language, resolve
from bot.render.autoplay_lines import autoplay_setting_line
from bot.render.boards import stats_text
from bot.render.names import safe_name
from bot.tables import DueResult
from bot.tables.autoplay import ABANDONED
from bot.tables.errors import NoTableError, TableError
from games import registry
from storage import HandLook, TurnAlerts

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot
    from bot.tables import TableState


GAME_CHOICES = [app_commands.Choice(name=rules.name, value=rules.id) for rules in registry.all()]
guild_only = app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)


@app_commands.command(
    name=N_("play"), description=N_("Open a table in this channel: players join with buttons.")
)
@app_commands.describe(
    game=N_("The game to play"), preset=N_("This server's saved table options to start from (/presets)")
)
@app_commands.choices(game=GAME_CHOICES)
@app_commands.autocomplete(preset=preset_choices)
@guild_only
async def play(
    interaction: discord.Interaction[CardroomBot], game: app_commands.Choice[str], preset: str | None = None
) -> None:
    bot = interaction.client
    # Behind: a public "thinking" reply now, filled by the table message once stored (adapter/backlog.py).
    async with reply_errors(interaction, "/play"), bot.backlog.slot(interaction, private_reply=False):
        options = None
        if preset is not None and interaction.guild_id is not None:
            options = await bot.tables.preset_options(interaction.guild_id, game.value, preset)
        state = await bot.tables.open_table(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            game_id=game.value,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
            options=options,
            # A table opened in a thread is in a thread already: the server's default is for channels.
            play_in_thread=None if threads_possible(interaction.channel) else False,
            # The channel reads the server's language; the host may change it in the lobby.
            language=resolve(interaction.guild_locale if interaction.guild_id else interaction.locale),
        )
        await bot.publisher.table_message.reply_with(interaction, state)


@app_commands.command(
    name=N_("hand"), description=N_("Show your hand at this channel's table (only you see it).")
)
@guild_only
async def hand(interaction: discord.Interaction[CardroomBot]) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/hand"):
        state = await _table_here(interaction)
        bot.publisher.alerts.clicked(state.table.id, interaction.user.id)
        await show_hand(interaction, state.table.id)


@app_commands.command(
    name=N_("table"), description=N_("Post this channel's table again at the bottom of the chat.")
)
@guild_only
async def table(interaction: discord.Interaction[CardroomBot]) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/table"):
        state = await _table_here(interaction)
        table_info = state.table
        if not await bot.publisher.table_message.repost(state, interaction):
            assert table_info.message_id is not None  # a table without a message is always posted
            link = jump_url(table_info.guild_id, table_info.channel_id, table_info.message_id)
            await send_ephemeral(interaction, _(REPOSTED_ENOUGH, link=link))


REPOSTED_ENOUGH = N_(
    "This table was posted again a moment ago, so it isn't posted once more: [here it is]({link})."
)
LEFT_GAME = N_(
    "You left the game: a bot plays your seat from now on, so nobody waits for you. "
    "Changed your mind? Open your hand (/hand) and press I'm back."
)

LEFT_LAST = N_("You left the game. You were the last player, so the game has ended; nothing is scored.")
LEFT_TABLE = N_("You left the table.")
NO_TABLE_FOR_RULES = N_("There is no table here: pick a game, e.g. /rules game:Quattro Trick-Taking.")


@app_commands.command(
    name=N_("leave"),
    description=N_("Leave this channel's table (in a game under way, a bot takes your seat)."),
)
@guild_only
async def leave(interaction: discord.Interaction[CardroomBot]) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/leave"):
        state = await _table_here(interaction)
        table_id = state.table.id
        if state.table.status == "lobby":
            await bot.tables.leave(table_id, interaction.user.id)
            await send_ephemeral(interaction, _(LEFT_TABLE))
            await bot.publisher.table_message.refresh(table_id)
            return
        state = await bot.tables.step_away(table_id, interaction.user.id)
        if state.table.status == "aborted":  # the last person left: bots don't play it out alone
            await send_ephemeral(interaction, _(LEFT_LAST))
            await announce_ended(bot, DueResult(state=state, ended=ABANDONED))
            return
        await send_ephemeral(interaction, _(LEFT_GAME))
        seat = state.table.seat_of(interaction.user.id)
        assert seat is not None  # step_away refuses anyone not seated
        with language(state.table.language):  # the channel reads it
            name = safe_name(state.table.player_at(seat).name, seat)
            lines = [_("🤖 {name} left the game: a bot plays for them until they're back.", name=name)]
        moves = await bot.tables.run_bots(table_id)
        if moves:
            await bot.publisher.after_actions(moves, first_lines=lines)
        else:
            await bot.publisher.tell(state, lines)


@app_commands.command(
    name=N_("abort"), description=N_("End this channel's table: a lobby (host), a game (the players' vote).")
)
@guild_only
async def abort(interaction: discord.Interaction[CardroomBot]) -> None:
    async with reply_errors(interaction, "/abort"):
        await abort_command(interaction, await _table_here(interaction))


@app_commands.command(name=N_("rules"), description=N_("A short summary of a game's rules."))
@app_commands.describe(game=N_("Which game (default: the one at this channel's table)"))
@app_commands.choices(game=GAME_CHOICES)
async def rules(
    interaction: discord.Interaction[CardroomBot], game: app_commands.Choice[str] | None = None
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/rules"):
        here = await bot.tables.table_in_channel(interaction.channel_id or 0)
        if game is not None:
            game_id = game.value
            options = here.table.options if here and here.table.game_id == game_id else None
        elif here is not None:
            game_id, options = here.table.game_id, here.table.options
        else:
            raise TableError(_(NO_TABLE_FOR_RULES))
        if options is None:
            options = registry.get(game_id).Options()
        await send_ephemeral(interaction, bot.ui_for(game_id).rules_text(options))


SHARE_HELP = N_("Post it in the channel for everyone (default: only you see it)")


@app_commands.command(
    name=N_("leaderboard"), description=N_("This server's best players at a game, by rating.")
)
@app_commands.describe(game=N_("Which game"), share=SHARE_HELP)
@app_commands.choices(game=GAME_CHOICES)
@guild_only
async def leaderboard(
    interaction: discord.Interaction[CardroomBot], game: app_commands.Choice[str], share: bool = False
) -> None:
    await leaderboard_command(interaction, game.value, game.name, share=share)


@app_commands.command(name=N_("stats"), description=N_("Ratings, games, wins and points on this server."))
@app_commands.describe(player=N_("Whose stats (default: yours)"), share=SHARE_HELP)
@guild_only
async def stats(
    interaction: discord.Interaction[CardroomBot],
    player: discord.Member | discord.User | None = None,
    share: bool = False,
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/stats"):
        who = player or interaction.user
        rows = await bot.tables.player_stats(interaction.guild_id or 0, who.id)
        names = {rules.id: rules.name for rules in registry.all()}
        await _answer(interaction, stats_text(who.display_name, rows, names), share=share)


# What /settings says, in the asking player's language. A player's own choice of pictures covers their
# hand; the table message is everyone's, so it always follows the server's default.
DM_HANDS_ON = N_(
    "⚙️ Hands by DM are on: your hand comes by DM when it's your turn. Change it with /settings dm_hands."
)
DM_HANDS_OFF = N_("⚙️ Hands by DM are off: use Show my hand. Change it with /settings dm_hands.")
CHANGE_PICTURES = N_("Change it with /settings pictures.")
PICTURES_CHOSEN_ON = N_("🖼️ Pictures are on: your hand is drawn as cards (the table follows this server).")
PICTURES_CHOSEN_OFF = N_("🖼️ Pictures are off: your hand is text only (the table follows this server).")
PICTURES_SERVER_ON = N_(
    "🖼️ Pictures are on (this server's default): your hand and the table are drawn as cards."
)
PICTURES_SERVER_OFF = N_("🖼️ Pictures are off (this server's default): your hand and the table are text only.")
PICTURES_EACH_SERVER = N_(
    "🖼️ Pictures follow each server's default: cards, unless the server chose text only."
)
PICTURE_CHOICES = [
    app_commands.Choice(name=N_("on"), value="on"),
    app_commands.Choice(name=N_("off"), value="off"),
    app_commands.Choice(name=N_("server default"), value="server"),
]
PICTURE_VALUES: dict[str, bool | None] = {"on": True, "off": False, "server": None}
TURN_ALERT_CHOICES = [
    app_commands.Choice(name=N_("when I'm away"), value=TurnAlerts.AWAY.value),
    app_commands.Choice(name=N_("every turn"), value=TurnAlerts.EVERY.value),
    app_commands.Choice(name=N_("only reminders"), value=TurnAlerts.REMINDERS.value),
]
TURN_ALERT_LINES = {
    TurnAlerts.AWAY: N_(
        "🔔 Turn alerts when you're away: a ping (or a DM) when your turn begins and you haven't clicked "
        "at the table for a moment."
    ),
    TurnAlerts.EVERY: N_("🔔 Turn alerts at every turn: a ping (or a DM) whenever your turn begins."),
    TurnAlerts.REMINDERS: N_(
        "🔕 Only reminders: no ping when your turn begins, only when the table has waited for you a while."
    ),
}
CHANGE_TURN_ALERTS = N_("Change it with /settings turn_alerts.")
# /settings hand (docs/ux.md#the-hand): on a phone a hand drawn above buttons that show the same cards
# took two screens; by default each card shows once.
HAND_CHOICES = [
    app_commands.Choice(name=N_("buttons only (a picture while they don't show my cards)"), value="buttons"),
    app_commands.Choice(name=N_("picture and buttons"), value="picture"),
]
HAND_LINES = {
    HandLook.BUTTONS: N_(
        "🃏 Your hand shows each card once: as buttons when the buttons show your cards (your turn to play), "
        "in one line of words where a form needs the room, as a picture otherwise, so it fits a phone screen."
    ),
    HandLook.PICTURE: N_(
        "🃏 Your hand is always drawn as a picture too, above the card buttons (taller: it may not fit a "
        "phone screen)."
    ),
}
HAND_TEXT_ONLY = N_("🃏 Your hand shows its cards as text and buttons, since pictures are off.")
CHANGE_HAND = N_("Change it with /settings hand.")


def pictures_line(chosen: bool | None, server_default: bool | None) -> str:
    """The player's picture setting as they read it; ``server_default`` is None outside a server."""
    if chosen is not None:
        line = PICTURES_CHOSEN_ON if chosen else PICTURES_CHOSEN_OFF
    elif server_default is None:
        line = PICTURES_EACH_SERVER
    else:
        line = PICTURES_SERVER_ON if server_default else PICTURES_SERVER_OFF
    return f"{_(line)} {_(CHANGE_PICTURES)}"  # two whole sentences


def hand_line(look: HandLook, chosen: bool | None, server_default: bool | None) -> str:
    """How the player's hand shows its cards; with pictures off (their choice, or the server's default
    they follow) there is no picture to choose."""
    pictures = chosen if chosen is not None else server_default
    text = HAND_TEXT_ONLY if pictures is False else HAND_LINES[look]
    return f"{_(text)} {_(CHANGE_HAND)}"  # two whole sentences


@app_commands.command(name=N_("settings"), description=N_("Your Cardroom preferences."))
@app_commands.describe(
    dm_hands=N_("Also send your hand by DM whenever it is your turn"),
    autoplay=N_("Play a forced move for me (when I have exactly one legal move)"),
    pictures=N_("Draw your hand as card pictures, or text only (or follow the server's default)"),
    turn_alerts=N_("When to notify you that your turn began"),
    hand=N_("Show your cards once (buttons only), or also drawn as a picture above the buttons"),
)
@app_commands.choices(pictures=PICTURE_CHOICES, turn_alerts=TURN_ALERT_CHOICES, hand=HAND_CHOICES)
async def settings(
    interaction: discord.Interaction[CardroomBot],
    dm_hands: bool | None = None,
    autoplay: bool | None = None,
    pictures: app_commands.Choice[str] | None = None,
    turn_alerts: app_commands.Choice[str] | None = None,
    hand: app_commands.Choice[str] | None = None,
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/settings"):
        prefs = await bot.tables.prefs(interaction.user.id)
        if dm_hands is not None:
            prefs = await bot.tables.set_dm_hands(interaction.user.id, dm_hands)
            bot.publisher.dm_hands.forget_closed(interaction.user.id)
        if autoplay is not None:
            prefs = await bot.tables.set_autoplay(interaction.user.id, autoplay)
        if pictures is not None:
            prefs = await bot.tables.set_pictures(interaction.user.id, PICTURE_VALUES[pictures.value])
        if turn_alerts is not None:
            prefs = await bot.tables.set_turn_alerts(interaction.user.id, TurnAlerts(turn_alerts.value))
        if hand is not None:
            prefs = await bot.tables.set_hand_look(interaction.user.id, HandLook(hand.value))
        lines = [_(DM_HANDS_ON if prefs.dm_hands else DM_HANDS_OFF)]
        lines.append(autoplay_setting_line(prefs.autoplay))
        guild_id = interaction.guild_id
        server_default = None if guild_id is None else await bot.tables.show_pictures(guild_id)
        lines.append(pictures_line(prefs.pictures, server_default))
        lines.append(hand_line(prefs.hand_look, prefs.pictures, server_default))
        lines.append(f"{_(TURN_ALERT_LINES[prefs.turn_alerts])} {_(CHANGE_TURN_ALERTS)}")
        await send_ephemeral(interaction, "\n".join(lines))


async def _answer(interaction: discord.Interaction[CardroomBot], text: str, *, share: bool) -> None:
    """Boards answer privately, so asking mid-game adds nothing to a table's channel; ``share`` posts it."""
    if share:
        await interaction.response.send_message(text, allowed_mentions=NO_PINGS)
    else:
        await send_ephemeral(interaction, text)


async def _table_here(interaction: discord.Interaction[CardroomBot]) -> TableState:
    state = await interaction.client.tables.table_in_channel(interaction.channel_id or 0)
    if state is None:
        raise NoTableError()
    return state


ALL_COMMANDS = (
    play,
    hand,
    table,
    leave,
    abort,
    rules,
    leaderboard,
    stats,
    history,
    settings,
    server_settings,
    presets,
)
