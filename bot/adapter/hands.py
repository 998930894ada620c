"""Private screens: a player's hand and forms, as an ephemeral reply or in place of the clicked one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.adapter import rest
from bot.adapter.below import SCREEN_PX
from bot.adapter.components import to_view
from bot.adapter.looks import HAND_ALT, HAND_ALT_WORDS, HAND_FILE, Look
from bot.i18n import N_, _
from bot.pictures.games import accent
from bot.pictures.hand import draw_hand, hand_layout
from bot.render.hints import with_hint_button
from bot.render.kit.layout import pictured_words
from bot.render.screen import MAX_ROWS, Button, Screen
from bot.tables import PrivateView
from storage import HandLook

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot


def is_private_message(interaction: discord.Interaction[Any]) -> bool:
    """True when the clicked message is only the clicker's (an ephemeral reply or a DM): edit it in place."""
    message = interaction.message
    if message is None:
        return False
    return message.flags.ephemeral or interaction.guild_id is None


# A hand fits one phone screen (issue 36): at most this tall on a 380 px phone, in every game and phase,
# as Discord's phone client draws it (tests/e2e/test_a_hand_fits_a_phone.py measures it with chromium).
# The same screen as the table message's ``below.SCREEN_PX``.
HAND_SCREEN_PX = SCREEN_PX

ON_AUTOPILOT = N_("🤖 You're on autopilot: a bot plays your turns. Press I'm back to play yourself.")
# i18n: the button that ends autopilot; other messages tell the player to press it by this name.
IM_BACK = N_("I'm back")


def hand_screen(
    bot: CardroomBot, private: PrivateView, draft: str | None = None, notice: str | None = None
) -> Screen:
    ui = bot.ui_for(private.table.game_id)
    if not private.table.player_at(private.seat).autopilot:
        screen = ui.hand_screen(bot.context_for(private.table), private.view, draft, notice)
        return with_hint_button(screen) if offers_hint(private) else screen
    screen = ui.hand_screen(bot.context_for(private.table), private.view, draft, notice or _(ON_AUTOPILOT))
    back = (Button(_(IM_BACK), "ui:back", style="success"),)
    rows = screen.rows if len(screen.rows) < MAX_ROWS else screen.rows[: MAX_ROWS - 1]
    shown = screen.buttons_show_hand and rows == screen.rows
    return Screen(screen.content, (back, *rows), shown, screen.words_show_hand)


def offers_hint(private: PrivateView) -> bool:
    """💡 Hint on the hand: hints allowed at the table, the game running, and the seat to decide."""
    table = private.table
    return table.status == "playing" and table.hints_allowed and bool(private.view.get("legal"))


def _draw_hand(game_id: str, layout: dict[str, Any], names: Any) -> Any:
    return draw_hand(game_id, layout)


async def _hand_drawn(bot: CardroomBot, screen: Screen, user_id: int) -> bool:
    """Whether the hand's picture goes with ``screen``: always, unless its buttons or its words show
    every card and the player keeps the default (each card once)."""
    if not (screen.buttons_show_hand or screen.words_show_hand):
        return True
    return await bot.tables.hand_look(user_id) is HandLook.PICTURE


async def hand_look(
    bot: CardroomBot, private: PrivateView, screen: Screen, message_id: int | None = None
) -> Look:
    """The hand screen as its owner chose to see it: with their cards drawn, or as text. Only ever for
    the owner's own message (an ephemeral reply or their DM): the picture shows the hand. Where the
    buttons (or the words) already show every card held, the picture would show them twice on a phone
    screen: it is left out unless the owner chose it (``/settings hand``)."""
    table = private.table
    user_id = table.user_at(private.seat)
    picture = None
    pictures = await bot.tables.show_pictures(table.guild_id, user_id)
    if pictures and private.view.get("hand") and await _hand_drawn(bot, screen, user_id):
        # The memo compares what the picture shows (``hand_layout``), not the whole view: a new list of
        # legal actions that leaves the same cards bright draws nothing.
        layout = hand_layout(table.game_id, private.view)
        picture = (("hand", table.id, user_id), table.game_id, layout, _draw_hand, ())
    return await bot.looks.look(
        screen,
        accent=accent(table.game_id),
        pictures=pictures,
        picture=picture,
        message_id=message_id,
        filename=HAND_FILE,
        alt=hand_alt(screen),
    )


def hand_alt(screen: Screen) -> str:
    """The hand picture's description: the words the embed leaves out because the picture shows them (a
    hand in words, ``pictured``), else what the picture is."""
    words = pictured_words(screen.content)
    return _(HAND_ALT_WORDS, words=words) if words else _(HAND_ALT)


async def show_hand(
    interaction: discord.Interaction[CardroomBot],
    table_id: int,
    *,
    draft: str | None = None,
    notice: str | None = None,
) -> None:
    """Answer with the clicker's current hand: edit their own hand message, or send a new ephemeral."""
    bot = interaction.client
    # The clicked hand may be a DM that a redraw is editing too (bot/adapter/dm_hands.py): take turns,
    # and read the hand inside the turn so the last edit shows the newest state.
    clicked = interaction.message.id if interaction.message and is_private_message(interaction) else None
    async with bot.looks.editing(clicked):
        private = await bot.tables.private_view(table_id, interaction.user.id)
        screen = hand_screen(bot, private, draft, notice)
        view = to_view(screen, table_id, private.table.version)
        if clicked is not None and not interaction.response.is_done():
            look = await hand_look(bot, private, screen, clicked)
            shown = await rest.update(interaction, **look.edit_kwargs(), view=view)
            message_id: int | None = clicked
        elif bot.backlog.acked_early(interaction):
            # Acknowledged before the work (bot/adapter/backlog.py): the hand goes to the click's
            # original message: the clicked private hand, or the private "thinking" reply the deferral
            # posted.
            look = await hand_look(bot, private, screen, clicked)
            shown = await rest.edit_original(interaction, **look.edit_kwargs(), view=view)
            message_id = shown.id if shown is not None else None
        elif interaction.response.is_done():
            # Acknowledged already (a click that renewed the table message's token, bot/adapter/
            # table_tokens.py): the hand is a followup, which the same token can edit by its id.
            look = await hand_look(bot, private, screen)
            shown = await rest.followup(
                interaction, **look.send_kwargs(), view=view or discord.utils.MISSING, ephemeral=True
            )
            bot.looks.sent(look, shown)
            if shown is not None and private.table.status == "playing":
                bot.live_hands.remember(table_id, interaction, shown.id, followup=True)
            return
        else:
            look = await hand_look(bot, private, screen)
            shown = await rest.answer(
                interaction, **look.send_kwargs(), view=view or discord.utils.MISSING, ephemeral=True
            )
            message_id = shown.id if shown is not None else None
        bot.looks.sent(look, shown)
    if private.table.status == "playing":
        bot.live_hands.remember(table_id, interaction, message_id)
