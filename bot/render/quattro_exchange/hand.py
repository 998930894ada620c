"""A seat's private screen (an ephemeral reply): its hidden hand, the card it just received, and its
decision — Keep/Mulligan, the card to open, or the exchange form.

Ephemerals outlive their context, so the first line always names the game, channel and step.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.kit.form import head_lines
from bot.render.kit.header import hand_header
from bot.render.kit.turn import waiting_form
from bot.render.people import name
from bot.render.quattro_exchange.exchange_form import exchange_form
from bot.render.quattro_exchange.form import Form
from bot.render.quattro_exchange.result import result_lines
from bot.render.quattro_exchange.table import game_name
from bot.render.quattro_exchange.tokens import card, cards_text, count, sort_key, virtuals_text
from bot.render.quattro_exchange.turn import turn_prompt
from bot.render.quattro_exchange.viewdata import SEATS, VIRTUALS, opens, phase_title, sequential, unvisited
from bot.render.screen import Button, Screen
from bot.render.viewdata import acting, at, legal


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    return hand_header(ctx, game_name(ctx), phase_title(view))


def owed_line(view: dict[str, Any]) -> str | None:
    """The virtual players this seat still owes an exchange: all six, each once, before the 4th opening."""
    if not view.get("virtuals") or view.get("phase") not in ("opening", "exchange"):
        return None
    left = unvisited(view, view.get("seat"))
    if not left:
        return _("Exchanges: all {n} virtual players done ✓", n=count(len(VIRTUALS)))
    return _(
        "**Still owed:** {virtuals} ({done}/{total} done; each once, all before the 4th opening)",
        virtuals=virtuals_text(left),
        done=count(len(VIRTUALS) - len(left)),
        total=count(len(VIRTUALS)),
    )


def hand_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    """The hidden hand (only this player sees it), the open cards, and the card just received."""
    seat = view.get("seat")
    hidden = cards_text(sorted(view.get("hand") or [], key=sort_key))
    if view.get("phase") == "mulligan":
        return [_("Your cards (only you): {cards}", cards=hidden)]
    lines = [
        _(
            "Hidden (only you): {hidden} · your open cards: {opens}",
            hidden=hidden,
            opens=cards_text(opens(view, seat)),
        )
    ]
    if seat in SEATS:
        other = 1 - seat
        lines.append(
            _("{name}'s open cards: {cards}", name=name(ctx, other), cards=cards_text(opens(view, other)))
        )
    owed = owed_line(view)
    if owed:
        lines.append(owed)
    received = view.get("received")
    if isinstance(received, dict) and received.get("card"):
        lines.append(
            _(
                "You received {card} from V{v} in your last exchange.",
                card=card(received["card"]),
                v=received.get("virtual"),
            )
        )
    return lines


def mulligan_form(view: dict[str, Any]) -> Form:
    used = at(view.get("mulligans"), view.get("seat")) or 0
    most = view.get("max_mulligans", 2)
    allowed = legal(view)
    form = Form(
        lines=[
            _(
                "**Keep this hand or take a mulligan?** Used {used} of {most}. A mulligan returns these four "
                "cards and deals you four cards that were never dealt before.",
                used=count(used),
                most=count(most),
            )
        ]
    )
    if used + 1 == most:
        form.lines.append(_("This would be your last mulligan: you keep whatever it deals you."))
    form.rows.append(
        (
            Button(label=_("Keep hand"), action="keep", style="success", disabled="keep" not in allowed),
            Button(
                label=_("Mulligan ({n} of {most})", n=count(used + 1), most=count(most)),
                action="mulligan",
                style="danger",
                disabled="mulligan" not in allowed,
            ),
        )
    )
    return form


def opening_form(ctx: TableContext, view: dict[str, Any]) -> Form:
    seat = view.get("seat")
    allowed = legal(view)
    ask = _(
        "**Choose a hidden card to open** — opening {index}/{total}.",
        index=count(view.get("round")),
        total=count(view.get("openings", 4)),
    )
    if sequential(view):
        other = 1 - seat
        shown = opens(view, other)
        if len(shown) >= int(view.get("round") or 0):
            how = _("{name} has opened {card}.", name=name(ctx, other), card=card(shown[-1]))
        else:
            how = _("You open first; {name} sees your card before choosing.", name=name(ctx, other))
    else:
        how = _("Both players choose in secret; the two cards are turned face up together.")
    final = _("An open card can never be exchanged; your four open cards are your final hand.")
    form = Form(lines=[ask, f"{how} {final}"], buttons_show_hand=True)  # two whole sentences, side by side
    hand = sorted(dict.fromkeys(view.get("hand") or []), key=sort_key)
    form.rows.append(
        tuple(
            Button(label=card(c), action=f"open:{c}", style="primary", disabled=f"open:{c}" not in allowed)
            for c in hand
        )
    )
    return form


def waiting(ctx: TableContext, view: dict[str, Any]) -> Form:
    choice = view.get("my_choice")
    lines = []
    if view.get("phase") == "opening" and choice:
        lines.append(
            _(
                "You chose {card} to open; it is turned face up once the other player has chosen.",
                card=card(choice),
            )
        )
    return waiting_form(ctx, view, turn_prompt, lines)


def finished(ctx: TableContext, view: dict[str, Any]) -> Form:
    result = view.get("result")
    if not isinstance(result, dict):
        return Form(lines=[_("The game is over.")])
    lines = result_lines(ctx, result)
    won = result.get("winner") == view.get("seat")
    lines.append(
        _("🏆 You win!") if won else _("{name} wins this time.", name=name(ctx, result.get("winner")))
    )
    return Form(lines=lines)


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    phase = view.get("phase")
    lines = []
    if phase == "finished":
        form = finished(ctx, view)
    else:
        lines = hand_lines(ctx, view)
        if phase == "exchange" and acting(view):
            form = exchange_form(view, draft)
            draft = None
        elif phase == "opening" and acting(view):
            form = opening_form(ctx, view)
        elif phase == "mulligan" and acting(view):
            form = mulligan_form(view)
        else:
            form = waiting(ctx, view)
    return form.screen(head_lines(header(ctx, view), notice, bool(draft)) + lines)
