"""What a bid-and-take game's renderer says the same way (Oh Hell and its family: each seat bids a
number of tricks, then takes what it can), from the view's ``bids``, ``taken`` and ``phase`` and the
engine kit's ``games.trickgame.RoundScored``:

- ``bids_line`` — the table's bids row: "alice 2 (1 taken) · bob 0 (0 taken) · carol ?" ("?" before a
  seat has bid; the tricks taken once the play began);
- ``round_scored`` — the round's public line: "**Round 3 scored** (taken/bid): alice 2/2 +12 · bob 0/1 0";
- ``round_step`` — where a game of rounds of changing hand sizes is, for its headers: "round 3/19 · 3
  cards" (the view's ``round``, ``rounds`` and ``hand_size``), or "game over".
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.people import name
from games.trickgame import RoundScored

NOT_YET = "?"  # a seat that has not bid yet
TAKEN = N_(" ({n} taken)")
SCORED = N_("**Round {n} scored** (taken/bid): {made}")
GAME_OVER = N_("game over")


def bids_line(ctx: TableContext, view: dict[str, Any]) -> str:
    """Each seat's bid and, once play starts, the tricks it has taken."""
    playing = view.get("phase") == "playing"
    parts = []
    for seat, bid in enumerate(view["bids"]):
        taken = _(TAKEN, n=view["taken"][seat]) if playing else ""
        parts.append(f"{name(ctx, seat)} {NOT_YET if bid is None else bid}{taken}")
    return " · ".join(parts)


def round_scored(ctx: TableContext, event: RoundScored) -> str:
    """Every seat's tricks taken against its bid, and the points it made (+n, or 0)."""
    made = " · ".join(
        f"{name(ctx, seat)} {taken}/{bid} {f'+{points}' if points else '0'}"
        for seat, (bid, taken, points) in enumerate(zip(event.bids, event.taken, event.points, strict=True))
    )
    return _(SCORED, n=event.round, made=made)


def round_step(view: dict[str, Any]) -> str:
    """The round of the game and its hand size, or "game over"."""
    if view.get("phase") == "finished":
        return _(GAME_OVER)
    return ngettext(
        "round {round}/{total} · {n} card",
        "round {round}/{total} · {n} cards",
        view["hand_size"],
        round=view["round"],
        total=view["rounds"],
    )
