"""Every interaction gets an answer: errors become one short ephemeral sentence, never silence."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import discord

from bot.adapter import rest
from bot.i18n import N_, _, language, resolve
from bot.tables.errors import TableError
from storage import StorageBusyError

log = logging.getLogger(__name__)

UNEXPECTED = N_("Something went wrong on our side, and nothing was changed. Please try again.")
STORAGE_BUSY = N_("The table's storage is busy; nothing was changed, try again in a moment.")


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """Discord's link to a message: a click scrolls the channel to it."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def in_their_words(interaction: discord.Interaction[Any], message: str) -> str:
    """``message`` (marked with ``N_``) in the clicking user's language, for the few replies sent before
    or outside ``reply_errors`` (the click budget, a foreign component, a failed slash command)."""
    with language(resolve(interaction.locale)):
        return _(message)


async def send_ephemeral(interaction: discord.Interaction[Any], text: str, **kwargs: Any) -> None:
    """Reply privately whether or not the interaction was already acknowledged."""
    if interaction.response.is_done():
        await rest.followup(interaction, content=text, ephemeral=True, **kwargs)
    else:
        await rest.answer(interaction, content=text, ephemeral=True, **kwargs)


async def edit_clicked(interaction: discord.Interaction[Any], **kwargs: Any) -> rest.Shown | None:
    """Show the clicked message's new screen: as the click's answer (an update, type 7), or, when the
    click was acknowledged early (bot/adapter/backlog.py), by editing it through the interaction's
    webhook. Returns the message as Discord now shows it (None when Discord did not say)."""
    if interaction.response.is_done():
        return await rest.edit_original(interaction, **kwargs)
    return await rest.update(interaction, **kwargs)


@asynccontextmanager
async def reply_errors(interaction: discord.Interaction[Any], where: str) -> AsyncIterator[None]:
    """Turn refusals into a private sentence and log anything unexpected with where it happened.

    Exceptions in event handlers are only logged by discord.py, so every click handler runs inside this.
    Everything inside speaks the clicking user's language (``interaction.locale``); what is built for
    the channel sets the table's language itself.
    """
    with language(resolve(interaction.locale)):
        try:
            yield
        except TableError as refusal:
            await _safely_reply(interaction, refusal.message)  # built in this language when raised
        except StorageBusyError:
            # Another process holds the database (storage gave up after BUSY_TIMEOUT_MS, well inside
            # Discord's 3 s): the transaction was rolled back, so the player can simply try again.
            log.warning("storage busy in %s (user %s); nothing was changed", where, interaction.user.id)
            await _safely_reply(interaction, _(STORAGE_BUSY))
        except Exception:
            log.exception("unexpected error in %s (user %s)", where, interaction.user.id)
            await _safely_reply(interaction, _(UNEXPECTED))


async def _safely_reply(interaction: discord.Interaction[Any], text: str) -> None:
    try:
        await send_ephemeral(interaction, text)
    except discord.HTTPException:
        log.warning("could not deliver an error reply to user %s", interaction.user.id)
