"""The daily deal (docs/daily.md): one deal per UTC day and game, the same for everyone.

The deal's seed is an HMAC-SHA256 of the day and the game id under the server-side secret
(``DAILY_SECRET``, or one the database made at first start), so nobody can compute tomorrow's deal, and
everyone plays today's against the same opponents: the person sits at seat 0, bots of the day's level at
the others (``DAILY_LEVEL`` from the day it was first played on, stored with the day: migration 0020),
and a bot's choice depends only on its view, the daily seed and the decision number
(``games.bots.choose``). The same moves meet the same replies, always.

Pure apart from the bots' thinking, which the caller supplies (``Choose``: the service's ``Thinker``).
Shared code: it never names a game; each game declares its format (``GameFacts.daily``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games import bots, registry
from games.base import Event
from games.facts import DailyFormat

PERSON = 0  # the person's seat: seat 1 to a reader, the first to act or deal in every game
# The seed is the first 60 bits of the HMAC: an integer every engine and the INTEGER columns take.
SEED_BITS = 60
ROUND = "round"  # the STEP_MARKS group whose events count a format's rounds
TRICK = "trick"  # the STEP_MARKS group whose events the share line draws, one square each
WON, LOST = "🟩", "⬜"  # a trick the person won, one somebody else won: no card named
PLACES = ("🥇", "🥈", "🥉")  # the person's place at the table in the share line; lower places by number
# The bots of a day nobody has played yet: the best there is (issue 39). A day keeps the level its first
# deal was given (``storage.daily.daily_level``), so the days played against strong bots stay so.
DAILY_LEVEL = bots.EXPERT

Choose = Callable[[str, str, dict[str, Any], int, int], Awaitable[str]]
Move = tuple[int, str]  # (seat, action), in the order played


class NoDailyError(LookupError):
    """The game declares no daily format."""


def utc_day(now: float) -> dt.date:
    return dt.datetime.fromtimestamp(now, dt.UTC).date()


def next_deal_at(day: dt.date) -> int:
    """When the next day's deal begins (Unix seconds): midnight UTC after ``day``."""
    midnight = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(), dt.UTC)
    return int(midnight.timestamp())


def daily_seed(secret: bytes, day: dt.date, game_id: str) -> int:
    message = f"cardroom-daily:{day.isoformat()}:{game_id}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest) >> (len(digest) * 8 - SEED_BITS)  # big-endian, the default


def daily_format(game_id: str) -> DailyFormat:
    daily = registry.facts(game_id).daily
    if daily is None:
        raise NoDailyError(game_id)
    return daily


def has_daily(game_id: str) -> bool:
    return registry.facts(game_id).daily is not None


@dataclass(frozen=True)
class DailyDeal:
    game_id: str
    day: dt.date
    seed: int
    asked_level: str = bots.STRONG  # the day's stored level (before it was kept, every day was strong)

    @classmethod
    def of(cls, secret: bytes, day: dt.date, game_id: str, level: str = bots.STRONG) -> DailyDeal:
        daily_format(game_id)  # refuses a game without a daily deal
        return cls(game_id, day, daily_seed(secret, day, game_id), level)

    @property
    def format(self) -> DailyFormat:
        return daily_format(self.game_id)

    @property
    def level(self) -> str:
        return bots.played_level(self.game_id, self.asked_level)

    def new_state(self) -> Any:
        rules = registry.get(self.game_id)
        options = rules.Options(**dict(self.format.options))
        return rules.new_game(players=self.format.players, seed=self.seed, options=options, deals=None)


@dataclass(frozen=True)
class Play:
    """A daily game so far: the state after ``moves`` and every event they made."""

    deal: DailyDeal
    state: Any
    moves: tuple[Move, ...]
    events: tuple[Event, ...]

    def _marks(self, group: str) -> list[Event]:
        kinds = registry.step_marks(self.deal.game_id).get(group, ())
        return [event for event in self.events if type(event).__name__ in kinds]

    @property
    def done(self) -> bool:
        if registry.get(self.deal.game_id).outcome(self.state) is not None:
            return True
        rounds = self.deal.format.rounds
        return rounds is not None and len(self._marks(ROUND)) >= rounds

    def scores(self) -> tuple[int, ...]:
        """Every seat's score at the end (the last counted round's, or the game's)."""
        outcome = registry.get(self.deal.game_id).outcome(self.state)
        if outcome is not None:
            declared = self.deal.format.scores
            return declared(self.state) if declared is not None else tuple(outcome.scores)
        return tuple(self._marks(ROUND)[-1].scores)  # type: ignore[attr-defined]

    @property
    def score(self) -> int:
        return self.scores()[PERSON]

    @property
    def place(self) -> int:
        """The person's place at the table (competition ranking: ties share)."""
        scores = self.scores()
        return 1 + sum(score > scores[PERSON] for score in scores)

    def last_round(self) -> tuple[Event, ...]:
        """The event that ended the format's last round, when the format ended before the game did."""
        if registry.get(self.deal.game_id).outcome(self.state) is not None:
            return ()
        marks = self._marks(ROUND)
        return (marks[-1],) if self.done and marks else ()

    @property
    def to_play(self) -> bool:
        return not self.done and PERSON in registry.get(self.deal.game_id).to_act(self.state)

    def share_marks(self) -> str:
        """The rounds in emoji, spoiler-free: a square per trick (won or not), then the place."""
        tricks = "".join(WON if getattr(t, "winner", None) == PERSON else LOST for t in self._marks(TRICK))
        place = PLACES[self.place - 1] if self.place <= len(PLACES) else f"#{self.place}"
        return f"{tricks} {place}".strip()


def replay(deal: DailyDeal, moves: Sequence[Move]) -> Play:
    """The play after ``moves`` from the deal (no bot thinks: the bots' moves are in ``moves``)."""
    rules = registry.get(deal.game_id)
    state = deal.new_state()
    events: list[Event] = []
    for seat, action in moves:
        state, new = rules.apply(state, seat, action)
        events.extend(new)
    return Play(deal, state, tuple(moves), tuple(events))


async def advance(play: Play, choose: Choose) -> Play:
    """The bots' moves until the person must act or the deal is over. Bots in a simultaneous step move
    before the person, so what they choose never depends on when the person clicked."""
    rules = registry.get(play.deal.game_id)
    state, moves, events = play.state, list(play.moves), list(play.events)
    current = play
    while not current.done:
        waiting = [seat for seat in rules.to_act(state) if seat != PERSON]
        if not waiting:
            break
        seat = waiting[0]
        view = rules.view(state, seat)
        action = await choose(play.deal.game_id, play.deal.level, view, play.deal.seed, len(moves))
        state, new = rules.apply(state, seat, action)
        moves.append((seat, action))
        events.extend(new)
        current = Play(play.deal, state, tuple(moves), tuple(events))
    return current


async def person_moves(play: Play, action: str, choose: Choose) -> Play:
    """The person's action (checked by the engine: ``IllegalActionError``), then the bots' replies."""
    rules = registry.get(play.deal.game_id)
    state, new = rules.apply(play.state, PERSON, action)
    moved = Play(play.deal, state, (*play.moves, (PERSON, action)), (*play.events, *new))
    return await advance(moved, choose)
