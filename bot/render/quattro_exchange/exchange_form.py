"""The exchange form: pick an unvisited virtual player and a hidden card, then Confirm (or STOP).

The two picks live in the custom_ids (``ui:draft:<v>:<card>``, either part may be empty), so every click
re-renders the form and nothing is kept on the server. A picked button is shown chosen (green, ✓, the
kit's ``chosen_button``); clicking it again takes the pick back, clicking another one switches. A virtual
player already exchanged with is shown "done", disabled. The kit's
``Form`` tags repeated disabled tails, so every custom_id on the screen stays different. Drafts come from
the client: anything unreadable or no longer possible is dropped with a notice. The give rule is printed
at the first exchange of the game and is behind the "?" button after that.

Confirm carries exactly ``exchange:<v>:<card>`` and is enabled only when that action is in ``legal``.
STOP is shown always, disabled with the reason when it is not allowed.

A player with one hidden card left has nothing to choose there: that card is pre-selected, so the
exchange takes a virtual player and Confirm.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.kit.form import chosen_button
from bot.render.quattro_exchange.form import DRAFT, GIVE_TOPIC, UNREADABLE, Form, help_button, untag
from bot.render.quattro_exchange.tokens import card, cards_text, sort_key, virtuals_text
from bot.render.quattro_exchange.viewdata import (
    FIRST,
    SECOND,
    VIRTUALS,
    pass_mode,
    role,
    unvisited,
    virtual_slots,
    visited,
)
from bot.render.screen import Button
from bot.render.viewdata import legal

VIRTUALS_PER_ROW = 3
FIRST_PHASE = 1
STALE = N_("That choice is no longer possible — please choose again.")
GIVE_RULE = N_(
    "You give one hidden card, face up. The virtual player gives you (hidden): its black zero 🔘 if it has "
    "one, else its highest card whose suit and number are not among your open cards, else its highest "
    "card; equal numbers go ♠ > ♦ > ♥ > ♣."
)
# i18n: the first line of the exchange form; 선/후 in the seed's words
HEAD = {
    FIRST: N_("**Your turn to exchange** — you play first in this phase."),
    SECOND: N_("**Your turn to exchange** — you play second in this phase."),
}
NO_ROLE_HEAD = N_("**Your turn to exchange.**")


def help_text(topic: str, options: object) -> str | None:
    """The "?" answer: the give rule (the same at every table)."""
    return _(GIVE_RULE) if topic == GIVE_TOPIC else None


def read_draft(view: dict[str, Any], draft: str | None) -> tuple[int | None, str | None, str | None]:
    """(virtual player, card, notice) from a draft ``<v>:<card>``; parts that can't be used are dropped."""
    text = untag(draft)
    if not text:
        return None, None, None
    v_text, sep, code = text.partition(":")
    if not sep or (v_text and v_text not in {str(v) for v in VIRTUALS}):
        return None, None, UNREADABLE
    seat = view.get("seat")
    v = int(v_text) if v_text else None
    hand = view.get("hand") or []
    notice = None
    if v is not None and v not in unvisited(view, seat):
        v, notice = None, STALE
    if code and code not in hand:
        code, notice = None, STALE
    return v, code or None, notice


def only_card(view: dict[str, Any]) -> str | None:
    """The one hidden card a player can give, when there is no other."""
    hand = set(view.get("hand") or [])
    return next(iter(hand)) if len(hand) == 1 else None


def _tail(v: int | None, code: str | None) -> str:
    return f"{DRAFT}{v or ''}:{code or ''}"


def virtual_button(view: dict[str, Any], v: int, picked_v: int | None, picked_card: str | None) -> Button:
    face_up = [c for c in virtual_slots(view, v) if c]
    label = f"V{v}" + (f" · {cards_text(face_up)}" if face_up else "")
    if v in visited(view, view.get("seat")):
        # i18n: a virtual player already exchanged with this phase or before ("V3 · ♠6 · done").
        return Button(label=_("{virtual} · done", virtual=label), action=_tail(v, picked_card), disabled=True)
    if v == picked_v:
        return chosen_button(label, _tail(None, picked_card))
    return Button(label=label, action=_tail(v, picked_card), style="primary")


def card_button(code: str, picked_v: int | None, picked_card: str | None, only: bool) -> Button:
    """A hidden card to give; the picked one chosen (the only one left stays chosen: disabled)."""
    if code == picked_card:
        return chosen_button(card(code), _tail(picked_v, None), again=not only)
    return Button(label=card(code), action=_tail(picked_v, code), style="primary")


def stop_button(view: dict[str, Any]) -> tuple[Button, str]:
    """The STOP button (disabled, not hidden, when not allowed) and the line that explains it."""
    allowed = "stop" in legal(view)
    passing = pass_mode(view)
    style = "danger" if allowed else "secondary"
    button = Button(
        label=_("Pass") if passing else _("Stop"), action="stop", style=style, disabled=not allowed
    )
    if not allowed:
        left = virtuals_text(unvisited(view, view.get("seat")), sep=", ")
        if passing:
            why = _(
                "Pass is not allowed yet: you must still exchange with {virtuals} before the last opening.",
                virtuals=left,
            )
        else:
            why = _(
                "Stop is not allowed yet: you must still exchange with {virtuals} before the last opening.",
                virtuals=left,
            )
        return button, why
    if passing:
        return button, _("Pass skips this turn; the phase ends when both of you pass in a row.")
    return button, _("Stop ends your exchanges until the next opening; the first to stop plays second next.")


def summary(picked_v: int | None, picked_card: str | None) -> str:
    if picked_v and picked_card:
        return _(
            "**This exchange: give {card} face up to V{v}** and take V{v}'s card (only you will see it).",
            card=card(picked_card),
            v=picked_v,
        )
    if picked_v:
        return _("V{v} picked — now pick the hidden card to give.", v=picked_v)
    if picked_card:
        return _("{card} picked — now pick a virtual player.", card=card(picked_card))
    return _("Pick a virtual player and one of your hidden cards to give.")


def exchange_form(view: dict[str, Any], draft: str | None) -> Form:
    seat = view.get("seat")
    picked_v, picked_card, notice = read_draft(view, draft)
    only = only_card(view)
    picked_card = picked_card or only  # the one hidden card left is pre-selected
    first = view.get("round") == FIRST_PHASE and not visited(view, seat) and not untag(draft)
    # The kit's and our notices are marked messages; every hidden card is a button.
    form = Form(lines=[_(notice)] if notice else [], buttons_show_hand=True)
    form.lines.append(_(HEAD.get(role(view, seat), NO_ROLE_HEAD)))
    if first:
        form.lines.append(_(GIVE_RULE))
    stop, stop_line = stop_button(view)
    form.lines += [stop_line, summary(picked_v, picked_card)]
    virtual = [virtual_button(view, v, picked_v, picked_card) for v in VIRTUALS]
    form.rows = [tuple(virtual[i : i + VIRTUALS_PER_ROW]) for i in range(0, len(virtual), VIRTUALS_PER_ROW)]
    hand = sorted(dict.fromkeys(view.get("hand") or []), key=sort_key)
    if hand:
        form.rows.append(tuple(card_button(c, picked_v, picked_card, c == only) for c in hand))
    action = f"exchange:{picked_v}:{picked_card}"
    if picked_v and picked_card and action in legal(view):
        # Short enough to share a phone's line with Stop and "?" (issue 36).
        label = _("Confirm: {card} to V{v}", card=card(picked_card), v=picked_v)
        confirm = Button(label=label, action=action, style="success")
    else:
        confirm = Button(label=_("Confirm exchange"), action=_tail(picked_v, picked_card), disabled=True)
    form.rows.append((confirm, stop) if first else (confirm, stop, help_button(GIVE_TOPIC)))
    return form
