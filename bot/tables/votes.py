"""Ending a game under way early: a vote of the people at the table, so no one player escapes a loss.

More than half of the voters must agree (``passed``). The voters are the people seated who play
themselves when the vote opens: bots don't vote, and neither does a seat on autopilot (its player
stepped away, let the clock run out twice, or left the server), so a seat nobody plays cannot keep a
game going against the wishes of those still playing. A person alone with bots ends the game at once.
Someone with Manage Messages ends any table at once (``TableService.abort``).

Votes live in memory, not in storage: a vote lasts minutes, changes nothing at the table until it
passes, and after a restart a click on its prompt simply opens a fresh vote with that click's answer
(the voters say it again). Storing them would add a table and a migration for that one convenience.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Literal

from bot.i18n import N_, _
from bot.tables.core import ServiceCore
from bot.tables.errors import GameNotRunningError, TableError
from bot.tables.models import TableState

# A vote nobody completes lapses after this long; the next /abort opens a new one. [product]
ABORT_VOTE_SECONDS = 5 * 60

NO_VOTE = N_(
    "Only the players at the table vote on ending it (a seat on autopilot has no vote: press I'm back first)."
)
NO_OPEN_VOTE = N_("No vote to end this game is open now. Nothing changed.")


@dataclass(slots=True)
class AbortVote:
    voters: frozenset[int]  # user ids of the people who may vote
    opened_at: float  # unix seconds
    agree: set[int] = field(default_factory=set)
    refuse: set[int] = field(default_factory=set)
    message_id: int | None = None  # the public prompt, edited as votes come

    @property
    def passed(self) -> bool:
        return 2 * len(self.agree) > len(self.voters)

    @property
    def failed(self) -> bool:
        """Even if every voter still silent agreed, there would be no majority."""
        silent = len(self.voters) - len(self.agree) - len(self.refuse)
        return 2 * (len(self.agree) + silent) <= len(self.voters)

    @property
    def needed(self) -> int:
        return len(self.voters) // 2 + 1

    def expired(self, now: float) -> bool:
        return now >= self.opened_at + ABORT_VOTE_SECONDS


@dataclass(frozen=True, slots=True)
class VoteResult:
    state: TableState  # the table after the vote (aborted when it passed)
    vote: AbortVote  # a copy, as it stands after this answer
    outcome: Literal["open", "passed", "failed"]
    opened: bool  # this answer opened the vote
    lapsed_message_id: int | None = None  # the prompt of an expired vote this one replaces


class AbortVotes(ServiceCore):
    async def vote_abort(self, table_id: int, user_id: int, *, agree: bool) -> VoteResult:
        """Record one voter's answer; a "yes" with no vote open opens one. The game ends on a majority."""
        async with self._lock(table_id):
            record = await self._record(table_id)
            if record.status != "playing":
                raise GameNotRunningError()
            table = await self._info(record)
            now = self._now()
            vote = self._votes.get(table_id)
            lapsed = None
            if vote is not None and vote.expired(now):
                lapsed, vote = vote.message_id, None
                del self._votes[table_id]
            opened = vote is None
            if vote is None:
                if not agree:
                    raise TableError(_(NO_OPEN_VOTE))
                playing = frozenset(p.user_id for p in table.players if not p.is_automatic)
                vote = AbortVote(voters=playing, opened_at=now)
            if user_id not in vote.voters:
                raise TableError(_(NO_VOTE))
            (vote.agree if agree else vote.refuse).add(user_id)
            (vote.refuse if agree else vote.agree).discard(user_id)
            outcome: Literal["open", "passed", "failed"] = (
                "passed" if vote.passed else "failed" if vote.failed else "open"
            )
            copy = dataclasses.replace(vote, agree=set(vote.agree), refuse=set(vote.refuse))
            if outcome == "open":
                self._votes[table_id] = vote
                return VoteResult(await self._snapshot(record, table=table), copy, outcome, opened, lapsed)
            self._votes.pop(table_id, None)
            if outcome == "passed":
                record = await self._store.abort_table(table_id)
                self.forget(table_id)
            return VoteResult(await self._snapshot(record), copy, outcome, opened, lapsed)

    def open_vote(self, table_id: int) -> AbortVote | None:
        """The vote open at the table, if any (to close its prompt when the table ends another way)."""
        return self._votes.get(table_id)

    def set_vote_message(self, table_id: int, message_id: int) -> None:
        vote = self._votes.get(table_id)
        if vote is not None:
            vote.message_id = message_id
