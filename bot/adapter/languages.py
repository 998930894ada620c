"""Who reads which language, on Discord (docs/i18n.md): public messages in the table's language
(``in_table_language``), and each clicker's Discord language remembered (``note_locale``) so that what is
built for them outside a click of theirs (their DM hand) speaks it too. ``note_locale`` runs centrally: on
every component click (``bot.adapter.components``) and every slash command (``CardroomTree``)."""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

import discord

from bot.adapter.fair_share import serving
from bot.i18n import language
from bot.tables import TableInfo

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")


async def note_locale(interaction: discord.Interaction[CardroomBot]) -> None:
    """Remember the clicker's locale (no write unless it changed). Never raises: the click goes on."""
    locale = getattr(interaction.locale, "value", None)
    if not locale:
        return
    try:
        await interaction.client.tables.saw_locale(interaction.user.id, str(locale))
    except Exception:
        log.exception("could not remember the locale of user %s", interaction.user.id)


def table_of(subject: object) -> TableInfo:
    """The table a public message is about: a ``TableInfo``, or what carries one (a ``TableState``, an
    ``ActResult`` or ``DueResult``, a run of ``ActResult``)."""
    if isinstance(subject, list):
        subject = subject[-1]
    for attribute in ("state", "table"):
        subject = getattr(subject, attribute, subject)
    assert isinstance(subject, TableInfo), subject
    return subject


def in_table_language(method: Callable[P, R]) -> Callable[P, R]:
    """Build everything ``method`` says in the language of the table its first argument is about.

    A public message speaks the table's language whoever caused it: this runs inside a player's click
    (whose ``reply_errors`` entered the player's language) and in the sweeper (English by default), and a
    refresh started as a task inherits the language of whoever started it, so each public entry point
    sets the table's language itself. Private parts built inside (a hand redrawn, a DM) set their owner's.
    """
    if inspect.iscoroutinefunction(method):

        @functools.wraps(method)
        async def speak_async(*args: P.args, **kwargs: P.kwargs) -> Any:
            table = table_of(args[1])
            # Its requests count against its server's share of the global budget (fair_share.py).
            with language(table.language), serving(table.guild_id):
                return await method(*args, **kwargs)

        return speak_async  # type: ignore[return-value]

    @functools.wraps(method)
    def speak(*args: P.args, **kwargs: P.kwargs) -> R:
        with language(table_of(args[1]).language):
            return method(*args, **kwargs)

    return speak
