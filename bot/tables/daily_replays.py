"""Replaying a day's daily deal once the day is over (docs/daily.md): the player's own game, or the best
one of the server, for anyone who finished that deal. Built like any replay (``bot.tables.replays``),
from the daily seed and the stored moves; a one-round format ends before the whole game would, so the
replay is assembled here rather than by ``replays.build`` (which wants a game's own end)."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from bot.i18n import N_, _
from bot.tables.daily import DailyDeal, next_deal_at
from bot.tables.errors import TableError
from bot.tables.lobby import BOT_MARK, BOT_NAMES
from bot.tables.replays import FINISHED, Replay, ReplayGame
from games import registry
from games.base import Event
from storage import Store
from storage.daily import DailyRecord

NO_SUCH_DAILY = N_("That daily deal isn't one of this server's finished ones, so there is nothing to replay.")
NOT_OVER_YET = N_("Today's deal can be replayed once the day is over: <t:{at}:R>.")
PLAY_IT_FIRST = N_("Only those who finished that day's deal can replay it.")


def daily_names(record: DailyRecord, seats: int) -> tuple[str, ...]:
    """The person at seat 0, the bots after them, as the deal showed them."""
    return (record.name, *(f"{BOT_MARK} {name}" for name in BOT_NAMES[: seats - 1]))


async def daily_replay(
    store: Store, deal: DailyDeal, record: DailyRecord, viewer: int, guild_id: int, today: dt.date
) -> Replay:
    """The replay of a finished daily game of ``guild_id``, for ``viewer``, who finished that deal too;
    only after its day (until then the deal is still being played)."""
    if record.guild_id != guild_id or record.finished_at is None:
        raise TableError(_(NO_SUCH_DAILY))
    day = dt.date.fromisoformat(record.day)
    if day >= today:
        raise TableError(_(NOT_OVER_YET, at=next_deal_at(day)))
    mine = await store.daily_of(viewer, record.game_id, record.day)
    if mine is None or mine.finished_at is None:
        raise TableError(_(PLAY_IT_FIRST))
    rules = registry.get(record.game_id)
    moves = tuple((int(seat), str(action)) for seat, action in json.loads(record.moves))
    game = ReplayGame(
        game_id=record.game_id,
        options=dict(deal.format.options),
        seed=deal.seed,
        names=daily_names(record, deal.format.players),
        actions=moves,
        status=FINISHED,
    )
    states: list[Any] = [deal.new_state()]
    events: list[tuple[Event, ...]] = []
    for seat, action in moves:
        state, happened = rules.apply(states[-1], seat, action)
        states.append(state)
        events.append(tuple(happened))
    return Replay(game=game, states=tuple(states), events=tuple(events))
