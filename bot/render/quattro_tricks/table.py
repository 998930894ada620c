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
from bot.render.kit.layout import heading, pictured, row
from bot.render.kit.table import panel
from bot.render.kit.tricks import BIDS
from bot.render.kit.turn import table_turn
from bot.render.people import name, ranked_line, scores_line, victory_line, winners
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.choose import picked
from bot.render.quattro_tricks.progress import ACHIEVED_MARK, FAILED_MARK, chip_tokens, entry
from bot.render.quattro_tricks.tokens import card, cards_text, colours_text, number
from bot.render.quattro_tricks.turn import mode_name, turn_prompt
from bot.render.screen import MAX_CONTENT, Screen
from bot.render.viewdata import at, seats

DEFAULT_GAME_NAME = "Quattro Trick-Taking"


RED_WINS = N_("🟥 red always wins")  # the one rule everyone must keep in mind at every trick


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_GAME_NAME)


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
    return row(BIDS, " · ".join(bid_item(ctx, view, s) for s in seats(view)))


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
    lines = [row(mode_name(choosing.get("mode", "")), " · ".join(order))]
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
    # Phone first: whose turn it is, the trick (the picture shows it: ``pictured``), the one rule to keep
    # in mind, then the scores and each bid with how it is going (docs/ux.md#the-table-message).
    head = [header(ctx, view), *table_turn(ctx, view, turn_prompt)]
    lines = []
    if phase == "playing":
        lines += [pictured(trick_line(ctx, view)), _(RED_WINS)]
    # A line of the description, not an embed field: a phone keeps a line (docs/ux.md#the-table-message).
    lines.append(_("Scores: {scores}", scores=scores_line(ctx, list(view.get("scores") or []))))
    if phase == "choosing":
        lines += choosing_lines(ctx, view)
    elif phase == "playing":
        lines += seat_lines(ctx, view)
    else:
        lines.append(bids_line(ctx, view))
    tail = forced_lines(ctx, ctx.forced)
    if len("\n".join(head + lines + tail)) > MAX_CONTENT and phase == "playing":
        lines[0] = pictured(trick_line(ctx, view, every_card=False))  # very long names: the winner only
    return panel([*head, *lines, *tail])


def seat_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    """While the tricks are played: each seat's bid and how it is going, on one line a seat (a phone shows
    them without scrolling past the turn): ``alice A: 1-6 / 19-24 · 🟥R6 🟨Y4 = 10 · won 2``."""
    lines = [heading(BIDS)]
    tricks = view.get("tricks_won") or []
    for seat in seats(view):
        letter = at(view.get("sets"), seat) or "?"
        bid = at(view.get("bids"), seat)
        parts = [f"{name(ctx, seat)} {letter}: {bid_short(view, seat, bid) if bid else '…'}"]
        parts += face_up_bits(view, seat)
        parts += progress_bits(view, seat)
        parts.append(_("won {n}", n=at(tricks, seat) or 0))
        lines.append(" · ".join(parts))
    return lines


def bid_short(view: dict[str, Any], seat: int, bid: object) -> str:
    """The bid in its short form; a D bid's missions marked as the engine judged them (D1a ✅ D3b)."""
    progress = entry(view, seat)
    missions = [
        m for m in (progress or {}).get("missions") or [] if isinstance(m, list | tuple) and len(m) == 2
    ]
    if progress is not None and progress.get("set") == "D" and missions:
        marks = {"achieved": f" {ACHIEVED_MARK}", "failed": f" {FAILED_MARK}"}
        return " ".join(
            f"{mission}{marks.get(status, '')}{taken(view, seat, mission)}" for mission, status in missions
        )
    if progress is not None and progress.get("set") == "B" and progress.get("broken"):
        return not_short(bid, progress)
    if progress is not None and progress.get("set") == "C" and progress.get("status") in ("lost", "made"):
        # The bidder's hand says why (progress_text); the table marks it as D's missions are marked.
        mark = FAILED_MARK if progress.get("status") == "lost" else ACHIEVED_MARK
        return f"{bidsets.bid_text(bid)} {mark}"
    return bidsets.bid_text(bid)


def taken(view: dict[str, Any], seat: int, mission: object) -> str:
    """What a D4 (7s) or D5 (colours) mission has gathered, face up, right after it: ``D5b 🟥R 🟦B``."""
    cards = list(at(view.get("face_up"), seat) or [])
    colours = list(at(view.get("face_up_colours"), seat) or [])
    if isinstance(mission, str) and mission.startswith("D4") and cards:
        return f" {cards_text(cards)}"
    if isinstance(mission, str) and mission.startswith("D5") and colours:
        return f" {colours_text(colours)}"
    return ""


def not_short(bid: object, progress: dict[str, Any]) -> str:
    """A B bid with each broken section marked and the card that broke it: ``not 🟥R ❌ 🟥R7, not odd``."""
    parts = bidsets.split_payload(bid)
    broke = {section: by for section, by in progress.get("broken") or [] if isinstance(section, str)}
    if parts is None:
        return bidsets.bid_text(bid)
    items = []
    for section in parts[1].split(",") if parts[1] else []:
        known = bidsets.choice(bidsets.KIND["B"], section)
        text = _("not {section}", section=known.shown_short() if known else section)
        if section in broke:
            text += f" {FAILED_MARK} {card(broke[section])}"
        items.append(text)
    return ", ".join(items)


def face_up_bits(view: dict[str, Any], seat: int) -> list[str]:
    """An A bid's winning cards and their sum (a D bid's 7s and colours follow its missions: ``taken``)."""
    cards = list(at(view.get("face_up"), seat) or [])
    if cards and at(view.get("sets"), seat) == "A":
        return [f"{cards_text(cards)} = {sum(number(c) for c in cards)}"]
    return []


def progress_bits(view: dict[str, Any], seat: int) -> list[str]:
    """A C bid still open: how many chips are filled. (A D bid's missions, a B bid's broken sections and a
    C bid lost or made are marked on the bid itself, ``bid_short``; the bidder's hand says why.)"""
    progress = entry(view, seat)
    if progress is None or progress.get("set") != "C" or progress.get("status") in ("lost", "made"):
        return []
    chips, filled = list(progress.get("chips") or []), list(progress.get("filled") or [])
    shown = f" ({chip_tokens(filled)})" if filled else ""
    # i18n: a Colour chips bid's progress on the table ("1 of 3 filled (🟥R)"): still possible.
    return [_("{filled} of {chips} filled{tokens}", filled=len(filled), chips=len(chips), tokens=shown)]
