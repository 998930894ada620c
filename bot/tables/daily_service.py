"""The daily deal's service (docs/daily.md): start or resume a person's attempt at today's deal, play their
moves and the bots' replies, store every step, and record the result once, when it ends. No Discord.

A daily game is not a table of ``tables`` (storage.daily): it blocks no channel, counts against no host's
limits and no hourly cap, and is limited by itself to one attempt per person, game and day.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.i18n import N_, _, ngettext
from bot.i18n.refusals import refusal as translated
from bot.tables.daily import DAILY_LEVEL, DailyDeal, Play, next_deal_at, person_moves, replay, utc_day
from bot.tables.daily import advance as bots_move
from bot.tables.daily_replays import NO_SUCH_DAILY, daily_replay
from bot.tables.errors import TableError
from bot.tables.replays import Replay
from bot.tables.thinking import Thinker
from games import IllegalActionError, registry
from storage import StaleVersionError, Store
from storage.daily import DailyFinish, DailyRecord, DailyResult

log = logging.getLogger(__name__)

# The secret made at first start when the operator set none: 32 random bytes, as hex (the HMAC key).
SECRET_BYTES = 32

NO_DAILY_GAME = N_("{game} has no daily deal.")
NOT_YOURS = N_("That daily deal is someone else's, so nothing changed.")
MOVED_ON = N_("Your daily deal has moved on since then. Here it is now.")
NOT_YOUR_TURN = N_("It isn't your turn yet. Nothing changed.")


class DailyPlayedError(TableError):
    """A second attempt at a deal already played: the result and when the next deal begins."""

    def __init__(self, game_name: str, result: DailyResult, next_at: int) -> None:
        super().__init__(
            _(
                "You've played today's {game} deal: {points}. A new deal at <t:{at}:R>.",
                game=game_name,
                points=ngettext("{n} point", "{n} points", result.score),
                at=next_at,
            )
        )
        self.result = result


@dataclass(frozen=True)
class DailyState:
    """A person's attempt as it stands: the record, the play, and once it ended, its result."""

    record: DailyRecord
    play: Play
    result: DailyResult | None = None
    refusal: str | None = None  # a move refused, to show on the hand

    @property
    def game_name(self) -> str:
        return registry.get(self.record.game_id).name

    def view(self) -> dict[str, Any]:
        return registry.get(self.record.game_id).view(self.play.state, 0)


def _moves_text(play: Play) -> str:
    return json.dumps([list(move) for move in play.moves], separators=(",", ":"))


def _moves_of(record: DailyRecord) -> list[tuple[int, str]]:
    return [(int(seat), str(action)) for seat, action in json.loads(record.moves)]


class DailyService:
    def __init__(
        self,
        store: Store,
        thinker: Thinker,
        clock: Callable[[], float],
        secret: str | None = None,
        level: str = DAILY_LEVEL,
    ) -> None:
        self.level = level  # the bots of a day nobody has played yet (DAILY_BOT_LEVEL)
        self._levels: dict[tuple[str, str], str] = {}  # (game, day) -> the level stored with that day
        self._store = store
        self._thinker = thinker
        self._clock = clock
        self._secret = secret.encode() if secret else None

    async def secret(self) -> bytes:
        """The operator's ``DAILY_SECRET``, else the one stored at the first daily (made then)."""
        if self._secret is None:
            stored = await self._store.daily_secret(secrets.token_hex(SECRET_BYTES))
            log.info("DAILY_SECRET is not set: the daily deals use the secret kept in the database")
            self._secret = stored.encode()
        return self._secret

    def today(self) -> dt.date:
        return utc_day(self._clock())

    async def deal(self, game_id: str, day: dt.date) -> DailyDeal:
        if registry.facts(game_id).daily is None:
            raise TableError(_(NO_DAILY_GAME, game=registry.get(game_id).name))
        key = (game_id, day.isoformat())
        if key not in self._levels:  # a day's level never changes once stored: read once per process
            self._levels[key] = await self._store.daily_level(game_id, key[1], self.level)
        return DailyDeal.of(await self.secret(), day, game_id, self._levels[key])

    async def open(
        self, *, guild_id: int, channel_id: int, game_id: str, user_id: int, name: str
    ) -> DailyState:
        """Today's attempt of the person: started (the bots' opening moves made), or resumed. Refused
        politely with ``DailyPlayedError`` once they finished it."""
        day = self.today()
        deal = await self.deal(game_id, day)
        record = await self._store.daily_of(user_id, game_id, day.isoformat())
        if record is None:
            opening = await bots_move(replay(deal, []), self._thinker.choose)
            record = await self._store.start_daily(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game_id,
                day=day.isoformat(),
                user_id=user_id,
                name=name,
                moves=_moves_text(opening),
            )
        if record.finished_at is not None:
            result = await self._store.daily_result(record.id)
            assert result is not None  # written with the last moves
            raise DailyPlayedError(registry.get(game_id).name, result, next_deal_at(day))
        return await self._resumed(deal, record)

    async def _resumed(self, deal: DailyDeal, record: DailyRecord) -> DailyState:
        play = replay(deal, _moves_of(record))
        if not play.to_play and not play.done:  # stopped between the person's move and the bots' (a crash)
            play = await bots_move(play, self._thinker.choose)
            record = await self._save(record, play)
        result = await self._store.daily_result(record.id) if record.finished_at is not None else None
        return DailyState(record, play, result)

    async def state(self, daily_id: int, user_id: int) -> DailyState:
        record = await self._mine(daily_id, user_id)
        deal = await self.deal(record.game_id, dt.date.fromisoformat(record.day))
        return await self._resumed(deal, record)

    async def act(self, daily_id: int, user_id: int, version: int, action: str) -> DailyState:
        """The person's move and the bots' replies, stored in one step; the result too when it ends."""
        record = await self._mine(daily_id, user_id)
        deal = await self.deal(record.game_id, dt.date.fromisoformat(record.day))
        current = await self._resumed(deal, record)
        record = current.record
        if record.finished_at is not None or record.version != version:
            return DailyState(record, current.play, current.result, _(MOVED_ON))
        if not current.play.to_play:
            return DailyState(record, current.play, None, _(NOT_YOUR_TURN))
        try:
            play = await person_moves(current.play, action, self._thinker.choose)
        except IllegalActionError as illegal:
            return DailyState(record, current.play, None, translated(illegal))
        try:
            record = await self._save(record, play)
        except StaleVersionError:  # another click of theirs got there first
            fresh = await self._mine(daily_id, user_id)
            return DailyState(fresh, replay(deal, _moves_of(fresh)), None, _(MOVED_ON))
        result = await self._store.daily_result(record.id) if record.finished_at is not None else None
        return DailyState(record, play, result)

    async def _save(self, record: DailyRecord, play: Play) -> DailyRecord:
        finish = None
        if play.done:
            seats = len(play.scores())
            finish = DailyFinish(score=play.score, place=play.place, seats=seats, share=play.share_marks())
        return await self._store.save_daily(record, _moves_text(play), finish)

    async def _mine(self, daily_id: int, user_id: int) -> DailyRecord:
        record = await self._store.daily_by_id(daily_id)
        if record is None or record.user_id != user_id:
            raise TableError(_(NOT_YOURS))
        return record

    async def replay(self, daily_id: int, viewer: int, guild_id: int) -> Replay:
        """A finished daily game of the server, replayed for someone who finished that deal, after its day."""
        record = await self._store.daily_by_id(daily_id)
        if record is None:
            raise TableError(_(NO_SUCH_DAILY))
        deal = await self.deal(record.game_id, dt.date.fromisoformat(record.day))
        return await daily_replay(self._store, deal, record, viewer, guild_id, self.today())

    async def finished_attempt(self, user_id: int, game_id: str, day: dt.date) -> DailyRecord | None:
        record = await self._store.daily_of(user_id, game_id, day.isoformat())
        return record if record is not None and record.finished_at is not None else None

    async def board(
        self, guild_id: int, game_id: str, day: dt.date
    ) -> tuple[list[DailyResult], dict[int, int]]:
        """The server's results of the day's deal, best first, and each player's streak: the days in a
        row, ending that day, on which they finished the game's deal here."""
        if registry.facts(game_id).daily is None:
            raise TableError(_(NO_DAILY_GAME, game=registry.get(game_id).name))
        rows = await self._store.daily_board(guild_id, game_id, day.isoformat())
        days = await self._store.daily_days(guild_id, game_id, day.isoformat())
        return rows, {row.user_id: streak(days.get(row.user_id, []), day) for row in rows}


def streak(days: list[str], until: dt.date) -> int:
    """Days in a row ending ``until`` among ``days`` (ISO dates, latest first)."""
    count, expected = 0, until
    for day in days:
        if day != expected.isoformat():
            break
        count += 1
        expected -= dt.timedelta(days=1)
    return count
