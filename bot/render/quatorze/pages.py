"""Multi-step power decisions, each step a redraw carried in ``ui:draft:`` (nothing kept on the server).

- Notes (``n:<column>``): up to 35 cards may be taken, so pick a column first, then one of its cards.
- Planes of Existence (``m:<column>``): pick the column whose top card moves, then the destination.
- Wonders looks: one button per place still unseen (the deck, each opponent's hand position).
- Wonders order (``o:<card>,…``): build the new deck order one card at a time (the last one follows by
  itself), then Confirm; "Keep as seen" sends the unchanged order at once.
Every button that acts carries exactly an entry of ``legal``.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.kit.form import help_button
from bot.render.people import name, seat_label
from bot.render.quatorze.form import OFF, STALE, Form, picked_button, read, tail
from bot.render.quatorze.tokens import card, cards_text, full, type_name
from bot.render.quatorze.viewdata import COLUMN_END, columns, decision, hand_size, opponents
from bot.render.screen import Button
from bot.render.viewdata import legal

COLUMNS_PER_ROW = 4  # 7 columns make two balanced rows
SHORT_NAME = 20  # a player's name in a small button


def _short(ctx: TableContext, seat: int) -> str:
    text = seat_label(ctx, seat)
    return text if len(text) <= SHORT_NAME else text[: SHORT_NAME - 1] + "…"


# --- Notes -------------------------------------------------------------------------------------------
def _takeable(view: dict[str, Any], cards: list[str]) -> list[str]:
    allowed = legal(view)
    return [c for c in cards[1:] if f"take:{c}" in allowed]


NOTES = N_(
    "**Notes: take any card but an anchor** (even one under the top) into your hand, or skip. Pick its "
    "column first."
)


def closed_line(closed: list[str]) -> list[str]:
    """The columns a power can't reach, on one line with the reason (a disabled button each took a line
    of a phone screen, issue 36)."""
    return [_("Not from: {columns}.", columns=" · ".join(closed))] if closed else []


def notes_take(view: dict[str, Any], draft: str | None) -> Form:
    payload, notice = read(draft, "n")
    table = dict(columns(view))
    if payload is not None and not _takeable(view, table.get(payload, [])):
        payload, notice = None, STALE
    form = Form(lines=[_(notice)] if notice else [])
    form.lines.append(_(NOTES))
    buttons, closed = [], []
    for code, cards in table.items():
        count = len(_takeable(view, cards))
        if count:
            buttons.append(
                Button(label=f"{type_name(code)} ({count})", action=tail("n", code), style="primary")
            )
        else:
            why = _("anchor only") if len(cards) < 2 else _("just played")
            closed.append(_("{col} ({why})", col=type_name(code), why=why))
    if payload is None:
        form.lines += closed_line(closed)
        form.add_buttons(buttons, COLUMNS_PER_ROW)
    else:
        cards = table[payload]
        # A plain line: it stays in the form's block, just above its buttons.
        form.lines.append(
            _(
                "{col}: {cards} — the anchor {anchor} stays.",
                col=type_name(payload),
                cards=cards_text(cards),
                anchor=card(cards[0]),
            )
        )
        takes = _takeable(view, cards)
        # The column picked alone (a click takes it back to the columns): the others took up to three
        # lines of a phone screen above its cards (issue 36).
        chosen = picked_button(f"{type_name(payload)} ({len(takes)})")
        form.add_buttons(
            [
                chosen,
                *(
                    Button(label=_("Take {card}", card=card(c)), action=f"take:{c}", style="success")
                    if c in takes
                    else Button(label=_("{card} — just played", card=card(c)), action=OFF, disabled=True)
                    for c in cards[1:]
                ),
            ]
        )
    if "skip" in legal(view):
        form.add_buttons([Button(label=_("Skip — take nothing"), action="skip")])
    return form


# --- Planes of Existence ------------------------------------------------------------------------------
def _moves_from(view: dict[str, Any], source: str) -> list[str]:
    prefix = f"move:{source}:"
    return [a for a in view.get("legal") or [] if isinstance(a, str) and a.startswith(prefix)]


PLANES_TOPIC = "planes"
# The rule in full waits behind "?": on a phone the form's paragraph took four lines (issue 36).
PLANES_HELP = N_(
    "Planes of Existence: move the top card of a column onto another column. No power fires. Anchors "
    "never move, nor does the card you just played. A card moved onto a column as its 7th card ends the "
    "game and scores for nobody."
)


def planes_move(view: dict[str, Any], draft: str | None) -> Form:
    payload, notice = read(draft, "m")
    table = dict(columns(view))
    if payload is not None and not _moves_from(view, payload):
        payload, notice = None, STALE
    form = Form(lines=[_(notice)] if notice else [])
    here = decision(view).get("column")
    buttons, closed = [], []
    for code, cards in table.items():
        # The card alone on its button, as Seas: the top cards above say where each lies.
        top = card(cards[-1]) if cards else "?"
        if _moves_from(view, code):
            buttons.append(Button(label=top, action=tail("m", code), style="primary"))
        else:
            why = (
                _("anchor only") if len(cards) < 2 else _("just played") if code == here else _("can't move")
            )
            closed.append(_("{col} ({why})", col=type_name(code), why=why))
    if payload is None:
        form.lines.append(_("**Planes of Existence: move a top card** onto another column; no power fires."))
        form.lines += closed_line(closed)
        form.add_buttons(buttons, COLUMNS_PER_ROW)
    else:
        # One heading says what moves from where (the rule, one click away behind "?").
        moving = table[payload][-1]
        heading = _(
            "**Planes of Existence: move {card}** from {col} to:", card=card(moving), col=type_name(payload)
        )
        form.lines.append(heading)
        # The card picked alone (a click takes it back to the cards): the others took up to three lines
        # of a phone screen above where it goes (issue 36).
        targets = [picked_button(card(moving))]
        allowed = set(_moves_from(view, payload))
        for code, cards in table.items():
            action = f"move:{payload}:{code}"
            if action not in allowed:
                continue
            if len(cards) + 1 >= COLUMN_END:
                label = _("→ {col} · ends the game", col=type_name(code))
                targets.append(Button(label=label[:80], action=action, style="danger"))
            else:
                label = f"→ {type_name(code)} ({len(cards) + 1}/{COLUMN_END})"
                targets.append(Button(label=label, action=action, style="success"))
        form.add_buttons(targets, COLUMNS_PER_ROW)
    form.add_to_last_row(help_button(PLANES_TOPIC))
    return form


# --- Wonders -------------------------------------------------------------------------------------------
def seen_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    """What this seat has seen with Wonders (its own view only), each card where it is now."""
    parts = []
    for entry in view.get("looked") or []:
        if not isinstance(entry, dict):
            continue
        where = (
            _("deck card {position} from the top", position=entry.get("position"))
            if entry.get("seat") is None
            else _("{who}'s #{position}", who=name(ctx, entry.get("seat")), position=entry.get("position"))
        )
        parts.append(f"{where}: {full(entry.get('card'))}")
    return _("👁 **You saw (only you)**: {seen}", seen=" · ".join(parts)) if parts else None


def wonders_look(ctx: TableContext, view: dict[str, Any]) -> Form:
    found = decision(view)
    left = found.get("looks_left")
    form = Form(
        lines=[
            ngettext(
                "**Wonders: look at {n} more card**: the deck or an opponent's hand (#1 = held longest). "
                "Only you see it.",
                "**Wonders: look at {n} more cards**: the deck or an opponent's hand (#1 = held longest). "
                "Only you see them.",
                left if isinstance(left, int) else 0,
            )
        ]
    )
    allowed = legal(view)
    deck_looks = sum(
        1 for look in found.get("looks") or [] if isinstance(look, dict) and look.get("seat") is None
    )
    if "look:deck" in allowed:
        label = _("Deck · card {position} from the top", position=deck_looks + 1)
        deck = Button(label=label, action="look:deck", style="primary")
    else:
        deck = Button(label=_("Deck — every card left was seen"), action=OFF, disabled=True)
    form.add_buttons([deck])
    for seat in opponents(view, view.get("seat")):
        buttons = []
        for position in range(1, hand_size(view, seat) + 1):
            action = f"look:{seat}:{position}"
            label = f"{_short(ctx, seat)} #{position}"
            if action in allowed:
                buttons.append(Button(label=label, action=action, style="primary"))
            else:
                buttons.append(Button(label=_("{label} ✓ seen", label=label), action=OFF, disabled=True))
        form.add_buttons(buttons)
    if "skip" in allowed:  # only if the engine makes the looks optional (WONDERS_LOOKS_COMPULSORY off)
        form.add_buttons([Button(label=_("Stop looking"), action="skip")])
    return form


def deck_seen(view: dict[str, Any]) -> list[str]:
    """The deck cards seen, top first: the first ``order:`` action lists them unchanged."""
    for action in view.get("legal") or []:
        if isinstance(action, str) and action.startswith("order:"):
            return action[6:].split(",")
    return []


def read_order(view: dict[str, Any], draft: str | None, seen: list[str]) -> tuple[list[str], str | None]:
    payload, notice = read(draft, "o")
    if not payload:
        return [], notice
    chosen = payload.split(",")
    if len(set(chosen)) != len(chosen) or not set(chosen) <= set(seen):
        return [], STALE
    if len(chosen) == len(seen) - 1:  # the last card has only one place left
        chosen += [c for c in seen if c not in chosen]
    return chosen, None


def wonders_order(view: dict[str, Any], draft: str | None) -> Form:
    seen = deck_seen(view)
    chosen, notice = read_order(view, draft, seen)
    form = Form(lines=[_(notice)] if notice else [])
    form.lines.append(
        ngettext(
            "**Wonders: put the {n} deck card you saw back on top of the deck** in the order you choose (the "
            "first is the new top card). As seen: {seen}.",
            "**Wonders: put the {n} deck cards you saw back on top of the deck** in the order you choose "
            "(the first is the new top card). As seen: {seen}.",
            len(seen),
            seen=cards_text(seen),
        )
    )
    allowed = legal(view)
    if chosen:
        form.lines.append(_("New order so far (top first): {cards}", cards=cards_text(chosen)))
    form.add_buttons(
        [
            Button(
                label=_("Then: {card}", card=card(c)) if chosen else _("Top: {card}", card=card(c)),
                action=tail("o", ",".join([*chosen, c])),
                style="primary",
            )
            for c in seen
            if c not in chosen
        ]
    )
    controls = []
    action = f"order:{','.join(chosen)}"
    complete = len(chosen) == len(seen) and action in allowed
    if complete:
        controls.append(
            Button(
                label=_("Confirm: {cards} (top first)", cards=cards_text(chosen)),
                action=action,
                style="success",
            )
        )
    keep = f"order:{','.join(seen)}"
    if keep in allowed and not (complete and action == keep):
        controls.append(Button(label=_("Keep as seen"), action=keep))
    if chosen:
        controls.append(Button(label=_("Start over"), action=tail("o", "") + "#restart"))
    form.add_buttons(controls)
    return form
