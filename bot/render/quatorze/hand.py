"""A seat's private screen (an ephemeral reply): its hand in order of arrival, what only it knows (its
Wonders looks, its Luminaries exchange, the card it chose to pass), a compact table, and its decision —
the play form, a power's follow-up, or who the table waits for.

Ephemerals outlive their context, so the first line always names the game, channel, turn and whose turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.kit.header import hand_header
from bot.render.kit.layout import pictured
from bot.render.kit.turn import waiting_form
from bot.render.people import name
from bot.render.quatorze import choices, pages
from bot.render.quatorze.final import final_lines
from bot.render.quatorze.form import CLOSED, Form, untag
from bot.render.quatorze.playform import play_form
from bot.render.quatorze.table import game_name
from bot.render.quatorze.tokens import card, cards_text, full, type_name
from bot.render.quatorze.turn import turn_prompt
from bot.render.quatorze.viewdata import (
    COLUMN_END,
    LUCKY_POINTS,
    active,
    bonus,
    columns,
    decision_kind,
    hand,
    wild_line,
)
from bot.render.screen import Screen
from bot.render.viewdata import acting

# Forms that read a draft (multi-step) and forms that are one click.
DRAFT_FORMS: dict[str, Callable[[dict[str, Any], str | None], Form]] = {
    "play": play_form,
    "virtues_play": play_form,
    "notes_take": pages.notes_take,
    "planes_move": pages.planes_move,
    "wonders_order": pages.wonders_order,
}
CLICK_FORMS: dict[str, Callable[[TableContext, dict[str, Any]], Form]] = {
    "sins_target": choices.sins_target,
    "sins_place": choices.sins_place,
    "lucky_call": choices.lucky_call,
    "luminaries_pass": choices.luminaries_pass,
    "luminaries_others": choices.luminaries_others,
    "queens_target": choices.queens_target,
    "seas_take": choices.seas_take,
    "wonders_look": pages.wonders_look,
}


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    if view.get("phase") == "finished":
        step = _("game over")
    else:
        turn, number = active(view), view.get("turn_no", "?")
        if turn == view.get("seat"):
            step = _("turn {number} · your turn", number=number)
        else:
            step = _("turn {number} · {who}'s turn", number=number, who=name(ctx, turn))
    return hand_header(ctx, game_name(ctx), step)


PLAY_FORMS = ("play", "virtues_play")


def in_words(view: dict[str, Any]) -> bool:
    """Whether the hand is shown in words only (``Screen.words_show_hand``): while the seat decides a
    power's step, where its cards are not the choice and the form needs a phone screen's room."""
    return acting(view) and decision_kind(view) not in PLAY_FORMS and bool(hand(view))


def hand_lines(view: dict[str, Any]) -> list[str]:
    cards = hand(view)
    if not cards:
        return [_("**Your hand** is empty.")]
    if acting(view) and decision_kind(view) in PLAY_FORMS:
        return []  # the play form's buttons are the hand, in its order (issue 36: each card once)
    # One line, the cards as their tokens (as on every button): a line per card with its long name took up
    # to five lines of a phone screen. While the seat waits, the picture just below draws them
    # (``pictured``): with pictures on the words are its description, with pictures off the hand. While
    # it decides a power's step they are the hand (no picture: ``in_words``). Issue 36.
    numbered = " · ".join(f"#{position} {card(code)}" for position, code in enumerate(cards, start=1))
    line = _("**Your hand (#1 = held longest)** {cards}", cards=numbered)
    return [line if in_words(view) else pictured(line)]


def private_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    """What only this seat knows beyond its hand."""
    lines = []
    chosen = view.get("my_pass")
    if isinstance(chosen, str):
        lines.append(
            _(
                "You chose {card} to pass (face down); the cards move once everyone has chosen.",
                card=full(chosen),
            )
        )
    exchange = view.get("exchange")
    if isinstance(exchange, dict):
        gave, got = exchange.get("gave"), exchange.get("got")
        values = {
            "turn": exchange.get("turn"),
            "gave": card(gave),
            "got": card(got),
            "to": name(ctx, exchange.get("to")),
            "source": name(ctx, exchange.get("from")),
        }
        if gave and got:
            # Short: it stays on every hand until the seat's next turn ends (issue 36).
            text = N_("🔁 Luminaries (turn {turn}): you gave {gave} to {to}, got {got} from {source}.")
        elif gave:
            text = N_("🔁 Luminaries (turn {turn}): you passed {gave} to {to}.")
        elif got:
            text = N_("🔁 Luminaries (turn {turn}): you got {got} from {source}.")
        else:
            text = ""
        if text:
            lines.append(_(text, **values))
    seen = pages.seen_line(ctx, view)
    if seen:
        lines.append(seen)
    mine = bonus(view, view.get("seat"))
    if mine:
        lines.append(
            _(
                "Your bonus cards: {cards} (+{points})",
                cards=cards_text(mine),
                points=LUCKY_POINTS * len(mine),
            )
        )
    return lines


def column_text(code: str, cards: list[str]) -> str:
    """``Queens (3/7) QU5🟣V``: the top card, the one powers and moves reach; ⚓ marks a top card that is
    the anchor (a column of one card: it never moves). ⚠️ marks a column one card from the 7th, which ends
    the game. The anchor under a top card is left out: it never moves and decides no play, and with it
    the seven columns took seven lines of a phone screen (issue 36; the table message shows it)."""
    warn = "⚠️" if len(cards) == COLUMN_END - 1 else ""
    if not cards:
        return f"{type_name(code)} (0/{COLUMN_END})"
    top = f"⚓{card(cards[0])}" if len(cards) == 1 else card(cards[-1])
    return f"{type_name(code)} ({len(cards)}/{COLUMN_END}){warn} {top}"


# Choices the columns play no part in (where to look, whom to ask or to take a random card from, which
# card to pass, the Lucky Gods call with its own count of the cards out of sight): their hand leaves out
# the table block, up to six lines of a phone screen (issue 36; the table message has it).
NO_TABLE = ("wonders_look", "wonders_order", "queens_target", "luminaries_pass", "lucky_call", "sins_target")


def table_lines(view: dict[str, Any]) -> list[str]:
    """A compact copy of the table, so the decision can be made without scrolling to the table message:
    the wild colour and number as they are now, and each column's top card (one block: a heading of its
    own took a line of a phone screen, issue 36)."""
    return [
        _("**Now** {wild} · deck {deck}", wild=wild_line(view), deck=view.get("deck_size", "?")),
        _(
            "Top cards (⚓ = anchor only): {columns}",
            columns=" · ".join(column_text(code, cards) for code, cards in columns(view)),
        ),
    ]


def waiting(ctx: TableContext, view: dict[str, Any]) -> Form:
    return waiting_form(ctx, view, turn_prompt)


def finished(ctx: TableContext, view: dict[str, Any]) -> Form:
    lines = final_lines(ctx, view)
    final = view.get("final") if isinstance(view.get("final"), dict) else {}
    winners = [s for s in final.get("winners") or [] if isinstance(s, int)]
    seat = view.get("seat")
    if seat in winners:
        lines.append(_("🏆 You win!") if len(winners) == 1 else _("🏆 You share the victory!"))
    return Form(lines=lines)


def decision_form(ctx: TableContext, view: dict[str, Any], draft: str | None) -> tuple[Form, bool]:
    """The form of the moment and whether it read the draft."""
    kind = decision_kind(view) or ""
    if not acting(view):
        return waiting(ctx, view), False
    if kind in DRAFT_FORMS:
        return DRAFT_FORMS[kind](view, draft), True
    if kind in CLICK_FORMS:
        return CLICK_FORMS[kind](ctx, view), False
    return waiting(ctx, view), False


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    lines = [header(ctx, view)]
    if notice:
        lines.append(notice)
    if view.get("phase") == "finished":
        form = finished(ctx, view)
    else:
        lines += hand_lines(view)
        lines += private_lines(ctx, view)
        if not (acting(view) and decision_kind(view) in NO_TABLE):
            lines += table_lines(view)
        form, used = decision_form(ctx, view, draft)
        form.words_show_hand = in_words(view)
        if untag(draft) and not used and not notice:
            lines.append(_(CLOSED))
    return form.screen(lines)
