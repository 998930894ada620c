"""Plain results returned by the table service (no Discord types, no engine state)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from games.base import Event, Outcome


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int
    name: str
    seat: int | None  # None while in the lobby


@dataclass(frozen=True, slots=True)
class TableInfo:
    id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    game_name: str
    status: str  # lobby | playing | finished | aborted
    host_id: int
    options: BaseModel
    version: int
    message_id: int | None
    players: tuple[Player, ...]  # lobby: join order; playing/finished: seat order
    min_players: int
    max_players: int

    def seat_of(self, user_id: int) -> int | None:
        for player in self.players:
            if player.user_id == user_id:
                return player.seat
        return None

    def is_player(self, user_id: int) -> bool:
        return any(player.user_id == user_id for player in self.players)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.players)

    def user_at(self, seat: int) -> int:
        return self.players[seat].user_id


@dataclass(frozen=True, slots=True)
class TableState:
    """A table together with what everyone may see of its game (None in the lobby)."""

    table: TableInfo
    public: dict[str, Any] | None
    outcome: Outcome | None = None

    @property
    def to_act(self) -> tuple[int, ...]:
        return tuple(self.public["to_act"]) if self.public else ()


@dataclass(frozen=True, slots=True)
class ActResult:
    """What one accepted action did: the new public table, its events, and who must act next."""

    state: TableState
    seat: int
    action: str
    events: tuple[Event, ...]
    to_act_before: tuple[int, ...] = ()

    @property
    def newly_to_act(self) -> tuple[int, ...]:
        """Seats whose turn this action began (not those still deciding from before)."""
        return tuple(seat for seat in self.state.to_act if seat not in self.to_act_before)


@dataclass(frozen=True, slots=True)
class PrivateView:
    """What one seated player may see: ``view(state, seat)``."""

    table: TableInfo
    seat: int
    view: dict[str, Any]
