"""The table service's history verbs: a server's last games, their replays and their export files.

Only an ended game (finished, or aborted after its start) is replayed: a replay shows every hand, so a
game still running is refused here, whatever a click claims. A game of another server is refused too,
and so is one whose log the retention sweep deleted (its result stays in the history).

Who may read a game is Discord's to say, and the service knows no Discord: every verb takes the ids of
the channels the asker can read now (``readable_channels``, from the adapter's guild cache), lists only
games played there and refuses a replay step or an export of any other (docs/security.md).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from bot.i18n import N_, _
from bot.tables.conversions import rules_for
from bot.tables.core import ServiceCore
from bot.tables.errors import NoTableError, TableError
from bot.tables.replays import ENDED, Replay, ReplayError, ReplayGame, build, state_hash
from storage.history import HISTORY_LIMIT, EndedGame, StoredLog, readable_by

STILL_RUNNING = N_(
    "That game is still being played: its replay shows every hand, so it opens once the game is over."
)
LOG_GONE = N_("Its moves are no longer kept (ended games keep them for a while), so only its result remains.")
OTHER_SERVER = N_("That game was played on another server, so nothing changed.")
HIDDEN_CHANNEL = N_("That game was played in a channel you can't read, so it can't be shown.")
NEVER_STARTED = N_("That table never started a game, so there is nothing to replay.")
DOES_NOT_REPLAY = N_("This game's stored moves don't replay any more, so it can't be shown.")

# Built replays kept in memory: an ended game never changes, and each click of a replay screen needs
# its one game again. [product: a few people browsing replays at once per process]
REPLAY_CACHE = 16
EXPORT_FORMAT = 1


def replay_game(log: StoredLog) -> ReplayGame:
    """The replay input of a stored table (its seats in order, its action log)."""
    return ReplayGame(
        game_id=log.table.game_id,
        options=json.loads(log.table.options),
        seed=log.table.seed,
        names=tuple(player.name for player in log.players),
        actions=tuple((action.seat, action.action) for action in log.actions),
        status=log.table.status,
    )


def export_document(replay: Replay, stored_state: str) -> dict[str, Any]:
    """The export file's content: everything ``python -m bot.replay FILE`` needs, and the stored final
    state's fingerprint so the replay can be checked. Seats by name only: no Discord ids."""
    game = replay.game
    return {
        "format": EXPORT_FORMAT,
        "game": game.game_id,
        "status": game.status,
        "options": game.options,
        "seed": game.seed,
        "seats": list(game.names),
        "actions": [[seat, action] for seat, action in game.actions],
        "final_state_sha256": normalized_hash(game.game_id, stored_state),
    }


def normalized_hash(game_id: str, stored_state: str) -> str:
    """The fingerprint of a stored state as today's engine writes it (an older stored format loads)."""
    rules = rules_for(game_id)
    return state_hash(game_id, rules.load(stored_state))


class HistoryVerbs(ServiceCore):
    async def history(
        self,
        guild_id: int,
        *,
        readable_channels: frozenset[int],
        user_id: int | None = None,
        game_id: str | None = None,
        limit: int = HISTORY_LIMIT,
    ) -> list[EndedGame]:
        """The server's last ended games played in a channel the asker can read."""
        if game_id is not None:
            rules_for(game_id)
        return await self._store.ended_games(
            guild_id, readable_channels=readable_channels, user_id=user_id, game_id=game_id, limit=limit
        )

    async def replay(self, table_id: int, guild_id: int | None, readable_channels: frozenset[int]) -> Replay:
        """The replay of an ended game of this server played in a channel the asker can read, or a
        refusal in the asker's words."""
        replay, _state = await self._replay_and_state(table_id, guild_id, readable_channels)
        return replay

    async def export(
        self, table_id: int, guild_id: int | None, readable_channels: frozenset[int]
    ) -> dict[str, Any]:
        replay, state = await self._replay_and_state(table_id, guild_id, readable_channels)
        return export_document(replay, state)

    async def _replay_and_state(
        self, table_id: int, guild_id: int | None, readable_channels: frozenset[int]
    ) -> tuple[Replay, str]:
        log = await self._store.stored_log(table_id)
        if log is None:
            raise NoTableError(_("That table doesn't exist (any more). Nothing changed."))
        table = log.table
        if table.guild_id != guild_id:
            raise TableError(_(OTHER_SERVER))
        if not readable_by(table, readable_channels):  # checked on every step: access can be taken away
            raise TableError(_(HIDDEN_CHANNEL))
        if table.status not in ENDED:
            raise TableError(_(STILL_RUNNING))
        if not log.players:
            raise TableError(_(NEVER_STARTED))
        if table.state is None:
            raise TableError(_(LOG_GONE))
        cache = self._replay_cache()
        game = replay_game(log)
        replay = cache.get(table_id)
        # Compared with what is stored now, not trusted: /privacy forget renames a seat of an ended game.
        if replay is None or replay.game != game:
            try:
                replay = build(game)
            except ReplayError:
                raise TableError(_(DOES_NOT_REPLAY)) from None
            cache[table_id] = replay
            while len(cache) > REPLAY_CACHE:
                cache.popitem(last=False)
        cache.move_to_end(table_id)
        return replay, table.state

    def _replay_cache(self) -> OrderedDict[int, Replay]:
        cache: OrderedDict[int, Replay] | None = getattr(self, "_replays", None)
        if cache is None:
            cache = self._replays = OrderedDict()
        return cache
