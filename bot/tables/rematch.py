"""🔁 Play again: a new lobby like the finished game's (issue 38).

The same game, options, bots, turn clock, place (a thread of its own or not) and language, in the
channel the game was opened in. The old host hosts it, so every limit on opening tables counts for them
(``open_table`` goes through storage's ``create_table``, which checks the limits and the channel's one
table inside its insert: two presses at once open one lobby). Whoever pressed joins it.

When the old host can't host any more (they left or were banned from the server during the game, or
asked to be forgotten, so the table only knows an anonymous id), the person who pressed hosts instead:
a rematch nobody can start would only take the channel's table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.i18n import N_, _
from bot.tables.errors import TableError
from bot.tables.lobby import LobbyVerbs
from bot.tables.models import Player, TableState
from storage.privacy import SNOWFLAKE_FLOOR

NOT_FINISHED = N_("Only a game played to its end can be played again. Nothing changed.")


@dataclass(frozen=True, slots=True)
class Rematch:
    """The new lobby, and the people of the finished game to tell about it (not the one who pressed)."""

    state: TableState
    previous: tuple[int, ...]


def can_host(player: Player | None) -> bool:
    """A person of the finished game who may host its rematch: still in the server, not forgotten."""
    return (
        player is not None
        and not player.is_bot
        and player.departed is None
        and player.user_id >= SNOWFLAKE_FLOOR  # an anonymous id is no one to host
    )


class RematchVerbs(LobbyVerbs):
    async def rematch(self, table_id: int, user_id: int, name: str, *, host_here: bool = True) -> Rematch:
        """Open the rematch of finished table ``table_id``; ``user_id`` (named ``name``) pressed it.
        ``host_here``: the old host is still a member of the server (the adapter asks Discord)."""
        record = await self._record(table_id)
        old = await self._info(record)
        if old.status != "finished":
            raise TableError(_(NOT_FINISHED))
        host = next((p for p in old.players if p.user_id == old.host_id), None)
        if not host_here or not can_host(host):
            host = Player(user_id=user_id, name=name, seat=None)
        assert host is not None
        state = await self.open_table(
            guild_id=old.guild_id,
            # A game that moved into a thread of its own plays its rematch in a new one, opened from the
            # channel it started in (its thread is archived).
            channel_id=old.parent_channel_id or old.channel_id,
            game_id=old.game_id,
            host_id=host.user_id,
            host_name=host.name,
            options=json.loads(record.options),
            play_in_thread=old.play_in_thread,
            language=old.language,
        )
        new_id = state.table.id
        for bot in old.bots:
            assert bot.bot_level is not None
            state = await self.add_bot(new_id, host.user_id, bot.bot_level)
        if old.turn_clock is not None:
            state = await self.set_turn_clock(new_id, host.user_id, old.turn_clock)
        if old.hints is not None:  # the host's choice of 💡 hints (issue 39), the default otherwise
            state = await self._lobby_changed(await self._store.set_hints(new_id, old.hints))
        if user_id != host.user_id:
            state = await self.join(new_id, user_id, name)
        previous = tuple(p.user_id for p in old.players if can_host(p) and p.user_id != user_id)
        return Rematch(state=state, previous=previous)
