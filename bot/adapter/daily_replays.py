"""Replays of a past day's daily deal (docs/daily.md): **🎬 Replay mine** and **🎬 Replay the best** on
``/daily board`` of a day that is over, for a person who finished that deal; the replay itself is the
replay viewer's (bot/render/replays.py) on ``dy:`` controls, only for the clicker."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

import discord

from bot.adapter.components import SentComponents, to_view
from bot.adapter.custom_ids import ComponentId, make_daily
from bot.adapter.replies import send_ephemeral
from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.replays import EXPORT, OPEN, parse_step, replay_screen
from bot.render.screen import Button, Screen
from bot.tables.errors import TableError
from games import registry
from storage.daily import DailyResult

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

REPLAY_MINE = N_("🎬 Replay mine")
REPLAY_BEST = N_("🎬 Replay the best")
FORGED = N_("That replay control isn't one Cardroom understands, so nothing changed.")


async def board_replays(
    bot: CardroomBot, user_id: int, game_id: str, day: dt.date, rows: list[DailyResult]
) -> dict[str, Any]:
    """The board's replay buttons (as ``send_ephemeral`` keywords): once the day is over, for someone who
    finished its deal; none otherwise."""
    if not rows or day >= bot.daily.today():
        return {}
    mine = await bot.daily.finished_attempt(user_id, game_id, day)
    if mine is None:
        return {}
    buttons = [(mine.id, REPLAY_MINE)]
    if rows[0].table_id != mine.id:
        buttons.append((rows[0].table_id, REPLAY_BEST))
    components: list[dict[str, Any]] = []
    for daily_id, label in buttons:
        view = to_view(Screen("", ((Button(_(label), OPEN),),)), daily_id, 0, make_daily)
        assert isinstance(view, SentComponents)
        components += view.to_components()[0]["components"]
    row = {"type": discord.ComponentType.action_row.value, "components": components}
    return {"view": SentComponents([row])}


async def daily_replay_click(interaction: discord.Interaction[CardroomBot], component: ComponentId) -> None:
    """A replay control of a daily game (the caller runs it inside ``reply_errors``)."""
    bot = interaction.client
    guild_id = interaction.guild_id or 0
    replay = await bot.daily.replay(component.table_id, interaction.user.id, guild_id)
    parsed = parse_step(component.tail)
    if parsed is None or not 0 <= parsed[0] <= replay.last or parsed[1] not in replay.sizes:
        raise TableError(_(FORGED))
    step, size = parsed
    game = replay.game
    name = registry.get(game.game_id).name
    ctx = TableContext(table_id=component.table_id, game_name=name, channel_name="", names=game.names)
    screen = replay_screen(bot.ui_for(game.game_id), ctx, replay.at(step, size))
    # A daily game's replay is not exported (its seed is the day's secret-derived seed): no Export button.
    rows = tuple(tuple(b for b in row if getattr(b, "action", None) != EXPORT) for row in screen.rows)
    view = to_view(Screen(screen.content, rows), component.table_id, 0, make_daily)
    if component.tail == OPEN:
        await send_ephemeral(interaction, screen.content, **({"view": view} if view else {}))
    else:
        await interaction.response.edit_message(content=screen.content, view=view)
