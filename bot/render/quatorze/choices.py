"""One-step power decisions: each choice is a button carrying exactly its engine action (spec §3.3).

Deadly Sins (the opponent, then the column of the card taken), Lucky Gods (the call), Luminaries (the
active player's direction and card; every other player's card, all at once), Queens (whom to ask) and
Seas (which top card). Choices that are not allowed are shown disabled with the reason in their label.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.kit.form import HELP, help_button
from bot.render.people import name, seat_label
from bot.render.quatorze.form import OFF, Form
from bot.render.quatorze.pages import PLANES_HELP, PLANES_TOPIC
from bot.render.quatorze.playform import PLAY_TOPIC, play_help
from bot.render.quatorze.tokens import card, colour_of, colour_word, emoji, full, mark, type_name, value
from bot.render.quatorze.viewdata import (
    COLUMN_END,
    LEFT,
    RIGHT,
    bonus,
    column_cards,
    columns,
    decision,
    hand,
    hand_size,
    neighbour,
    opponents,
    players,
)
from bot.render.screen import Button
from bot.render.viewdata import legal
from games.quatorze.cards import COLOURS, deck

NUMBERS = tuple(range(1, 8))


def _cards(count: int) -> str:
    return ngettext("{n} card", "{n} cards", count) if count else _("no card")


SINS_TOPIC = "sins"
SINS_HELP = N_(
    "Deadly Sins: a random card from the opponent's hand is shown to everyone and goes onto its own column "
    "— or, if it is wild or an Ages of Man card, onto a column you choose. No power fires. They draw 1 card."
)


def sins_target(ctx: TableContext, view: dict[str, Any]) -> Form:
    # The rule in full waits behind "?": on a phone its paragraph took four lines (issue 36).
    form = Form(
        lines=[
            _("**Deadly Sins: choose an opponent.** A random card of theirs goes onto a column; they draw 1.")
        ]
    )
    allowed = legal(view)
    buttons = []
    for seat in opponents(view, view.get("seat")):
        label = f"{seat_label(ctx, seat)} · {_cards(hand_size(view, seat))}"
        action = f"target:{seat}"
        if action in allowed:
            buttons.append(Button(label=label, action=action, style="primary"))
        else:
            buttons.append(
                Button(label=_("{label} — can't be chosen", label=label), action=OFF, disabled=True)
            )
    form.add_buttons(buttons)
    form.add_to_last_row(help_button(SINS_TOPIC))
    return form


def sins_place(ctx: TableContext, view: dict[str, Any]) -> Form:
    found = decision(view)
    discard = found.get("discard")
    form = Form(
        lines=[
            _(
                "**Deadly Sins: {card}** was taken from {victim}'s hand. Choose its column (no power fires "
                "there):",
                card=full(discard),
                victim=name(ctx, found.get("victim")),
            )
        ]
    )
    allowed = legal(view)
    buttons = []
    for place in found.get("places") or []:
        size = len(column_cards(view, place))
        label = type_name(place)
        if size == 0:
            label = _("{col} (new column)", col=label)
        elif size + 1 >= COLUMN_END:
            label = _("{col} · 7th card: the game ends", col=label)
        action = f"place:{place}"
        if action in allowed:
            buttons.append(Button(label=label, action=action, style="primary"))
    form.add_buttons(buttons)
    return form


def unseen(view: dict[str, Any]) -> list[str]:
    """Cards this seat has not seen anywhere: in the deck or in other hands (for the Lucky Gods odds)."""
    seen = set(hand(view))
    for _column, cards in columns(view):
        seen.update(cards)
    for seat in range(players(view)):
        seen.update(bonus(view, seat))
    types = [t for t in view.get("types") or [] if isinstance(t, str)]
    try:
        pool = deck(types)
    except KeyError:
        return []
    return [c for c in pool if c not in seen]


def odds_line(view: dict[str, Any]) -> str:
    pool = unseen(view)
    if not pool:
        return ""
    numbers = " ".join(f"{n}:{sum(1 for c in pool if value(c) == n)}" for n in NUMBERS)
    colours = " ".join(
        f"{mark(colour) or colour}:{sum(1 for c in pool if colour_of(c) == colour)}" for colour in COLOURS
    )
    return _(
        "Out of sight ({count}): {numbers} · {colours}", count=len(pool), numbers=numbers, colours=colours
    )


LUCKY_TOPIC = "lucky"
LUCKY_HELP = N_(
    "Lucky Gods: call a number or a colour. Then the top card of the deck is revealed: if it matches, it "
    "becomes a bonus card in front of you (+2 at the end); if not, it goes into your hand. Out of sight "
    "counts the cards you have not seen (the deck and the other hands), by number and by colour."
)


def lucky_call(ctx: TableContext, view: dict[str, Any]) -> Form:
    # The rule in full waits behind "?": on a phone its paragraph took four lines (issue 36).
    form = Form(lines=[_("**Lucky Gods: call a number or a colour.** A match with the deck's top card: +2.")])
    odds = odds_line(view)
    if odds:
        form.lines.append(odds)
    allowed = legal(view)
    numbers = [Button(label=str(n), action=f"call:{n}", style="primary") for n in NUMBERS]
    colours = [
        Button(
            label=colour_word(colour),
            action=f"call:{colour}",
            style="primary",
            emoji=emoji(colour) or None,  # beside the colour's word
        )
        for colour in COLOURS
    ]
    groups = (numbers[:4], [*numbers[4:], help_button(LUCKY_TOPIC)], colours[:4], colours[4:])
    for group in groups:
        form.add_buttons([b for b in group if b.action in allowed or b.action.startswith(HELP)])
    return form


def luminaries_pass(ctx: TableContext, view: dict[str, Any]) -> Form:
    seat = view.get("seat")
    two = players(view) == 2
    form = Form(
        lines=[
            _(
                "**Luminaries: pass a card face down.** Choose the direction and the card; then every other "
                "player passes a card the same way, all at once."
            )
        ]
    )
    if isinstance(seat, int):
        if two:
            form.lines.append(
                _("With 2 players both ways lead to {who}.", who=name(ctx, neighbour(view, seat, LEFT)))
            )
        else:
            form.lines.append(
                _(
                    "Left → {left} · right → {right}",
                    left=name(ctx, neighbour(view, seat, LEFT)),
                    right=name(ctx, neighbour(view, seat, RIGHT)),
                )
            )
    allowed = legal(view)
    for direction in (LEFT, RIGHT):
        if not isinstance(seat, int):
            break
        to = name(ctx, neighbour(view, seat, direction))
        way = N_("{card} left → {to}") if direction == LEFT else N_("{card} right → {to}")
        buttons = [
            Button(label=_(way, card=card(c), to=to), action=f"pass:{direction}:{c}", style="primary")
            for c in hand(view)
            if f"pass:{direction}:{c}" in allowed
        ]
        form.add_buttons(buttons)
    return form


def luminaries_others(ctx: TableContext, view: dict[str, Any]) -> Form:
    found = decision(view)
    seat, direction = view.get("seat"), found.get("direction")
    back = RIGHT if direction == LEFT else LEFT
    to = name(ctx, neighbour(view, seat, direction)) if isinstance(seat, int) else "?"
    source = name(ctx, neighbour(view, seat, back)) if isinstance(seat, int) else "?"
    form = Form(
        lines=[
            _(
                N_(
                    "**Luminaries: {who} passes left.** Choose a card to pass face down to {to}; you receive "
                    "{source}'s card. Everyone chooses at once, and the cards move together."
                )
                if direction == LEFT
                else N_(
                    "**Luminaries: {who} passes right.** Choose a card to pass face down to {to}; you "
                    "receive {source}'s card. Everyone chooses at once, and the cards move together."
                ),
                who=name(ctx, found.get("seat")),
                to=to,
                source=source,
            )
        ]
    )
    allowed = legal(view)
    form.add_buttons(
        [
            Button(label=f"{card(c)} → {to}", action=f"pass:{c}", style="primary")
            for c in hand(view)
            if f"pass:{c}" in allowed
        ]
    )
    return form


def queens_target(ctx: TableContext, view: dict[str, Any]) -> Form:
    form = Form(
        lines=[
            _(
                '**Queens: ask an opponent "Do you have any Queens?"** Everyone hears the answer: yes or no, '
                "not how many."
            )
        ]
    )
    allowed = legal(view)
    buttons = []
    for seat in opponents(view, view.get("seat")):
        if f"target:{seat}" in allowed:
            label = _("Ask {who} · {cards}", who=seat_label(ctx, seat), cards=_cards(hand_size(view, seat)))
            buttons.append(Button(label=label, action=f"target:{seat}", style="primary"))
    form.add_buttons(buttons)
    return form


def seas_take(ctx: TableContext, view: dict[str, Any]) -> Form:
    form = Form(
        lines=[_("**Seas: take a top card** of another column into your hand; you draw nothing at the end.")]
    )
    allowed = legal(view)
    here = decision(view).get("column")
    buttons, closed = [], []
    for code, cards in columns(view):
        top = cards[-1] if cards else None
        action = f"take:{top}"
        if top is not None and action in allowed:
            # The card alone: several fit a phone line (the columns above say where each lies).
            buttons.append(Button(label=card(top), action=action, style="primary"))
        else:
            why = (
                _("you played here") if code == here else _("anchor only") if len(cards) < 2 else _("not now")
            )
            closed.append(_("{col} ({why})", col=type_name(code), why=why))
    if closed:
        form.lines.append(_("Not from: {columns}.", columns=" · ".join(closed)))
    form.add_buttons(buttons)
    return form


def help_text(topic: str, options: object) -> str | None:
    """The "?" answers (the same at every table): where a card may go and what each power does, the Lucky
    Gods call, Deadly Sins and Planes of Existence."""

    if topic == PLAY_TOPIC:
        return play_help()
    answers = {LUCKY_TOPIC: LUCKY_HELP, SINS_TOPIC: SINS_HELP, PLANES_TOPIC: PLANES_HELP}
    return _(answers[topic]) if topic in answers else None
