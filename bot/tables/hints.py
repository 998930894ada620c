"""💡 Hints (issue 39): the host's choice in the lobby, and a hint for the seat whose turn it is.

Where hints are allowed: the host's choice (``TableInfo.hints``), else at a casual table (one person
against bots: a game not rated anyway; among people one player's hint would unrate everyone's game). A
hint is the expert's move from the seat's own view with a reason (``games.bots.hints``); the move is
decided in the bots' worker pool (``Thinker``: a search of about a second must not hold the event loop),
never under the table's lock, so nobody waits for it. Each decision a seat took a hint for is counted
once on its seat (a second click on the same turn shows the same hint again and counts nothing more;
after a restart it would count once more); a finished game in which anyone took one is not rated
(storage/ratings.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import N_, _
from bot.tables.conversions import rules_for
from bot.tables.errors import TableError
from bot.tables.lobby import LobbyVerbs
from bot.tables.models import PrivateView, TableState
from games.bots.hints import HINT_LEVEL, Hint, explain

HINT_STALE = N_("That hand is out of date: open your hand again for a hint. Nothing changed.")
HINTS_OFF = N_("Hints are off at this table. Nothing changed.")
# Seats whose last counted decision one process remembers: a few bytes each. Past it the memory is emptied
# whole: at worst a seat's hint on a turn already counted is counted once more.
KEPT_HINT_VERSIONS = 10_000
NOT_YOUR_TURN = N_("It isn't your turn, so there is no hint to give. Nothing changed.")


@dataclass(frozen=True, slots=True)
class HintShown:
    """A hint for one seat: the view it was read from (the hand as it stands) and the suggestion."""

    private: PrivateView
    hint: Hint


class HintVerbs(LobbyVerbs):
    async def set_hints(self, table_id: int, user_id: int, allowed: bool) -> TableState:
        """The host turns hints on or off for the game this lobby starts."""
        async with self._lock(table_id):
            await self._host_lobby(table_id, user_id, N_("Only the host can turn hints on or off."))
            await self._store.set_hints(table_id, allowed)
            return await self._lobby_changed(await self._record(table_id))

    async def hint(self, table_id: int, user_id: int, version: int) -> HintShown:
        """The hint for the clicker's seat, from the hand they clicked on (``version``). Refused when
        they hold no seat, hints are off, the hand is out of date, or nothing is theirs to decide."""
        record = await self._latest(table_id)
        record, table, seat = await self._seated(record, user_id)
        if not table.hints_allowed:
            raise TableError(_(HINTS_OFF))
        if version != record.version and not await self._still_current(record.id, seat, version, record):
            raise TableError(_(HINT_STALE))
        rules = rules_for(record.game_id)
        private = PrivateView(table, seat, self._view(record, rules, self._state(record, rules), seat))
        if not private.view.get("legal"):
            raise TableError(_(NOT_YOUR_TURN))
        game_id, decision = record.game_id, record.version
        action = await self.thinker.choose(game_id, HINT_LEVEL, private.view, record.seed, decision)
        shown = HintShown(private, Hint(action, explain(game_id, private.view, action)))
        counted = self._hint_versions()
        if counted.get((table_id, seat)) != decision and await self._store.count_hint(table_id, seat):
            counted[(table_id, seat)] = decision
            self._forget_players(table_id)  # the seat's count is part of the table shown at the end
        return shown

    def _hint_versions(self) -> dict[tuple[int, int], int]:
        versions: dict[tuple[int, int], int] | None = getattr(self, "_hinted_at", None)
        if versions is None or len(versions) > KEPT_HINT_VERSIONS:
            versions = self._hinted_at = {}
        return versions
