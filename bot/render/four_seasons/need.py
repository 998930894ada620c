"""What a bid still needs, on the hand and beside a public bid: "need 2 more", "made it — no more",
"over by 1". A bid is made with exactly its number of tricks, so one more is as bad as one fewer."""

from __future__ import annotations

from bot.i18n import _, number


def need_text(bid: int, won: int, other: bool = False) -> str:
    """The seat's own need ("need 2 more"), or another player's (``other``: "needs 2 more")."""
    if won < bid:
        more = number(bid - won)
        return _("needs {n} more", n=more) if other else _("need {n} more", n=more)
    if won == bid:
        return _("made it — no more")
    return _("over by {n}", n=number(won - bid))


def progress_text(bid: int, won: int) -> str:
    """``2 of 3 · need 1 more``."""
    return _("{won} of {target} · {need}", won=number(won), target=number(bid), need=need_text(bid, won))
