"""A seat's private screen (an ephemeral reply): whose table it is, the hand, and what the seat can do.

Ephemerals outlive their context, so the first line always names the game, channel and round (and the
trump). What the seat still needs (its bid against its tricks, the BONUS player's target) is always
there; the cards are buttons, one row per season, with one line of instruction; illegal cards are shown
disabled, not hidden, with the reason in that line.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _, ngettext
from bot.render.base import TableContext
from bot.render.four_seasons.bidform import bid_form
from bot.render.four_seasons.bonusform import bonus_form
from bot.render.four_seasons.form import (
    BID_DRAFT,
    BUTTERFLY_DRAFT,
    FORM_CLOSED,
    REVEAL_DRAFT,
    UNREADABLE,
    Form,
    untag,
)
from bot.render.four_seasons.need import need_text
from bot.render.four_seasons.people import victory_line
from bot.render.four_seasons.playform import BUTTERFLY_TOPIC, play_form
from bot.render.four_seasons.table import bids_line, bonus_line, game_name
from bot.render.four_seasons.tokens import (
    BUTTERFLY,
    card,
    cards_text,
    hand_text,
    numeral,
    season_named,
    tricks,
)
from bot.render.four_seasons.tricks import plays_text
from bot.render.four_seasons.turn import turn_prompt
from bot.render.four_seasons.viewdata import acting, at, legal
from bot.render.kit.finish import place_line
from bot.render.kit.form import head_lines, help_button
from bot.render.kit.header import hand_header
from bot.render.kit.turn import add_waiting, waiting_form
from bot.render.people import name, ranked_line
from bot.render.screen import Screen


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    trump = view.get("trump")
    what = _("trump {season}", season=season_named(trump)) if trump else _("no trump")
    step = _(
        "round {no} · {what} (turn-up {card})",
        no=numeral(view.get("round")),
        what=what,
        card=card(view.get("turn_up") or "?"),
    )
    return hand_header(ctx, game_name(ctx), step, sep=", ", finished=view.get("phase") == "finished")


def my_bid_line(view: dict[str, Any]) -> str | None:
    """``Your bid: 🌱9 ❄️3 (top 🌱9) = **1 trick** · won 0 · need 1 more`` (always there while playing)."""
    mine = list(view.get("my_bid_cards") or [])
    if not mine:
        return None
    seat = view.get("seat")
    bid = view.get("my_bid") or 0
    cards, total = cards_text(mine), tricks(bid)
    if len(mine) > 1:
        text = _("Your bid: {cards} (top {top}) = **{total}**", cards=cards, top=card(mine[0]), total=total)
    else:
        text = _("Your bid: {cards} = **{total}**", cards=cards, total=total)
    if view.get("phase") == "playing":
        won = at(view.get("tricks_won"), seat) or 0
        text = _("{line} · won {won} · **{need}**", line=text, won=numeral(won), need=need_text(bid, won))
        if view.get("bonus") == seat:
            text = _("{line} · ⭐ you play the BONUS bid", line=text)
    return text


def bonus_target_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    """The BONUS player's public target, on the other players' hands: beating it is worth +6 each."""
    seat = view.get("bonus")
    if view.get("phase") != "playing" or seat is None or seat == view.get("seat"):
        return None
    bid = view.get("bonus_bid") or 0
    won = at(view.get("tricks_won"), seat) or 0
    return _(
        "⭐ BONUS {name}: bid {target}, won {won} · {need}",
        name=name(ctx, seat),
        target=numeral(bid),
        won=numeral(won),
        need=need_text(bid, won, other=True),
    )


def partner_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    partner = view.get("partner")
    cards = list(view.get("partner_bid_cards") or [])
    if partner is None or not cards:
        return None
    won = view.get("tricks_won") or []
    together = (view.get("my_bid") or 0) + (view.get("partner_bid") or 0)
    taken = (at(won, view.get("seat")) or 0) + (at(won, partner) or 0)
    return _(
        "Partner {name}'s bid (only you see it): {cards} = {value} · together {together}, taken {taken} · "
        "{need} (exactly together: +8)",
        name=name(ctx, partner),
        cards=cards_text(cards),
        value=tricks(view.get("partner_bid") or 0),
        together=tricks(together),
        taken=numeral(taken),
        need=need_text(together, taken),
    )


def trick_status(ctx: TableContext, view: dict[str, Any]) -> str:
    plays = view.get("trick") or []
    if not plays:
        leader = view.get("leader")
        no = numeral(view.get("trick_no"))
        if leader == view.get("seat"):
            return _("Trick {no}: you to lead.", no=no)
        return _("Trick {no}: {name} to lead.", no=no, name=name(ctx, leader))
    return _(
        "Trick {no}: {plays}",
        no=numeral(view.get("trick_no")),
        plays=plays_text(ctx, plays, view.get("named")),
    )


def info_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    lines = (my_bid_line(view), partner_line(ctx, view), bonus_target_line(ctx, view))
    return [line for line in lines if line]


def phase_form(ctx: TableContext, view: dict[str, Any], draft: str | None) -> Form:
    """The form of the moment; the card buttons show the hand, so the "Cards:" line is only printed
    where there are none."""
    phase = view.get("phase")
    mine = acting(view)
    cards = _("Cards: {hand}", hand=hand_text(view.get("hand") or [], view.get("trump")))
    if phase == "finished":
        return finished(ctx, view)
    if phase == "bidding" and mine:
        form = bid_form(view, draft)
        form.lines = [bids_line(ctx, view), *form.lines]
        return form
    if phase == "bonus" and mine:
        form = bonus_form(ctx, view, draft)
        form.lines = [*info_lines(ctx, view), cards, bonus_line(ctx, view), *form.lines]
        return form
    if phase == "playing":
        form = play_form(view, draft, mine)
        form.lines = [*info_lines(ctx, view), trick_status(ctx, view), *form.lines]
        if not mine:
            add_waiting(form, ctx, view, turn_prompt)
        if BUTTERFLY in (view.get("hand") or []) and draft != BUTTERFLY_DRAFT:
            form.add_to_last_row(help_button(BUTTERFLY_TOPIC))
        return form
    step = bids_line(ctx, view) if phase == "bidding" else bonus_line(ctx, view)
    return waiting_form(ctx, view, turn_prompt, [*info_lines(ctx, view), cards, step])


def finished(ctx: TableContext, view: dict[str, Any]) -> Form:
    scores = list(view.get("scores") or [])
    seat = view.get("seat")
    winning = view.get("winners") or []
    lines = [
        _("Final standings: {ranked}", ranked=ranked_line(ctx, scores, winning)),
        victory_line(ctx, view, winning),
    ]
    place = place_line(scores, seat, winning)
    if place and seat in winning:  # a winner's line says so: a shared 1st is still a win
        place = ngettext("You won with {n} point. 🎉", "You won with {n} points. 🎉", scores[seat])
    return Form(lines=[*lines, place] if place else lines)


def accepts(view: dict[str, Any], text: str) -> bool:
    """Whether the seat's current form reads this (untagged) draft."""
    if not acting(view):
        return False
    phase = view.get("phase")
    if phase == "bidding":
        return text.startswith(BID_DRAFT)
    if phase == "bonus":
        return text == REVEAL_DRAFT
    if phase == "playing":
        return text == BUTTERFLY_DRAFT and any(a.startswith("play:BF:") for a in legal(view))
    return False


def draft_notice(view: dict[str, Any], draft: str | None) -> tuple[str | None, str | None]:
    """(the draft the seat's form may read, a notice for a draft it can't)."""
    text = untag(draft)
    if not text:
        return None, None
    if accepts(view, text):
        return text, None
    if text.startswith(BID_DRAFT) or text in (REVEAL_DRAFT, BUTTERFLY_DRAFT):
        return None, FORM_CLOSED
    return None, UNREADABLE


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    usable, draft_problem = draft_notice(view, draft)
    return phase_form(ctx, view, usable).screen(head_lines(header(ctx, view), notice or draft_problem))
