"""A seat's private screen (an ephemeral reply): whose table it is, the hand, and what the seat can do.

Ephemerals outlive their context, so the first line always names the game, channel and round.
The cards are buttons, one row per colour with red first (red always wins); illegal cards are shown
disabled, not hidden, with the reason in one line above them.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.kit.card_picker import card_rows, follow_line
from bot.render.kit.card_picker import playable as playable_cards
from bot.render.kit.finish import place_line
from bot.render.kit.form import head_lines
from bot.render.kit.header import hand_header
from bot.render.kit.turn import add_waiting, waiting_form
from bot.render.people import name, ranked_line, victory_line, winners
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.chips import chips_form
from bot.render.quattro_tricks.choose import choose_form, order_line
from bot.render.quattro_tricks.forms import Form, select_form, set_title
from bot.render.quattro_tricks.progress import progress_text
from bot.render.quattro_tricks.table import bids_line, game_name
from bot.render.quattro_tricks.tokens import (
    card,
    cards_text,
    colour,
    colour_named,
    colour_word,
    colours_text,
    hand_text,
    number,
    sort_cards,
    split,
)
from bot.render.quattro_tricks.turn import turn_prompt
from bot.render.screen import MAX_ROWS, Screen
from bot.render.viewdata import acting, at, legal

CARD_ROWS = MAX_ROWS - 1  # at most 4 rows of cards: on a phone each may wrap onto a second line
RED_WINS = N_("🟥 Red always wins: the highest red card takes any trick.")


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    phase = view.get("phase")
    if phase == "choosing":
        step = _("round {round} · sets are being chosen", round=view.get("round"))
    else:
        step = _("round {round} · you hold {set}", round=view.get("round"), set=set_title(view.get("my_set")))
    return hand_header(ctx, game_name(ctx), step, ", ", phase == "finished")


def colour_of(code: str) -> str:
    parts = split(code)
    return parts[0] if parts else "?"


def bid_form(view: dict[str, Any], draft: str | None) -> Form:
    kind = bidsets.KIND.get(view.get("my_set") or "")
    if kind == "chips":
        return chips_form(view, draft)
    if kind is None:
        return Form(lines=[_("Your bidding set is not known yet.")])
    return select_form(view, kind, draft)


def my_bid_line(view: dict[str, Any]) -> str:
    seat = view.get("seat")
    bid = at(view.get("bids"), seat)
    letter = view.get("my_set")
    won = at(view.get("tricks_won"), seat) or 0
    if not bid:
        return _("You bid with {set}.", set=set_title(letter))
    text = _("Your bid: {bid}", bid=bidsets.bid_text(bid, long=True))
    if view.get("phase") != "playing":
        return text
    parts = [text, _("tricks won: {n}", n=won)]
    face_up = list(at(view.get("face_up"), seat) or [])
    if letter == "A" and face_up:
        total = sum(number(c) for c in face_up)
        parts.append(_("winning cards {cards} = {total}", cards=cards_text(face_up), total=total))
    elif letter == "A":
        parts.append(_("total 0"))
    elif face_up:
        parts.append(_("7s taken {cards}", cards=cards_text(face_up)))
    colours = at(view.get("face_up_colours"), seat) or []
    if colours:
        parts.append(_("colours {colours}", colours=colours_text(colours)))
    status = progress_text(view, seat)
    if status:
        parts.append(status)
    return " · ".join(parts)


def trick_status(ctx: TableContext, view: dict[str, Any]) -> str:
    plays = view.get("trick") or []
    n = view.get("trick_no")
    if not plays:
        leader = view.get("leader")
        if leader == view.get("seat"):
            return _("Trick {n}: you to lead.", n=n)
        return _("Trick {n}: {name} to lead.", n=n, name=name(ctx, leader))
    return _("Trick {n}: {plays}", n=n, plays=" · ".join(f"{name(ctx, s)} {card(c)}" for s, c in plays))


def play_reason(view: dict[str, Any], hand: list[str], playable: set[str]) -> str:
    led = view.get("led")
    named = colour_named(led) if led else None
    must = f"{colour(led)} ({colour_word(led)})" if led and named else None
    return follow_line(not view.get("trick"), hand, playable, colour_of, led, named, must)


def playing(ctx: TableContext, view: dict[str, Any]) -> Form:
    hand = sort_cards(view.get("hand") or [])
    mine = acting(view)
    playable = playable_cards(legal(view)) if mine else set()
    form = Form(lines=[my_bid_line(view), _(RED_WINS), trick_status(ctx, view)], buttons_show_hand=True)
    if mine:
        form.lines.append(play_reason(view, hand, playable))
    else:
        add_waiting(form, ctx, view, turn_prompt)
    form.rows = card_rows(hand, colour_of, card, playable, rows_free=CARD_ROWS)
    return form


def waiting(ctx: TableContext, view: dict[str, Any]) -> Form:
    hand = view.get("hand") or []
    lines = [_("Cards: {cards}", cards=hand_text(hand))] if hand else []
    if view.get("phase") == "choosing":
        lines.append(order_line(ctx, view))
    else:
        lines += [my_bid_line(view), bids_line(ctx, view)]
    return waiting_form(ctx, view, turn_prompt, lines)


def finished(ctx: TableContext, view: dict[str, Any]) -> Form:
    scores = list(view.get("scores") or [])
    seat = view.get("seat")
    lines = [_("Final standings: {standings}", standings=ranked_line(ctx, scores))]
    lines.append(victory_line(ctx, winners(scores)))
    place = place_line(scores, seat)
    return Form(lines=[*lines, place] if place else lines)


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    phase = view.get("phase")
    if phase == "finished":
        form = finished(ctx, view)
    elif phase == "playing":
        form = playing(ctx, view)
    elif phase == "bidding" and acting(view):
        cards = _("Cards: {cards}", cards=hand_text(view.get("hand") or []))
        form = bid_form(view, draft)
        form.lines = [cards, bids_line(ctx, view), *form.lines]
        draft = None
    elif phase == "choosing" and acting(view):
        form = choose_form(ctx, view)
    else:
        form = waiting(ctx, view)
    return form.screen(head_lines(header(ctx, view), notice, bool(draft)))
