"""Errors of the table service. Each carries one friendly sentence a player can act on.

The sentence is translated when the error is raised: the service runs inside the clicking user's
language (``bot.adapter.replies.reply_errors`` sets it), so the refusal is already in their words.
"""

from __future__ import annotations

from bot.i18n import N_, _

NO_TABLE = N_("There is no table here. Start one with /play.")
NOT_THE_HOST = N_("Only the host can do that.")


class TableError(Exception):
    """A request the service refused; nothing at the table changed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NoTableError(TableError):
    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or _(NO_TABLE))


class ChannelBusyError(TableError):
    def __init__(self, table_id: int) -> None:
        super().__init__(
            _("This channel already has a table. Use /table to see it, or open a thread for another.")
        )
        self.table_id = table_id


class NotSeatedError(TableError):
    def __init__(self) -> None:
        super().__init__(_("You're not seated at this table. Only its players can do that."))


class NotHostError(TableError):
    """``message``: the whole sentence, already translated ("Only the host can add bots.")."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or _(NOT_THE_HOST))


class LobbyClosedError(TableError):
    """A lobby-only request on a table that has started or ended."""


class GameNotRunningError(TableError):
    def __init__(self) -> None:
        super().__init__(_("This game is not running any more. Nothing changed."))


class StaleActionError(TableError):
    """The click was made on an older moment of the game; the caller shows the current view."""

    def __init__(self) -> None:
        super().__init__(_("That button was out of date, so nothing changed. Here is your hand now."))


class IllegalMoveError(TableError):
    """The engine refused the action; the message is the engine's own explanation, in the clicker's
    language (``bot.i18n.refusals``)."""


class AlreadyDoneError(StaleActionError):
    """A second click on a move that was just applied (a double click): it counted once."""

    def __init__(self, action: str) -> None:
        TableError.__init__(
            self,
            _("That card is already played: your click counted once. Here is your hand now.")
            if action.startswith("play:")
            else _("That is already done: your click counted once. Here is your hand now."),
        )


# A departed seat's refusals (docs/security.md#leaving-a-table-bans-kicks-and-departures).
BANNED_SEAT = N_("You were banned from this server, so this seat isn't yours any more. Nothing changed.")
LEFT_SEAT = N_(
    "You left this server, so a bot plays your seat. Back in the server, press I'm back to play again."
)


class DepartedError(TableError):
    """The seat's person left the table's server (``storage.Departure``): nothing of theirs is taken."""

    def __init__(self, banned: bool) -> None:
        super().__init__(_(BANNED_SEAT) if banned else _(LEFT_SEAT))
