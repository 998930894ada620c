"""The interaction tokens that can edit a table message, exempt from Discord's global rate limit.

A component interaction answered by updating its message (type 7) or by a deferred update (type 6) has
the clicked message as its ``@original``, which its token may edit for 15 minutes through the
interaction's webhook, a route Discord's global limit does not count. So does a command answered with a
new message. ``/play`` and ``/table`` answer with the table message and every lobby click updates it:
those tokens are kept here, the latest per table, and carry the table message's edits while they live.

A game outlives them: in play, the clicks on the table message (Show my hand, Rules, Score sheet, Last
trick) answer privately, which gives no token for it. So when the kept token is near its end (or gone),
the next such click is acknowledged as a deferred update of the table message, which leaves the message
as it is but makes that click's token the new one; its private answer follows as an ephemeral followup.
One extra call per table per few minutes keeps a long game's edits off the global limit, and gives a
table played in a thread (whose message the bot posted, so no command's answer) a token too.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import discord

from bot.adapter.rest import Token

# A kept token carries an edit only with this much of its life left: an edit may wait its turn behind
# another edit of the same message, and Discord's clock is not ours. [product]
TOKEN_MARGIN = timedelta(seconds=60)
# A click on the table message renews the kept token once it has this little left: at most one renewal
# per table every 15 - 10 = 5 minutes of clicks, and a game with any click on its table message in its
# last 10 minutes of a token never falls back to the limited route. [product]
RENEW_BEFORE = timedelta(minutes=10)


@dataclass(frozen=True, slots=True)
class _Kept:
    """The token of an interaction whose ``@original`` is the table message ``message_id``."""

    token: Token
    message_id: int


class TableTokens:
    def __init__(self) -> None:
        self._kept: dict[int, _Kept] = {}  # the latest token of each table that can edit its message

    def __len__(self) -> int:
        return len(self._kept)

    def remember(self, table_id: int, interaction: discord.Interaction[Any], message_id: int | None) -> None:
        """``interaction``'s ``@original`` is the table message ``message_id``: its token may edit it."""
        if message_id is not None:
            self._kept[table_id] = _Kept(Token.of(interaction), message_id)

    def drop(self, table_id: int) -> None:
        """The token was refused, the table has a message of its own now, or the table closed."""
        self._kept.pop(table_id, None)

    def usable(self, table_id: int, message_id: int | None = None) -> Token | None:
        """The kept token that can still edit the table's message (``message_id``, when known)."""
        kept = self._kept.get(table_id)
        if kept is None or (message_id is not None and kept.message_id != message_id):
            return None
        if _left(kept) < TOKEN_MARGIN:
            del self._kept[table_id]
            return None
        return kept.token

    def message_id(self, table_id: int) -> int | None:
        """The table message the kept token edits, if one is kept."""
        kept = self._kept.get(table_id)
        return kept.message_id if kept is not None else None

    def due(self, table_id: int, message_id: int) -> bool:
        """Whether a click on ``message_id``, if it is the table message, should renew the token: none is
        kept for that message, or the kept one has less than ``RENEW_BEFORE`` left."""
        kept = self._kept.get(table_id)
        return kept is None or kept.message_id != message_id or _left(kept) < RENEW_BEFORE


def _left(kept: _Kept) -> timedelta:
    return kept.token.expires_at - discord.utils.utcnow()
