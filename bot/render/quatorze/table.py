"""The public table message (docs/ux.md#the-table-message): the columns with their anchors and top cards, the
wild colour and number, hand sizes and bonus cards, the power being resolved, and whose turn it is; at the
end the final scoring explained card by card.

Only public view keys are read (``view(state, None)``); that view never carries a hand card or an unseen
deck card, and nothing here would print one.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.kit import header as kit_header
from bot.render.kit.layout import pictured, row
from bot.render.kit.table import panel, table_message
from bot.render.people import name, names
from bot.render.quatorze.announce import HANDLERS
from bot.render.quatorze.final import final_lines
from bot.render.quatorze.tokens import card, cards_text, type_list, type_name
from bot.render.quatorze.turn import turn_prompt
from bot.render.quatorze.viewdata import (
    COLUMN_END,
    LEFT,
    LUCKY_POINTS,
    bonus,
    columns,
    decision,
    decision_kind,
    hand_size,
    players,
    wild_line,
)
from bot.render.screen import Screen

DEFAULT_GAME_NAME = "Quatorze"


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_GAME_NAME)


def title(view: dict[str, Any]) -> str:
    """``turn 12 · 23 cards in the deck`` or ``game over``."""
    if view.get("phase") == "finished":
        return _("game over")
    return ngettext(
        "turn {turn} · {n} card in the deck",
        "turn {turn} · {n} cards in the deck",
        view.get("deck_size", 0),
        turn=view.get("turn_no", "?"),
    )


def column_lines(view: dict[str, Any]) -> list[str]:
    lines = [_("**Columns** (anchor first, top card last; a 7th card ends the game)")]
    lines += [
        f"{type_name(code)} ({len(cards)}/{COLUMN_END}): {cards_text(cards)}" for code, cards in columns(view)
    ]
    return lines


def waiting_columns_line(view: dict[str, Any]) -> str | None:
    """The types with no column yet (the picture draws only the columns there are)."""
    started = {code for code, _cards in columns(view)}
    waiting = [t for t in view.get("types") or [] if t not in started]
    if not waiting:
        return None
    text = N_("Not started yet: {types}") if view.get("phase") != "finished" else N_("Never started: {types}")
    return _(text, types=type_list(waiting))


def ending_line(view: dict[str, Any]) -> str | None:
    """``⚠️ Wonders (6/7): the next card ends the game`` while a column is one card short of the end."""
    full = [
        f"{type_name(code)} ({len(cards)}/{COLUMN_END})"
        for code, cards in columns(view)
        if len(cards) == COLUMN_END - 1
    ]
    if not full:
        return None
    # i18n: {nearly_full} lists columns one card short of the end ("Wonders (6/7), Seas (6/7)").
    return _("⚠️ {nearly_full}: the next card ends the game", nearly_full=", ".join(full))


def player_part(ctx: TableContext, view: dict[str, Any], seat: int) -> str:
    size = hand_size(view, seat)
    who = name(ctx, seat)
    part = f"{who} {size}"
    shown = bonus(view, seat)
    if shown:
        part += " · " + _(
            "bonus {cards} (+{points})", cards=cards_text(shown), points=LUCKY_POINTS * len(shown)
        )
    return part


def players_line(ctx: TableContext, view: dict[str, Any]) -> str:
    # i18n: the label of the cards each player holds ("alice 3 · bob 2 · bonus …").
    return row(_("Cards in hand"), " · ".join(player_part(ctx, view, s) for s in range(players(view))))


def look_text(ctx: TableContext, look: Any) -> str:
    if not isinstance(look, dict):
        return "?"
    if look.get("seat") is None:
        return _("the deck's card {position}", position=look.get("position"))
    return _("{who}'s card #{position}", who=name(ctx, look.get("seat")), position=look.get("position"))


# What the player resolving a power is doing, after their name (the public words for each decision).
DOING = {
    "virtues_play": N_("{who} drew 1 card and plays another"),
    "sins_target": N_("{who} chooses an opponent; a random card of theirs goes onto the columns"),
    "lucky_call": N_("{who} calls a number or a colour, then the top card of the deck is revealed"),
    "luminaries_pass": N_("{who} drew 1 card and passes one face down, then everyone passes the same way"),
    "notes_take": N_("{who} may take any card that is not an anchor, or skip"),
    "planes_move": N_("{who} moves the top card of a column onto another column"),
    "queens_target": N_('{who} asks an opponent "Do you have any Queens?"'),
    "seas_take": N_("{who} takes the top card of another column"),
    "wonders_order": N_("{who} puts the deck cards seen back in an order of their choice"),
}


def doing(ctx: TableContext, found: dict[str, Any], kind: str, who: str) -> str:
    if kind == "sins_place":
        return _(
            "{card} was taken from {victim}'s hand; {who} chooses its column ({places})",
            card=card(found.get("discard")),
            victim=name(ctx, found.get("victim")),
            who=who,
            places=", ".join(type_name(p) for p in found.get("places") or []),
        )
    if kind == "luminaries_others":
        chosen = [s for s in found.get("chosen") or [] if isinstance(s, int)]
        text = (
            N_("cards pass left, face down; chosen: {chosen}")
            if found.get("direction") == LEFT
            else N_("cards pass right, face down; chosen: {chosen}")
        )
        return _(text, chosen=names(ctx, chosen) or _("nobody"))
    if kind == "wonders_look":
        looks = [look_text(ctx, look) for look in found.get("looks") or []]
        left = found.get("looks_left")
        if not isinstance(left, int):
            left = 0
        if looks:
            return ngettext(
                "{who} looked at {looks}; {n} look left",
                "{who} looked at {looks}; {n} looks left",
                left,
                who=who,
                looks=", ".join(looks),
            )
        return ngettext(
            "{who} looks at nothing yet; {n} look left",
            "{who} looks at nothing yet; {n} looks left",
            left,
            who=who,
        )
    return _(DOING[kind], who=who) if kind in DOING else ""


def power_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    """The power being resolved, in public terms, or None while a card is to be played."""
    found = decision(view)
    kind = decision_kind(view)
    if kind in (None, "play"):
        return None
    # The card that fired it is the last turns' (the "Last" line) and on top of its column (the picture).
    who = name(ctx, found.get("seat"))
    return f"⚡ **{type_name(found.get('power'))}**: {doing(ctx, found, kind, who)}"


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    head = kit_header.table_header(game_name(ctx), title(view), " — ")
    if view.get("phase") == "finished":
        # The scoring first; the final columns are drawn in the picture (``pictured``).
        columns = [pictured(line) for line in column_lines(view)]
        return panel([head, *final_lines(ctx, view), *columns, waiting_columns_line(view)])
    # Phone first: the power being resolved says what the turn asks; the wild colour and the columns are
    # drawn in the picture just below (``pictured``: the plain-text screen keeps them); the last turns'
    # public happenings on one line (table_message): no channel line each.
    body = [
        power_line(ctx, view),
        pictured(wild_line(view)),
        *(pictured(line) for line in column_lines(view)),
        ending_line(view),
        waiting_columns_line(view),
        players_line(ctx, view),
    ]
    return table_message(ctx, view, head, body, turn_prompt, HANDLERS)
