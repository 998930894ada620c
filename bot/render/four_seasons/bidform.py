"""The secret-bid form: pick the bid cards among the hand's card buttons, see the bid they make, choose
the top card (when the table plays bonus bids), then Confirm.

Every click re-renders the form from its draft (``ui:draft:b:R2,G3,R9@G3``); nothing is kept on the
server. A chosen card is put back by clicking it again (no Clear button: with 2 or 3 cards it would
only be one more button to misclick). Confirm carries exactly the canonical ``bid:`` string and
appears only when it is in ``legal``.
Rows: the hand (12 cards at most, one row per season where 3 rows allow it), the top-card row, then
Confirm: 5 rows at most. What each season counts is printed in round 1, and behind "?" later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.i18n import _, ngettext
from bot.render.four_seasons.form import BID_DRAFT, DRAFT, FIRST_ROUND, UNREADABLE, Form, untag
from bot.render.four_seasons.tokens import (
    BID_VALUE,
    BUTTERFLY,
    ICON,
    SEASONS,
    bid_sum,
    bid_total,
    bid_value,
    card,
    cards_text,
    hand_order,
    numeral,
    reveal_strength,
    season_named,
    season_word,
    sort_cards,
    suit_of,
    tricks,
)
from bot.render.four_seasons.viewdata import bonus_step, legal, option
from bot.render.kit.card_picker import suit_rows
from bot.render.kit.form import chosen_button, help_button
from bot.render.screen import Button, Row

CARD_ROWS = 3  # the top-card row and Confirm take the other two
BID_TOPIC = "bid"


@dataclass(frozen=True)
class Choice:
    """The form's state: the chosen cards (card order) and the top card the player picked, if any."""

    cards: tuple[str, ...] = ()
    top: str | None = None

    def encode(self) -> str:
        return BID_DRAFT + ",".join(self.cards) + (f"@{self.top}" if self.top else "")

    def toggled(self, code: str) -> Choice:
        if code in self.cards:
            cards = tuple(c for c in self.cards if c != code)
            return Choice(cards, self.top if self.top in cards else None)
        return Choice(tuple(sort_cards([*self.cards, code])), self.top)


def read(draft: str | None, hand: list[str], size: int) -> tuple[Choice, str | None]:
    """The choice in a bid draft, or the empty choice and a notice when it cannot be read."""
    text = untag(draft)
    if not text:
        return Choice(), None
    if not text.startswith(BID_DRAFT):
        return Choice(), UNREADABLE
    body, _sep, top = text.removeprefix(BID_DRAFT).partition("@")
    cards = [c for c in body.split(",") if c]
    ok = len(cards) == len(set(cards)) <= size and all(c in hand for c in cards)
    if not ok or (top and top not in cards):
        return Choice(), UNREADABLE
    return Choice(tuple(sort_cards(cards)), top or None), None


def top_of(choice: Choice, trump: str | None) -> str | None:
    """The chosen top card, or the default: the strongest card (Worth, then season; 🦋 = 10 of trump)."""
    if choice.top:
        return choice.top
    return max(choice.cards, key=lambda c: reveal_strength(c, trump)) if choice.cards else None


def bid_action(choice: Choice, trump: str | None) -> str:
    top = top_of(choice, trump)
    return "bid:" + ",".join([top, *(c for c in choice.cards if c != top)])  # type: ignore[list-item]


def values_line(options: Any, trump: str | None, butterfly: bool = True) -> str:
    """What each bid card counts, and what the butterfly does (printed in round 1; "?" later)."""
    values = " · ".join(f"{ICON[s]} {season_word(s)} {BID_VALUE[s]}" for s in SEASONS)
    sentences = [_("Each bid card counts tricks by its season: {values}.", values=values)]
    if butterfly:
        if option(options or {}, "butterfly_may_bid", False):
            sentences.append(
                _(
                    "🦋 counts as trump (house rule): {season} {value}.",
                    season=season_named(trump),
                    value=BID_VALUE.get(trump or "", 0),
                )
            )
        else:
            sentences.append(_("🦋 has no season, so it can't be a bid card."))
    return " ".join(sentences)


def summary(view: dict[str, Any], choice: Choice, size: int) -> list[str]:
    trump = view.get("trump")
    chosen = list(choice.cards)
    played = numeral(view.get("tricks_per_round", "?"))
    if not chosen:
        return [
            ngettext(
                "Choose **{n} card** to set aside as your bid (0–{most} tricks of {played}): {values}.",
                "Choose **{n} cards** to set aside as your bid (0–{most} tricks of {played}): {values}.",
                size,
                most=numeral(BID_VALUE["R"] * size),
                played=played,
                values=values_text(),
            )
        ]
    if len(chosen) < size:
        return [
            _(
                "Chosen: {cards} → {sum} so far; choose {more} more.",
                cards=cards_text(chosen),
                sum=bid_sum(chosen, trump),
                more=numeral(size - len(chosen)),
            )
        ]
    top = top_of(choice, trump)
    ordered = [top, *(c for c in chosen if c != top)]
    values = " + ".join(str(bid_value(c, trump)) for c in ordered)
    total = bid_total(ordered, trump)
    lines = [
        _(
            "This bid: {cards} → {values} = **{total}** (of {played}). You play the round with your other "
            "cards.",
            cards=cards_text(ordered),
            values=values,
            total=tricks(total),
            played=played,
        )
    ]
    if bonus_step(view):
        lines.append(
            _(
                "Top card: {card} (the card you may reveal for a BONUS bid; the highest unless you pick "
                "another below).",
                card=card(top),  # type: ignore[arg-type]
            )
        )
    return lines


def card_button(view: dict[str, Any], choice: Choice, code: str, size: int) -> Button:
    chosen = code in choice.cards
    blocked = code == BUTTERFLY and not option(view.get("options") or {}, "butterfly_may_bid", False)
    full = len(choice.cards) >= size
    if chosen:
        return chosen_button(card(code), DRAFT + choice.toggled(code).encode())
    enabled = not blocked and not full
    action = DRAFT + (choice.toggled(code) if enabled else choice).encode()  # disabled: a redraw (kit tags)
    return Button(
        label=card(code), action=action, disabled=not enabled, style="primary" if enabled else "secondary"
    )


def top_row(view: dict[str, Any], choice: Choice) -> tuple[Button, ...]:
    current = top_of(choice, view.get("trump"))
    buttons = []
    for code in choice.cards:
        if code == current:
            top = _("Top: {card}", card=card(code))
            buttons.append(chosen_button(top, DRAFT + choice.encode(), again=False))
        else:
            target = Choice(choice.cards, code).encode()
            buttons.append(Button(label=_("Top: {card}", card=card(code)), action=DRAFT + target))
    return tuple(buttons)


def bid_form(view: dict[str, Any], draft: str | None) -> Form:
    hand = sort_cards(view.get("hand") or [])
    size = int(view.get("bid_cards") or 0)
    choice, notice = read(draft, hand, size)
    first = view.get("round") == FIRST_ROUND
    form = Form(lines=[notice] if notice else [], buttons_show_hand=True)  # a button per card held
    if first:
        form.lines.append(values_line(view.get("options"), view.get("trump"), BUTTERFLY in hand))
    form.lines += summary(view, choice, size)
    held = hand_order(hand, view.get("trump"))
    buttons = [card_button(view, choice, code, size) for code in held]
    rows: list[Row] = suit_rows(buttons, [suit_of(c) for c in held], CARD_ROWS)
    if len(choice.cards) == size and size:
        if bonus_step(view) and size > 1:
            rows.append(top_row(view, choice))
        action = bid_action(choice, view.get("trump"))
        if action in legal(view):
            total = bid_total(choice.cards, view.get("trump"))
            label = _("Confirm: bid {total}", total=tricks(total))
            rows.append((Button(label=label, action=action, style="success"),))
        else:
            form.lines.append(_("That bid is not allowed now — please choose again."))
    form.rows = rows
    if not first:
        form.add_to_last_row(help_button(BID_TOPIC))
    return form


def values_text() -> str:
    """``🍂 3 · ☀️ 2 · 🌱 1 · ❄️ 0`` — the short reminder on the instruction line (spaced: never a card)."""
    return " · ".join(f"{ICON[s]} {BID_VALUE[s]}" for s in SEASONS)
