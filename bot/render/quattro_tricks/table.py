"""The public table message (UX.md "Table message"): everything everyone may know, compactly.

Only public view keys are read: scores, sets, bids, the current and last trick, trick counts, the
face-up stacks and each bid's progress (one short line per B, C and D bid). The view of the table never
carries a hand, and nothing here would print one.
"""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, ranked_line, scores_line, victory_line, winners
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.progress import progress_lines
from bot.render.quattro_tricks.tokens import card, cards_text, colour, number
from bot.render.quattro_tricks.turn import MODE_NAME, waiting_for
from bot.render.screen import MAX_CONTENT, Screen
from bot.render.viewdata import at, seats

DEFAULT_GAME_NAME = "Quattro Trick-Taking"


RED_WINS = "🟥 red always wins"  # the one rule everyone must keep in mind at every trick


def game_name(ctx: TableContext) -> str:
    return ctx.game_name or DEFAULT_GAME_NAME


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    phase = view.get("phase")
    where = f"round {view.get('round', '?')}/{view.get('rounds', '?')}"
    if phase == "playing":
        where += f" · trick {view.get('trick_no', '?')}/{view.get('tricks_per_round', 12)}"
    elif phase == "bidding":
        where += " · bidding"
    elif phase == "choosing":
        where += " · choosing sets"
    elif phase == "finished":
        where = "game over"
    return f"**{game_name(ctx)} · {where}**"


def bid_item(ctx: TableContext, view: dict[str, Any], seat: int) -> str:
    letter = at(view.get("sets"), seat) or "?"
    bid = at(view.get("bids"), seat)
    text = bidsets.bid_text(bid, long=letter in "CD") if bid else "…"
    return f"{name(ctx, seat)} {letter}: {text}"


def bids_line(ctx: TableContext, view: dict[str, Any]) -> str:
    return "**Bids**  " + " · ".join(bid_item(ctx, view, s) for s in seats(view))


def face_up_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    parts = []
    for seat in seats(view):
        cards = list(at(view.get("face_up"), seat) or [])
        colours = list(at(view.get("face_up_colours"), seat) or [])
        if not cards and not colours:
            continue
        bits = []
        if cards and at(view.get("sets"), seat) == "A":
            bits.append(f"{cards_text(cards)} = {sum(number(c) for c in cards)}")
        elif cards:
            bits.append(f"7s {cards_text(cards)}")
        if colours:
            bits.append("colours " + "".join(colour(c) for c in colours))
        parts.append(f"{name(ctx, seat)} {' '.join(bits)}")
    return "**Face up**  " + " · ".join(parts) if parts else None


def trick_line(ctx: TableContext, view: dict[str, Any], every_card: bool = True) -> str:
    plays = [(seat, played) for seat, played in view.get("trick") or []]
    if plays:
        text = " · ".join(f"{name(ctx, s)} {card(c)}" for s, c in plays)
        nxt = [s for s in view.get("to_act") or [] if s not in {p for p, _ in plays}]
        if nxt:
            text += f" · {name(ctx, nxt[0])} …"
    else:
        leader = view.get("leader")
        text = f"{name(ctx, leader)} to lead" if leader is not None else "—"
    line = f"**Trick {view.get('trick_no', '?')}**  {text}"
    last = view.get("last_trick")
    if last:
        # The trick just won, card by card: the table message is the play-by-play (the won stacks are
        # face down, and the channel keeps no per-trick messages to scroll back through).
        won = f"{name(ctx, last.get('winner'))} with {card(last.get('card', '?'))}"
        line += f" — trick {last.get('no', '?')}: {won}"
        if every_card:
            line += f" ({' · '.join(f'{name(ctx, s)} {card(c)}' for s, c in last.get('cards') or [])})"
    return line


def choosing_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    choosing = view.get("choosing") or {}
    chosen = {int(k): v for k, v in (choosing.get("chosen") or {}).items()}
    order = []
    for seat in choosing.get("order") or []:
        pick = chosen.get(seat)
        shown = "starts" if pick == "start" else f"set {pick}" if pick else "…"
        order.append(f"{name(ctx, seat)} → {shown}")
    mode = MODE_NAME.get(choosing.get("mode", ""), "Choosing")
    lines = [f"**{mode}**  " + " · ".join(order)]
    left = " ".join(choosing.get("remaining_sets") or []) or "none"
    extra = ""
    if choosing.get("mode") == "starting_choice":
        taken = choosing.get("start_taken")
        extra = f" · start taken by {name(ctx, taken)}" if taken is not None else " · start still open"
    lines.append(f"**Sets left**  {left}{extra}")
    return lines


def finished_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    scores = list(view.get("scores") or [])
    lines = [f"**Final standings**  {ranked_line(ctx, scores)}", victory_line(ctx, winners(scores))]
    for past in view.get("round_history") or []:
        points = past.get("points") or []
        per_seat = " · ".join(f"{name(ctx, s)} +{p}" for s, p in enumerate(points))
        lines.append(f"Round {past.get('round')}: {per_seat}")
    return lines


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    phase = view.get("phase")
    lines = [header(ctx, view)]
    if phase == "finished":
        lines += finished_lines(ctx, view)
        return Screen(content="\n".join(lines))
    lines.append(f"**Scores**  {scores_line(ctx, list(view.get('scores') or []))}")
    if phase == "choosing":
        lines += choosing_lines(ctx, view)
    else:
        lines.append(bids_line(ctx, view))
    if phase == "playing":
        tricks = view.get("tricks_won") or []
        lines.append(RED_WINS)
        lines.append("**Tricks**  " + " · ".join(f"{name(ctx, s)} {at(tricks, s) or 0}" for s in seats(view)))
        face_up = face_up_line(ctx, view)
        if face_up:
            lines.append(face_up)
    tail = [trick_line(ctx, view)] if phase == "playing" else []
    if view.get("to_act"):
        tail.append(f"⏳ {waiting_for(ctx, view)}")
    if phase == "playing":
        if len("\n".join(lines + tail)) > MAX_CONTENT:  # very long names: the last trick's winner only
            tail[0] = trick_line(ctx, view, every_card=False)
        lines += fitting_progress(ctx, view, len("\n".join(lines + tail)))
    return Screen(content="\n".join(lines + tail))


def fitting_progress(ctx: TableContext, view: dict[str, Any], used: int) -> list[str]:
    """The bids' progress lines: named, or compact when long names would take the message past Discord's
    limit, or left out as a last resort (each hand screen still shows its own bid's)."""
    for named in (True, False):
        lines = progress_lines(ctx, view, named)
        if used + sum(len(line) + 1 for line in lines) <= MAX_CONTENT:
            return lines
    return []
