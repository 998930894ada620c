"""/leaderboard and its pages: Prev/Next buttons that belong to no table.

Their custom_id is ``lb:<game>:<page>:<user>``: the game, the page the button leads to, and the person
who asked, the only one who may turn the pages (a shared board stays as it was posted for everyone else).
Everything in it is untrusted: a forged id, a game that does not exist, a page past the last one (the
board shrank since) or someone else's click gets a short private answer and changes nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import ui

from bot.adapter.posting import NO_PINGS
from bot.adapter.replies import reply_errors, send_ephemeral
from bot.i18n import N_, _
from bot.render.boards import rated_leaderboard_text
from bot.tables.boards import LeaderboardNotFoundError, LeaderboardPage
from bot.tables.errors import TableError
from games import registry

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

PREFIX = "lb:"
_GRAMMAR = re.compile(r"lb:(?P<game>[a-z0-9-]{1,40}):(?P<page>0|[1-9][0-9]{0,5}):(?P<user>[1-9][0-9]{0,19})")

PREV = N_("◀ Prev")
NEXT = N_("Next ▶")
NOT_YOURS = N_("Only the person who asked for this leaderboard can turn its pages; try /leaderboard.")
NO_SUCH_PAGE = N_("That leaderboard page isn't there any more; try /leaderboard again.")
NOT_A_BOARD = N_("That control isn't one Cardroom understands, so nothing changed.")


def custom_id(game_id: str, page: int, user_id: int) -> str:
    return f"{PREFIX}{game_id}:{page}:{user_id}"


def parse(raw: str) -> tuple[str, int, int] | None:
    match = _GRAMMAR.fullmatch(raw)
    if match is None:
        return None
    return match["game"], int(match["page"]), int(match["user"])


def page_view(page: LeaderboardPage, user_id: int) -> ui.View | None:
    """Prev/Next for a board of more than one page (ends disabled), or None."""
    if page.pages <= 1:
        return None
    view = ui.View(timeout=None)
    for label, target, enabled in (
        (PREV, page.page - 1, page.page > 0),
        (NEXT, page.page + 1, page.page < page.pages - 1),
    ):
        view.add_item(
            ui.Button(
                label=_(label),
                custom_id=custom_id(page.game_id, max(target, 0), user_id),
                style=discord.ButtonStyle.secondary,
                disabled=not enabled,
            )
        )
    view.stop()  # clicks arrive through the dynamic-item registry (bot.adapter.components), as all do
    return view


async def leaderboard_command(
    interaction: discord.Interaction[CardroomBot], game_id: str, game_name: str, *, share: bool
) -> None:
    async with reply_errors(interaction, "/leaderboard"):
        page = await interaction.client.tables.leaderboard_page(interaction.guild_id or 0, game_id)
        text, view = rated_leaderboard_text(game_name, page), page_view(page, interaction.user.id)
        if share:
            await interaction.response.send_message(text, allowed_mentions=NO_PINGS, **_with(view))
        else:
            await send_ephemeral(interaction, text, **_with(view))


async def on_leaderboard_click(interaction: discord.Interaction[CardroomBot], raw: str) -> None:
    """Turn the page in place, for the person who asked only."""
    async with reply_errors(interaction, "leaderboard page"):
        parsed = parse(raw)
        if parsed is None or parsed[0] not in registry.ids():
            raise TableError(_(NOT_A_BOARD))
        game_id, number, owner = parsed
        if owner != interaction.user.id:
            raise TableError(_(NOT_YOURS))
        try:
            page = await interaction.client.tables.leaderboard_page(
                interaction.guild_id or 0, game_id, number
            )
        except LeaderboardNotFoundError:
            raise TableError(_(NO_SUCH_PAGE)) from None
        text = rated_leaderboard_text(registry.get(game_id).name, page)
        await interaction.response.edit_message(
            content=text, view=page_view(page, owner), allowed_mentions=NO_PINGS
        )


def _with(view: ui.View | None) -> dict[str, ui.View]:
    return {} if view is None else {"view": view}
