"""What every trick-taking game's renderer says the same way, from the view keys the trick kit gives the
engines (``games/tricks.py``: ``trick``, ``last_trick``, ``round_history``, ``scores``), given how the game
writes a card (``card``, e.g. ``bot.render.kit.french.card``):

- ``plays_text`` — a trick as text, ``alice ♥️10 · bob ♥️Q``;
- ``last_trick`` — the Last trick button's answer: the trick just won card by card, then "Won by bob
  with ♥️Q." (or "🙈 No trick has been completed yet…" before the round's first trick is won);
- ``score_sheet`` — the Score sheet button's answer: one row a round from ``round_history`` (each
  seat's points with their sign), the totals, then what is being played or the final standings;
- ``final_standings`` — the game-over message: the standings, then who won (``people.victory_line``);
- ``turn_prompt`` — what a seat is to do in a game that bids, then plays: "to bid", "to lead trick 3",
  "to play";
- the table rows' labels trick games share: ``TRUMP``, ``DEALER``, ``BIDS``, ``TRICK``, ``LAST_TRICK``,
  ``SCORES``.

A game with something of its own to say (a butterfly's season, a missed bid's mark) passes it in
(``plays``, ``cells``, ``notes``) rather than writing the screen again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.history import NO_TRICK_YET, refusal
from bot.render.kit.score_sheet import SheetRow, sheet_text, sheet_title, signed
from bot.render.people import name, ranked_line, scores_line, victory_line, winners
from bot.render.screen import Screen
from bot.render.viewdata import at

CardText = Callable[[str], str]  # a card code as the game prints it ("H10" -> "♥️10")
PlaysText = Callable[[TableContext, Sequence[Sequence[Any]]], str]
UNKNOWN = "?"  # a card or number the view does not carry (a newer engine's view): shown, never a crash

# The table rows trick games label alike (``kit.layout.row(TRUMP, …)``): one catalog entry each.
TRUMP, DEALER, BIDS = N_("Trump"), N_("Dealer"), N_("Bids")
TRICK, LAST_TRICK, SCORES = N_("Trick"), N_("Last trick"), N_("Scores")

NUMBERED = N_("🂠 **Last trick** (trick {n}): {plays}")
UNNUMBERED = N_("🂠 **Last trick**: {plays}")  # a view without the trick's number (``no``)
WON_BY = N_("Won by {name} with {card}.")
NO_ROUND_YET = N_("No round has been scored yet.")
PLAYING = N_("Round {round} of {rounds} is being played.")
FINAL = N_("🏁 Final: {standings}")
FINAL_STANDINGS = N_("🏁 **Final standings**: {standings}")


def plays_text(ctx: TableContext, plays: Sequence[Sequence[Any]], card: CardText) -> str:
    """``alice ♥️10 · bob ♥️Q``: each play's seat and card, in the order played ("—" for none)."""
    return " · ".join(f"{name(ctx, at(p, 0))} {card(at(p, 1) or UNKNOWN)}" for p in plays) or "—"


def won_with(last: dict[str, Any]) -> str:
    """The card that took the trick: the view's ``card``, else the winner's own play."""
    if last.get("card"):
        return str(last["card"])
    plays = {at(p, 0): at(p, 1) for p in last.get("cards") or []}
    return str(plays.get(last.get("winner")) or UNKNOWN)


def last_trick(
    ctx: TableContext,
    view: dict[str, Any],
    card: CardText,
    plays: PlaysText | None = None,
    won: Callable[[dict[str, Any]], str] | None = None,
) -> Screen:
    """The trick just won: its cards (``plays``: how the game writes a trick, ``plays_text`` by default),
    then who won it with which card (``won``: the winning card as text, ``card(won_with(last))``)."""
    last = view.get("last_trick")
    if not isinstance(last, dict):
        return refusal(NO_TRICK_YET)
    cards = list(last.get("cards") or [])
    shown = plays(ctx, cards) if plays else plays_text(ctx, cards, card)
    no = last.get("no")
    head = _(NUMBERED, n=no, plays=shown) if no is not None else _(UNNUMBERED, plays=shown)
    winning = won(last) if won else card(won_with(last))
    return Screen(f"{head}\n{_(WON_BY, name=name(ctx, last.get('winner')), card=winning)}")


def round_cells(entry: dict[str, Any]) -> tuple[str, ...]:
    """A round's row: each seat's points with their sign (``+8``, ``-3``, ``0``)."""
    return tuple(signed(points) for points in entry.get("points") or [])


def score_sheet(
    ctx: TableContext,
    view: dict[str, Any],
    game: str,
    cells: Callable[[dict[str, Any]], tuple[str, ...]] = round_cells,
    notes: Sequence[str] = (),
    playing: str | None = None,
) -> Screen:
    """The sheet of ``game`` (its name in the reader's language): a row ``R1``, ``R2``… a round of
    ``round_history`` (``cells``), the totals; under it "No round has been scored yet." while none is,
    the game's ``notes``, then the final standings or ``playing`` ("Round 2 of 5 is being played.")."""
    history = [entry for entry in view.get("round_history") or [] if isinstance(entry, dict)]
    rows = [SheetRow(f"R{entry.get('round', UNKNOWN)}", cells(entry)) for entry in history]
    scores = list(view.get("scores") or [])
    lines = [] if rows else [_(NO_ROUND_YET)]
    lines += notes
    if view.get("phase") == "finished":
        lines.append(_(FINAL, standings=scores_line(ctx, scores)))
    else:
        round_, rounds = view.get("round", UNKNOWN), view.get("rounds", UNKNOWN)
        lines.append(playing or _(PLAYING, round=round_, rounds=rounds))
    return Screen(sheet_text(ctx, sheet_title(game), rows, scores, lines))


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    """A bid-then-play game's ``turn_prompt`` (after a name: "bob to lead trick 3"); "" for a seat not to
    act or a phase it does not know (a game with more phases words those and passes the rest here)."""
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "bidding":
        return _("to bid")
    if phase == "playing" and not view.get("trick"):
        return _("to lead trick {n}", n=view.get("trick_no", 1))
    return _("to play") if phase == "playing" else ""


def final_standings(ctx: TableContext, scores: Sequence[int], won: Sequence[int] | None = None) -> str:
    """The game-over message: "🏁 **Final standings**: 1. alice 31 · 2. bob 20", then "🏆 **alice**
    wins" (``won``: the winning seats, the top score's by default)."""
    standings = _(FINAL_STANDINGS, standings=ranked_line(ctx, list(scores)))
    return f"{standings}\n{victory_line(ctx, list(won) if won is not None else winners(list(scores)))}"
