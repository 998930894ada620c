"""``/daily play`` and ``/daily board``, and the clicks on a daily deal (docs/daily.md).

A daily deal is played in the person's own ephemeral messages: the channel gains nothing while it runs
and one line when it ends. Its controls are ``dy:`` custom_ids (``custom_ids.make_daily``), so no click
on one reaches a table of the channel. Expert bots may think for seconds: every answer is deferred first.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands, ui

from bot.adapter import rest
from bot.adapter.components import to_view
from bot.adapter.custom_ids import ComponentId, make_daily
from bot.adapter.daily_replays import board_replays, daily_replay_click
from bot.adapter.replies import reply_errors, send_ephemeral
from bot.i18n import N_, _, language, resolve
from bot.render.base import TableContext
from bot.render.daily import board_text, daily_screen, final_table, finished_screen, result_line
from bot.render.names import safe_name
from bot.render.screen import Screen
from bot.tables.daily import daily_format
from bot.tables.daily_service import DailyState
from bot.tables.errors import TableError
from bot.tables.lobby import BOT_MARK, BOT_NAMES
from games import registry

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

DAILY_CHOICES = [
    app_commands.Choice(name=rules.name, value=rules.id)
    for rules in registry.all()
    if registry.facts(rules.id).daily is not None
]
NOT_A_DAY = N_("That isn't a day Cardroom can read: write it as 2026-12-07.")
NO_HELP = N_("There is no explanation for that button.")
IMPOSSIBLE_PICK = N_("That choice isn't possible here. Nothing changed.")

daily_group = app_commands.Group(
    name=N_("daily"),
    description=N_("Today's deal of a game: the same for everyone, played privately against bots."),
    allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False),
)


@daily_group.command(name=N_("play"), description=N_("Play today's deal of a game (only you see it)."))
@app_commands.describe(game=N_("The game to play"))
@app_commands.choices(game=DAILY_CHOICES)
async def play(interaction: discord.Interaction[CardroomBot], game: app_commands.Choice[str]) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/daily play"):
        await interaction.response.defer(ephemeral=True, thinking=True)  # the bots may open the deal
        state = await bot.daily.open(
            guild_id=interaction.guild_id or 0,
            channel_id=interaction.channel_id or 0,
            game_id=game.value,
            user_id=interaction.user.id,
            name=interaction.user.display_name,
        )
        screen = _screen(bot, state)
        view = to_view(screen, state.record.id, state.record.version, make_daily)
        await rest.edit_original(interaction, content=screen.content, view=view)


@daily_group.command(name=N_("board"), description=N_("This server's results of a day's deal, ranked."))
@app_commands.describe(game=N_("The game"), day=N_("The day, as 2026-12-07 (default: today, UTC)"))
@app_commands.choices(game=DAILY_CHOICES)
async def board(
    interaction: discord.Interaction[CardroomBot], game: app_commands.Choice[str], day: str | None = None
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/daily board"):
        try:
            when = dt.date.fromisoformat(day.strip()) if day else bot.daily.today()
        except ValueError:
            raise TableError(_(NOT_A_DAY)) from None
        rows, streaks = await bot.daily.board(interaction.guild_id or 0, game.value, when)
        text = board_text(
            registry.get(game.value).name,
            when,
            [(safe_name(row.name), row.score, row.place) for row in rows],
            [streaks[row.user_id] for row in rows],
        )
        replays = await board_replays(bot, interaction.user.id, game.value, when, rows)
        await send_ephemeral(interaction, text, **replays)


def _context(bot: CardroomBot, state: DailyState) -> TableContext:
    record = state.record
    seats = daily_format(record.game_id).players
    bots = tuple(f"{BOT_MARK} {name}" for name in BOT_NAMES)
    channel = bot.get_channel(record.channel_id)
    return TableContext(
        table_id=record.id,
        game_name=state.game_name,
        channel_name=getattr(channel, "name", None) or _("this channel"),
        names=(record.name, *bots[: seats - 1]),
    )


def _screen(
    bot: CardroomBot, state: DailyState, draft: str | None = None, notice: str | None = None
) -> Screen:
    record = state.record
    ui_ = bot.ui_for(record.game_id)
    ctx = _context(bot, state)
    public = registry.get(record.game_id).view(state.play.state, None)
    day = dt.date.fromisoformat(record.day)
    if state.result is not None:
        result = state.result
        table = final_table(ui_, ctx, public, state.play.last_round())
        return finished_screen(ctx, table, day, result.score, result.place, state.play.share_marks())
    return daily_screen(ui_, ctx, public, state.view(), day, draft, notice or state.refusal)


async def daily_click(
    interaction: discord.Interaction[CardroomBot], component: ComponentId, values: Sequence[str]
) -> None:
    """A click on one of the person's daily deal messages: a form step, a help, or a move."""
    bot = interaction.client
    daily_id, tail = component.table_id, component.tail
    async with reply_errors(interaction, f"daily {daily_id}"):
        if tail.startswith("rp:"):  # a past day's replay (bot/adapter/daily_replays.py)
            await daily_replay_click(interaction, component)
            return
        if tail.startswith("ui:help:"):
            state = await bot.daily.state(daily_id, interaction.user.id)
            rules = registry.get(state.record.game_id)
            help_text = bot.ui_for(state.record.game_id).help_text(
                tail.removeprefix("ui:help:"), rules.Options()
            )
            await send_ephemeral(interaction, help_text or _(NO_HELP))
            return
        await interaction.response.defer()  # a deferred update of this message: the bots may think
        draft, notice = None, None
        if tail.startswith("ui:draft:"):
            state = await bot.daily.state(daily_id, interaction.user.id)
            draft = tail.removeprefix("ui:draft:")
        elif tail.startswith("ui:pick:"):
            state = await bot.daily.state(daily_id, interaction.user.id)
            try:
                draft = bot.ui_for(state.record.game_id).draft_from_pick(
                    state.view(), tail.removeprefix("ui:pick:"), values
                )
            except ValueError:
                notice = _(IMPOSSIBLE_PICK)
        else:
            state = await bot.daily.act(daily_id, interaction.user.id, component.version, tail)
        await _show(interaction, state, draft, notice)
        if state.result is not None and state.refusal is None and not tail.startswith("ui:"):
            await _announce(interaction, state)


async def _show(
    interaction: discord.Interaction[CardroomBot], state: DailyState, draft: str | None, notice: str | None
) -> None:
    screen = _screen(interaction.client, state, draft, notice)
    view: ui.View | None = to_view(screen, state.record.id, state.record.version, make_daily)
    await rest.edit_original(interaction, content=screen.content, view=view)


async def _announce(interaction: discord.Interaction[CardroomBot], state: DailyState) -> None:
    """The channel's one line for a finished daily deal, in the server's language."""
    bot, record, result = interaction.client, state.record, state.result
    assert result is not None
    rows, _streaks = await bot.daily.board(record.guild_id, record.game_id, dt.date.fromisoformat(record.day))
    rank = 1 + sum(row.score > result.score for row in rows)
    channel = bot.get_channel(record.channel_id)
    if channel is None or not hasattr(channel, "send"):
        log.info("daily %s: its channel is gone; no result line", record.id)
        return
    with language(resolve(interaction.guild_locale)):
        line = result_line(safe_name(record.name), state.game_name, result.score, rank, len(rows))
    try:
        await channel.send(line)
    except discord.HTTPException:  # no permission to send there: the player has their own result
        log.info("daily %s: the result line could not be posted", record.id)
