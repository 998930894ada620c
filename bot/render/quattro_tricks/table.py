"""The public table message (docs/ux.md#the-table-message): everything everyone may know, compactly.

Only public view keys are read: scores, sets, bids, the current and last trick, trick counts, the
face-up stacks and each bid's progress (one short line per B, C and D bid). The view of the table never
carries a hand, and nothing here would print one.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.autoplay_lines import forced_lines
from bot.render.base import TableContext
from bot.render.kit import header as kit_header
from bot.render.kit.table import panel
from bot.render.kit.turn import table_turn
from bot.render.people import name, ranked_line, scores_line, victory_line, winners
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.choose import picked
from bot.render.quattro_tricks.progress import progress_lines
from bot.render.quattro_tricks.tokens import card, cards_text, colours_text, number
from bot.render.quattro_tricks.turn import mode_name, turn_prompt
from bot.render.screen import MAX_CONTENT, Screen
from bot.render.viewdata import at, seats

DEFAULT_GAME_NAME = "Quattro Trick-Taking"


RED_WINS = N_("🟥 red always wins")  # the one rule everyone must keep in mind at every trick


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_GAME_NAME)


def row(label: str, value: str) -> str:
    """A scoreboard row as every screen writes it (``bot.render.kit.layout``): bold label, two spaces."""
    return f"**{label}**  {value}"


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    phase = view.get("phase")
    if phase == "finished":
        return kit_header.table_header(game_name(ctx), _("game over"))
    parts = [_("round {round}/{rounds}", round=view.get("round", "?"), rounds=view.get("rounds", "?"))]
    if phase == "playing":
        trick, tricks = view.get("trick_no", "?"), view.get("tricks_per_round", 12)
        parts.append(_("trick {trick}/{tricks}", trick=trick, tricks=tricks))
    elif phase == "bidding":
        parts.append(_("bidding"))
    elif phase == "choosing":
        parts.append(_("choosing sets"))
    return kit_header.table_header(game_name(ctx), " · ".join(parts))


def bid_item(ctx: TableContext, view: dict[str, Any], seat: int) -> str:
    letter = at(view.get("sets"), seat) or "?"
    bid = at(view.get("bids"), seat)
    text = bidsets.bid_text(bid, long=letter in "CD") if bid else "…"
    return f"{name(ctx, seat)} {letter}: {text}"


def bids_line(ctx: TableContext, view: dict[str, Any]) -> str:
    return row(_("Bids"), " · ".join(bid_item(ctx, view, s) for s in seats(view)))


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
            bits.append(_("7s {cards}", cards=cards_text(cards)))
        if colours:
            bits.append(_("colours {colours}", colours=colours_text(colours)))
        parts.append(f"{name(ctx, seat)} {' '.join(bits)}")
    return row(_("Face up"), " · ".join(parts)) if parts else None


def trick_line(ctx: TableContext, view: dict[str, Any], every_card: bool = True) -> str:
    plays = [(seat, played) for seat, played in view.get("trick") or []]
    if plays:
        text = " · ".join(f"{name(ctx, s)} {card(c)}" for s, c in plays)
        nxt = [s for s in view.get("to_act") or [] if s not in {p for p, _played in plays}]
        if nxt:
            text += f" · {name(ctx, nxt[0])} …"
    else:
        leader = view.get("leader")
        text = _("{name} to lead", name=name(ctx, leader)) if leader is not None else "—"
    line = row(_("Trick {n}", n=view.get("trick_no", "?")), text)
    last = view.get("last_trick")
    if last:
        # The trick just won, card by card: the table message is the play-by-play (the won stacks are
        # face down, and the channel keeps no per-trick messages to scroll back through).
        won = _(
            "trick {n}: {name} with {card}",
            n=last.get("no", "?"),
            name=name(ctx, last.get("winner")),
            card=card(last.get("card", "?")),
        )
        line += f" — {won}"
        if every_card:
            line += f" ({' · '.join(f'{name(ctx, s)} {card(c)}' for s, c in last.get('cards') or [])})"
    return line


def choosing_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    choosing = view.get("choosing") or {}
    chosen = {int(k): v for k, v in (choosing.get("chosen") or {}).items()}
    order = [picked(name(ctx, seat), chosen.get(seat)) for seat in choosing.get("order") or []]
    lines = [f"**{mode_name(choosing.get('mode', ''))}**  " + " · ".join(order)]
    left = " ".join(choosing.get("remaining_sets") or []) or _("none")
    if choosing.get("mode") == "starting_choice":
        taken = choosing.get("start_taken")
        start = (
            _("start taken by {name}", name=name(ctx, taken)) if taken is not None else _("start still open")
        )
        left += f" · {start}"
    lines.append(row(_("Sets left"), left))
    return lines


def finished_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    scores = list(view.get("scores") or [])
    lines = [row(_("Final standings"), ranked_line(ctx, scores)), victory_line(ctx, winners(scores))]
    for past in view.get("round_history") or []:
        points = past.get("points") or []
        per_seat = " · ".join(f"{name(ctx, s)} +{p}" for s, p in enumerate(points))
        lines.append(_("Round {round}: {points}", round=past.get("round"), points=per_seat))
    return lines


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    phase = view.get("phase")
    if phase == "finished":
        return panel([header(ctx, view), *finished_lines(ctx, view)])
    lines = [header(ctx, view)]
    lines.append(row(_("Scores"), scores_line(ctx, list(view.get("scores") or []))))
    if phase == "choosing":
        lines += choosing_lines(ctx, view)
    else:
        lines.append(bids_line(ctx, view))
    if phase == "playing":
        tricks = view.get("tricks_won") or []
        lines.append(_(RED_WINS))
        won = " · ".join(f"{name(ctx, s)} {at(tricks, s) or 0}" for s in seats(view))
        lines.append(row(_("Tricks"), won))
        face_up = face_up_line(ctx, view)
        if face_up:
            lines.append(face_up)
    tail = [trick_line(ctx, view)] if phase == "playing" else []
    tail += [*forced_lines(ctx, ctx.forced), *table_turn(ctx, view, turn_prompt)]
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
