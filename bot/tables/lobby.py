"""The lobby's verbs: open, join, leave, options, bots, the turn clock, and the start.

Every change in a lobby pushes its idle deadline back (``LOBBY_IDLE_SECONDS``): a lobby nobody touches
closes by itself (``bot.tables.autoplay``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from bot.i18n import N_, SOURCE_LANGUAGE, _, ngettext, number
from bot.tables.clock import TURN_CLOCK_CHOICES, lobby_deadline, turn_deadlines
from bot.tables.conversions import check_language, option_update, parse_options, rules_for, table_info
from bot.tables.core import ServiceCore
from bot.tables.errors import ChannelBusyError, LobbyClosedError, NotHostError, NotSeatedError, TableError
from bot.tables.models import TableInfo, TableState
from games.bots import levels as bot_levels
from storage import Deadlines
from storage import errors as storage_errors
from storage.models import PlayerRecord, TableRecord
from storage.table_open import OpeningLimits

# Bots are named so players can tell them apart; the 🤖 mark shows wherever the name does. [product]
BOT_NAMES = ("Ada", "Blaise", "Carmen", "Dmitri", "Emmy", "Fermat", "Grace", "Hypatia")
BOT_MARK = "🤖"


class LobbyVerbs(ServiceCore):
    async def open_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        play_in_thread: bool | None = None,
        language: str = SOURCE_LANGUAGE,
    ) -> TableState:
        """Open a lobby. ``play_in_thread``: None follows the server's setting (``bot.tables.threads``);
        ``language``: its public messages' language (``bot.tables.languages``)."""
        rules = rules_for(game_id)
        check_language(language)
        if play_in_thread is None and guild_id is not None:
            play_in_thread = (await self._store.guild_settings(guild_id)).table_threads
        parsed = parse_options(rules, options or {})
        due = lobby_deadline(self._now())
        try:
            record = await self._store.create_table(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game_id,
                options=parsed.model_dump_json(),
                seed=self._seed_source(),
                host_id=host_id,
                host_name=host_name,
                play_in_thread=bool(play_in_thread),
                language=language,
                idle_deadline=due.deadline,
                limits=OpeningLimits(
                    per_host=self.limits.tables_per_host,
                    per_guild=self.limits.tables_per_guild,
                    per_host_hour=self.limits.tables_opened_per_host_hour,
                ),
            )
        except storage_errors.ChannelBusyError as busy:
            raise ChannelBusyError(busy.table_id) from None
        except storage_errors.TableLimitError as refused:
            raise TableError(limit_refusal(refused)) from None
        return await self._lobby_shown(record, due)

    async def discard_lobby(self, table_id: int) -> None:
        """A lobby closed before it started (cancelled) has been shown closed: delete it with its
        players' names (it holds no game). A table that started, or is still open, is kept."""
        async with self._lock(table_id):
            if await self._store.delete_closed_lobby(table_id):
                self.forget(table_id)

    async def join(self, table_id: int, user_id: int, name: str) -> TableState:
        """Take a free seat; at a full table a person takes the seat of the bot added last."""
        async with self._lock(table_id):
            _record, table = await self._lobby(table_id)
            if table.is_player(user_id):
                raise TableError(_("You're already seated at this table."))
            if len(table.players) >= table.max_players:
                if not table.bots:
                    raise TableError(
                        ngettext(
                            "The table is full ({n} player).",
                            "The table is full ({n} players).",
                            table.max_players,
                        )
                    )
                await self._store.remove_player(table_id, table.bots[-1].user_id)
            due = lobby_deadline(self._now())
            lobby = await self._store.add_player(table_id, user_id, name, idle_deadline=due.deadline)
            return await self._lobby_shown(lobby.table, due, lobby.players)

    async def leave(self, table_id: int, user_id: int) -> TableState:
        async with self._lock(table_id):
            _record, table = await self._lobby(table_id, verb="leave")
            if not table.is_player(user_id):
                raise NotSeatedError()
            if user_id == table.host_id:
                raise TableError(_("You're the host: cancel the table instead, or start it."))
            due = lobby_deadline(self._now())
            lobby = await self._store.remove_player(table_id, user_id, idle_deadline=due.deadline)
            return await self._lobby_shown(lobby.table, due, lobby.players)

    async def set_option(self, table_id: int, user_id: int, key: str, values: Sequence[str]) -> TableState:
        """The host sets one option from the values picked in the lobby (see ``option_update``)."""
        async with self._lock(table_id):
            record, _table = await self._host_lobby(
                table_id, user_id, N_("Only the host can change the table options.")
            )
            rules = rules_for(record.game_id)
            options = {**json.loads(record.options), **option_update(rules, key, values)}
            parsed = parse_options(rules, options)
            due = lobby_deadline(self._now())
            record = await self._store.set_options(
                table_id, parsed.model_dump_json(), idle_deadline=due.deadline
            )
            return await self._lobby_shown(record, due)

    async def add_bot(self, table_id: int, user_id: int, level: str) -> TableState:
        """The host seats a named bot of ``level`` (one of the game's ``games.bots.levels``)."""
        async with self._lock(table_id):
            record, table = await self._host_lobby(table_id, user_id, N_("Only the host can add bots."))
            if level not in bot_levels(record.game_id):  # a game may ship with casual bots only
                levels = ", ".join(bot_levels(record.game_id))
                raise TableError(_("Bots come in these levels: {levels}. Nothing changed.", levels=levels))
            if len(table.players) >= table.max_players:
                raise TableError(
                    ngettext(
                        "The table is full ({n} player). Nothing changed.",
                        "The table is full ({n} players). Nothing changed.",
                        table.max_players,
                    )
                )
            bot_id = min((p.user_id for p in table.bots), default=0) - 1
            taken = {p.name for p in table.players}
            name = next(
                (f"{BOT_MARK} {n}" for n in BOT_NAMES if f"{BOT_MARK} {n}" not in taken),
                f"{BOT_MARK} Bot {-bot_id}",
            )
            due = lobby_deadline(self._now())
            lobby = await self._store.add_player(
                table_id, bot_id, name, bot_level=level, idle_deadline=due.deadline
            )
            return await self._lobby_shown(lobby.table, due, lobby.players)

    async def remove_bot(self, table_id: int, user_id: int, bot_id: int) -> TableState:
        async with self._lock(table_id):
            _record, table = await self._host_lobby(table_id, user_id, N_("Only the host can remove bots."))
            if not any(p.user_id == bot_id for p in table.bots):
                raise TableError(_("That bot isn't at this table any more. Nothing changed."))
            due = lobby_deadline(self._now())
            lobby = await self._store.remove_player(table_id, bot_id, idle_deadline=due.deadline)
            return await self._lobby_shown(lobby.table, due, lobby.players)

    async def set_turn_clock(self, table_id: int, user_id: int, seconds: int | None) -> TableState:
        async with self._lock(table_id):
            await self._host_lobby(table_id, user_id, N_("Only the host can set the turn clock."))
            if seconds not in TURN_CLOCK_CHOICES:
                raise TableError(_("That turn clock isn't one of the choices. Nothing changed."))
            due = lobby_deadline(self._now())
            record = await self._store.set_turn_clock(table_id, seconds, idle_deadline=due.deadline)
            return await self._lobby_shown(record, due)

    async def start(self, table_id: int, user_id: int) -> TableState:
        async with self._lock(table_id):
            record, table = await self._host_lobby(
                table_id, user_id, N_("Only the host can start the game."), verb="start"
            )
            count = len(table.players)
            if count < table.min_players:
                raise TableError(
                    ngettext(
                        "{game} needs at least {n} player; {seated} seated so far.",
                        "{game} needs at least {n} players; {seated} seated so far.",
                        table.min_players,
                        game=_(table.game_name),  # a registry name: see bot/render/game_names.py
                        seated=number(count),
                    )
                )
            if not any(not player.is_bot for player in table.players):  # cannot happen: the host sits
                raise TableError(_("A table needs at least one person. Nothing changed."))
            rules = rules_for(record.game_id)
            # Seat order is shuffled from the table seed: seat 0 starts, so nobody picks the first player.
            order = [player.user_id for player in table.players]
            random.Random(f"{record.seed}:seating").shuffle(order)
            try:
                state = rules.new_game(players=count, seed=record.seed, options=table.options, deals=None)
            except ValueError as unfit:  # the options don't fit this many players (e.g. a team game)
                # i18n: {reason} is the game's own explanation of why the options don't fit.
                raise TableError(_("{reason} Nothing changed.", reason=str(unfit))) from None
            bot_ids = {player.user_id for player in table.bots}
            deadlines = turn_deadlines(
                turn_clock=record.turn_clock,
                automatic={seat for seat, user in enumerate(order) if user in bot_ids},
                before=(),
                after=tuple(rules.to_act(state)),
                actor=None,
                now=self._now(),
                current=Deadlines(),
            )
            try:
                record = await self._store.start_table(
                    table_id,
                    seat_order=order,
                    state=rules.dump(state),
                    expected_version=record.version,
                    deadlines=deadlines,
                )
            except storage_errors.StaleVersionError:
                raise LobbyClosedError(
                    _("The table changed while starting; nothing changed. Try again.")
                ) from None
            self._remember(record, state, stored=True)
            self._deadlines_set(deadlines)
            return await self._snapshot(record, state)

    async def _host_lobby(
        self, table_id: int, user_id: int, refusal: str, verb: str = "change"
    ) -> tuple[TableRecord, TableInfo]:
        """The lobby, for its host only; ``refusal`` (marked with ``N_``) is what anyone else is told."""
        record, table = await self._lobby(table_id, verb=verb)
        if user_id != table.host_id:
            raise NotHostError(_(refusal))
        return record, table

    async def _lobby_changed(self, record: TableRecord) -> TableState:
        """Push the idle deadline back after a change whose write did not (a thread, a language), and
        return the lobby as it is now."""
        due = lobby_deadline(self._now())
        written = await self._store.set_deadline(record.id, due.deadline)
        return await self._lobby_shown(written, due)

    async def _lobby_shown(
        self, record: TableRecord, due: Deadlines, players: list[PlayerRecord] | None = None
    ) -> TableState:
        """The lobby as a change left it: ``record`` is the row as that write returned it, its idle
        deadline already pushed back to ``due``, with ``players`` when the change returned them (no
        read again: each a round trip on PostgreSQL)."""
        self._deadlines_set(due)
        table = None if players is None else table_info(record, players)
        return await self._snapshot(record, table=table)


def limit_refusal(refused: storage_errors.TableLimitError) -> str:
    """What the host is told when opening a table would pass a limit (``Limits``); nothing was stored."""
    if refused.limit == "hour":
        return ngettext(
            "You opened {n} table in the last hour (the limit is {limit}): "
            "join an open one, or try again later.",
            "You opened {n} tables in the last hour (the limit is {limit}): "
            "join an open one, or try again later.",
            refused.count,
            limit=number(refused.allowed),
        )
    if refused.limit == "guild":
        return ngettext(
            "This server already has {n} open table (the limit is {limit}): "
            "join one of them, or try again when one has finished.",
            "This server already has {n} open tables (the limit is {limit}): "
            "join one of them, or try again when one has finished.",
            refused.count,
            limit=number(refused.allowed),
        )
    return ngettext(
        "You already host {n} open table here (the limit is {limit}): "
        "finish or /abort one of them, then open a new one.",
        "You already host {n} open tables here (the limit is {limit}): "
        "finish or /abort one of them, then open a new one.",
        refused.count,
        limit=number(refused.allowed),
    )
