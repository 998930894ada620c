"""Who reads which language: a table's language for its public messages, each player's for their own.

A table speaks the language of the server it was opened in (the adapter passes it to ``open_table``) and
the host may change it in the lobby; once the game starts it is fixed, like the other options. What one
player alone reads follows their own Discord language: the adapter knows it on each of their clicks, and
tells the service (``saw_locale``) so that a message built for them outside a click (their hand by DM)
speaks it too (``locale_of``).

A player's language is written only when it changes, so a click costs no write, and read through the
store's memory of the settings rows (``storage.settings_memory``), so it costs no round trip either.
"""

from __future__ import annotations

from bot.i18n import N_, SOURCE_LANGUAGE, resolve
from bot.tables.conversions import check_language
from bot.tables.lobby import LobbyVerbs
from bot.tables.models import TableState


class LanguageVerbs(LobbyVerbs):
    async def set_language(self, table_id: int, user_id: int, code: str) -> TableState:
        """The host chooses the language of the table's public messages (a ``bot.i18n`` code)."""
        check_language(code)
        async with self._lock(table_id):
            await self._host_lobby(table_id, user_id, N_("Only the host can choose the table's language."))
            record = await self._store.set_table_language(table_id, code)
            return await self._lobby_changed(record)

    async def saw_locale(self, user_id: int, locale: str) -> None:
        """The player clicked with Discord set to ``locale`` ("ko", "en-US"): remember the language it
        resolves to, writing only when that differs from what is stored (the first click after a start
        reads the row once). Nothing is stored for someone who reads English, the default: a person
        who never chose anything has no preferences row (``/privacy show``: "none stored")."""
        language = resolve(locale)
        known = (await self._store.get_prefs(user_id)).locale or SOURCE_LANGUAGE
        if known != language:
            await self._store.set_locale(user_id, language)

    async def locale_of(self, user_id: int) -> str:
        """The language to build this player's own messages in when they did not just click: their
        Discord language as last seen, English if never seen."""
        return resolve((await self._store.get_prefs(user_id)).locale or SOURCE_LANGUAGE)
