"""What a click on any Cardroom component does. Thin: parse, call the service, render, reply."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.adapter import custom_ids
from bot.adapter.abort_vote import vote_click
from bot.adapter.components import to_view
from bot.adapter.daily import daily_click
from bot.adapter.departures import check_dm_member
from bot.adapter.hands import is_private_message, show_hand
from bot.adapter.hints import acknowledge, hint_click
from bot.adapter.leaderboard import PREFIX as LEADERBOARD_PREFIX
from bot.adapter.leaderboard import on_leaderboard_click
from bot.adapter.permissions import check_start
from bot.adapter.presets import SAVE_STEP, ask_name
from bot.adapter.privacy import PRIVACY_IDS, on_privacy_click
from bot.adapter.rematch import REMATCH, rematch_click
from bot.adapter.replays import replay_click
from bot.adapter.replies import edit_clicked, in_their_words, jump_url, reply_errors, send_ephemeral
from bot.adapter.throttle import SLOW_DOWN
from bot.i18n import N_, _
from bot.render.abort_vote import VOTE_NO, VOTE_YES
from bot.render.hints import HINT_STEP
from bot.render.history import LAST_TRICK, NO_TRICKS, SCORE_SHEET, refusal
from bot.render.languages import LANGUAGE_STEP, parse_language
from bot.render.lobby_setup import HINTS_STEP, parse_clock, parse_hints, setup_screen
from bot.render.threads import parse_place
from bot.tables.errors import IllegalMoveError, LobbyClosedError, NotHostError, StaleActionError, TableError
from bot.tables.models import ActResult, TableState
from games.base import ascii_number

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

FOREIGN_ID = N_("That control isn't one Cardroom understands, so nothing changed.")
OTHER_CHANNEL = N_("That button belongs to a table in another channel, so nothing changed.")
UNKNOWN_LOBBY_STEP = N_("That lobby button isn't one Cardroom understands, so nothing changed.")
UNKNOWN_CHOICE = N_("That choice isn't one of the panel's, so nothing changed.")
WELCOME_BACK = N_("Welcome back! You're playing yourself again.")
NO_HELP = N_("There is no explanation for that button.")
NOT_STARTED = N_("The game hasn't started yet: there is no score or trick to show.")
IMPOSSIBLE_PICK = N_("That choice isn't possible here. Nothing changed.")
# The host's private panel: bots, clock, thread, language.
SETUP_STEPS = ("setup", "bot", "clock", "place", LANGUAGE_STEP)
HINTS_PREFIX = HINTS_STEP.removeprefix("lobby:") + ":"  # "hints:on" / "hints:off"


async def handle_component(
    interaction: discord.Interaction[CardroomBot], custom_id: str, values: Sequence[str]
) -> None:
    if not interaction.client.clicks.allow(interaction.user.id):  # before any work: no storage, no render
        await send_ephemeral(interaction, in_their_words(interaction, SLOW_DOWN))
        return
    if custom_id in PRIVACY_IDS:  # the /privacy forget confirmation belongs to no table
        await on_privacy_click(interaction, custom_id)
        return
    if custom_id.startswith(LEADERBOARD_PREFIX):  # a leaderboard's pages belong to no table either
        await on_leaderboard_click(interaction, custom_id)
        return
    if custom_id.startswith(f"{custom_ids.DAILY_PREFIX}:"):  # a daily deal: the person's own messages
        daily = custom_ids.parse_daily(custom_id)
        if daily is not None:
            await daily_click(interaction, daily, values)
            return
    component = custom_ids.parse(custom_id)
    async with reply_errors(interaction, f"component {custom_ids.describe(custom_id)}"):
        if component is None:
            raise TableError(_(FOREIGN_ID))
        tail, table_id = component.tail, component.table_id
        interaction.client.publisher.alerts.clicked(table_id, interaction.user.id)  # they are looking
        if tail.startswith("rp:"):  # a replay: bound to the server and readable channels (adapter/replays.py)
            await replay_click(interaction, table_id, tail, values)
            return
        if tail in (VOTE_YES, VOTE_NO):  # answered in place by the vote's own messages, never deferred
            await _check_channel(interaction, table_id)
            await vote_click(interaction, table_id, agree=tail == VOTE_YES)
            return
        if tail == f"lobby:{SAVE_STEP}":  # answered with a modal: never deferred (adapter/presets.py)
            await _check_channel(interaction, table_id)
            await ask_name(interaction, table_id)
            return
        if tail == HINT_STEP:  # slow (the expert thinks): acknowledged first, privately (adapter/hints.py)
            await acknowledge(interaction)
            await _check_channel(interaction, table_id)
            await hint_click(interaction, table_id, component.version)
            return
        if tail == REMATCH:  # answered by the new table message itself, never deferred (adapter/rematch.py)
            await _check_channel(interaction, table_id)
            await rematch_click(interaction, table_id)
            return
        # Behind: acknowledged now, worked on when a slot frees, its screen following (adapter/backlog.py).
        private_reply = _answers_privately(interaction, tail)
        async with interaction.client.backlog.slot(interaction, private_reply=private_reply):
            await _check_channel(interaction, table_id)
            if private_reply and not tail.startswith("lobby:"):  # a click on the table message, maybe
                await interaction.client.publisher.table_message.renew_token(interaction, table_id)
            await _table_click(interaction, table_id, component.version, tail, values)


def _answers_privately(interaction: discord.Interaction[CardroomBot], tail: str) -> bool:
    """Whether the click's answer is a new private message rather than an edit of the clicked one: any
    click on the public table message or a ping but the lobby's own buttons (which update it)."""
    if is_private_message(interaction):
        return False
    return not tail.startswith("lobby:") or tail == "lobby:setup"


async def _table_click(
    interaction: discord.Interaction[CardroomBot],
    table_id: int,
    version: int,
    tail: str,
    values: Sequence[str],
) -> None:
    if tail.startswith("lobby:"):
        await _lobby(interaction, table_id, tail.removeprefix("lobby:"), values)
    elif tail == "ui:hand":
        await show_hand(interaction, table_id)
    elif tail == "ui:rules":
        await _rules(interaction, table_id)
    elif tail.startswith("ui:help:"):
        await _help(interaction, table_id, tail.removeprefix("ui:help:"))
    elif tail in (SCORE_SHEET, LAST_TRICK):
        await _history(interaction, table_id, tail)
    elif tail == "ui:back":
        await bot_back(interaction, table_id)
    elif tail.startswith("ui:draft:"):
        await show_hand(interaction, table_id, draft=tail.removeprefix("ui:draft:"))
    elif tail.startswith("ui:pick:"):
        await _pick(interaction, table_id, tail.removeprefix("ui:pick:"), values)
    else:
        await _act(interaction, table_id, version, tail)


async def _check_channel(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    """A click in a server channel must name a table of that channel (ephemeral hands are posted in
    it too); a click in a DM may name any table, since the service checks the clicker's seat anyway, but
    only from a member of the table's server (bot/adapter/departures.py)."""
    if interaction.guild_id is None:
        await check_dm_member(interaction, table_id)
        return
    homes = await interaction.client.tables.channels_of(table_id)
    if homes and interaction.channel_id not in homes:
        raise TableError(_(OTHER_CHANNEL))


async def _act(
    interaction: discord.Interaction[CardroomBot], table_id: int, version: int, action: str
) -> None:
    bot = interaction.client
    try:
        result = await bot.tables.act(table_id, interaction.user.id, version, action)
    except (StaleActionError, IllegalMoveError) as refusal:
        # Shown on the player's own hand, so the refusal sits next to the cards they can play now.
        if is_private_message(interaction):
            await show_hand(interaction, table_id, notice=refusal.message)
            return
        raise
    # The action is stored: from here on a failure must not claim that nothing changed.
    try:
        await show_hand(interaction, table_id)
    except Exception:
        log.exception("table %s: action stored but the hand could not be refreshed", table_id)
    # The announcement goes out as a followup of this click (exempt from the global rate limit).
    moves = await _bot_moves(bot, table_id)
    await bot.publisher.after_actions([result, *moves], interaction=interaction)


async def _bot_moves(bot: CardroomBot, table_id: int) -> list[ActResult]:
    """The moves bots owe after a person's action; on failure the sweeper makes them later."""
    try:
        return await bot.tables.run_bots(table_id)
    except Exception:
        log.exception("table %s: bot moves failed; the sweeper will retry", table_id)
        return []


async def bot_back(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    """I'm back: the seat leaves autopilot, and the player sees their hand."""
    bot = interaction.client
    await bot.tables.back(table_id, interaction.user.id)
    await show_hand(interaction, table_id, notice=_(WELCOME_BACK))
    await bot.publisher.table_message.refresh(table_id)


async def _pick(
    interaction: discord.Interaction[CardroomBot], table_id: int, pick: str, values: Sequence[str]
) -> None:
    bot = interaction.client
    private = await bot.tables.private_view(table_id, interaction.user.id)
    ui = bot.ui_for(private.table.game_id)
    try:
        draft = ui.draft_from_pick(private.view, pick, values)
    except ValueError:
        await show_hand(interaction, table_id, notice=_(IMPOSSIBLE_PICK))
        return
    await show_hand(interaction, table_id, draft=draft)


async def _rules(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    bot = interaction.client
    state = await bot.tables.table(table_id)
    ui = bot.ui_for(state.table.game_id)
    await bot.help_answers.answer(interaction, table_id, ui.rules_text(state.table.options))


async def _help(interaction: discord.Interaction[CardroomBot], table_id: int, topic: str) -> None:
    """A "?" button: a short explanation in the player's help message, so the hand it was pressed on
    stays (bot/adapter/help_answers.py)."""
    state = await interaction.client.tables.table(table_id)
    answer = getattr(interaction.client.ui_for(state.table.game_id), "help_text", None)
    text = answer(topic, state.table.options) if answer else None
    await interaction.client.help_answers.answer(interaction, table_id, text or _(NO_HELP))


async def _history(interaction: discord.Interaction[CardroomBot], table_id: int, tail: str) -> None:
    """Score sheet / Last trick: from the public view, answered in the player's help message; the
    channel sees nothing."""
    bot = interaction.client
    state = await bot.tables.table(table_id)
    if state.public is None:
        raise TableError(_(NOT_STARTED))
    ui = bot.ui_for(state.table.game_id)
    ctx = bot.context_for(state.table)
    screen = ui.score_sheet(ctx, state.public) if tail == SCORE_SHEET else ui.last_trick(ctx, state.public)
    await bot.help_answers.answer(interaction, table_id, (screen or refusal(NO_TRICKS)).content)


async def _lobby(
    interaction: discord.Interaction[CardroomBot], table_id: int, step: str, values: Sequence[str]
) -> None:
    bot = interaction.client
    user = interaction.user
    tables = bot.tables
    if step in SETUP_STEPS or step.startswith(HINTS_PREFIX):
        await _setup(interaction, table_id, step, values)
        return
    if step == "join":
        state = await tables.join(table_id, user.id, user.display_name)
    elif step == "leave":
        state = await tables.leave(table_id, user.id)
    elif step == "cancel":
        state = await tables.abort(table_id, user.id)
    elif step.startswith("opt:"):
        state = await tables.set_option(table_id, user.id, step.removeprefix("opt:"), values)
    elif step == "start":
        await check_start(interaction, table_id)  # before anything changes: the channel must take the game
        state = await tables.start(table_id, user.id)
        if state.table.play_in_thread:
            state = await bot.threads.start_in_thread(interaction, state)
            await bot.publisher.after_start(state, await _bot_moves(bot, table_id), interaction)
            return
    else:
        raise TableError(_(UNKNOWN_LOBBY_STEP))
    # No id stored yet: the bot still awaits Discord's answer to /play, whose reply is the message clicked.
    clicked = getattr(interaction.message, "id", None)
    if state.table.message_id in (None, clicked):
        try:
            await bot.publisher.table_message.update_clicked(interaction, state, clicked)
        except discord.NotFound:  # answered after Discord's 3 s: the change is stored, so show it anyway
            if state.table.message_id is not None:
                await bot.publisher.table_message.refresh(table_id)
            raise
    else:  # a lobby button on an older copy of the table message: answer privately, refresh the real one
        # After /table the current message may be below this copy, so link to it instead of "above".
        link = jump_url(state.table.guild_id, state.table.channel_id, state.table.message_id)
        await send_ephemeral(interaction, _("Done. [The table message]({link}) is up to date.", link=link))
        await bot.publisher.table_message.refresh(table_id)
    if step == "start":
        await bot.publisher.after_start(state, await _bot_moves(bot, table_id), interaction)
    elif step == "cancel":
        bot.forget_table(table_id)
        await tables.discard_lobby(table_id)  # shown closed: a lobby that never started leaves nothing


async def _setup(
    interaction: discord.Interaction[CardroomBot], table_id: int, step: str, values: Sequence[str]
) -> None:
    """The host's private panel: open it, or apply one of its selects and redraw it in place."""
    bot = interaction.client
    host = interaction.user.id
    if step == "setup":
        state = await bot.tables.table(table_id)
        if state.table.status != "lobby":
            raise TableError(_("The game has started: bots and the clock are fixed now."))
        if host != state.table.host_id:
            raise NotHostError(_("Only the host can add bots or set the turn clock."))
        screen = setup_screen(state.table, bot.context_for(state.table).channel_name)
        await send_ephemeral(interaction, screen.content, view=to_view(screen, table_id, state.table.version))
        return
    try:
        state = await _apply_setup(bot, table_id, host, step, values)
    except LobbyClosedError as closed:
        # The panel is the host's own ephemeral: say it in place and drop its controls, no new message.
        await edit_clicked(interaction, content=closed.message, view=None)
        return
    screen = setup_screen(state.table, bot.context_for(state.table).channel_name)
    await edit_clicked(
        interaction, content=screen.content, view=to_view(screen, table_id, state.table.version)
    )
    await bot.publisher.table_message.refresh(table_id)


async def _apply_setup(
    bot: CardroomBot, table_id: int, host: int, step: str, values: Sequence[str]
) -> TableState:
    if step.startswith(HINTS_PREFIX):  # the 💡 toggle, a button: its choice is in its tail
        try:
            allowed = parse_hints(step.removeprefix(HINTS_PREFIX))
        except ValueError:
            raise TableError(_(UNKNOWN_CHOICE)) from None
        return await bot.tables.set_hints(table_id, host, allowed)
    choice = values[0] if len(values) == 1 else ""
    kind, _colon, argument = choice.partition(":")
    if step == "clock":
        try:
            seconds = parse_clock(choice)
        except ValueError:
            raise TableError(_(UNKNOWN_CHOICE)) from None
        return await bot.tables.set_turn_clock(table_id, host, seconds)
    if step == "place":
        try:
            in_thread = parse_place(choice)
        except ValueError:
            raise TableError(_(UNKNOWN_CHOICE)) from None
        return await bot.tables.set_play_in_thread(table_id, host, in_thread)
    if step == LANGUAGE_STEP:
        try:
            code = parse_language(choice)
        except ValueError:
            raise TableError(UNKNOWN_CHOICE) from None
        return await bot.tables.set_language(table_id, host, code)
    if kind == "add":
        return await bot.tables.add_bot(table_id, host, argument)
    if kind == "remove" and ascii_number(argument.removeprefix("-")) is not None:  # a bot's id is negative
        return await bot.tables.remove_bot(table_id, host, int(argument))
    raise TableError(_(UNKNOWN_CHOICE))
