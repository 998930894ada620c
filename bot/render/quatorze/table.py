"""The public table message (UX.md "Table message"): the columns with their anchors and top cards, the
wild colour and number, hand sizes and bonus cards, the power being resolved, and whose turn it is; at the
end the final scoring explained card by card.

Only public view keys are read (``view(state, None)``); that view never carries a hand card or an unseen
deck card, and nothing here would print one.
"""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, names
from bot.render.quatorze.announce import HANDLERS
from bot.render.quatorze.final import final_lines
from bot.render.quatorze.tokens import card, cards_text, type_list, type_name
from bot.render.quatorze.turn import waiting_for
from bot.render.quatorze.viewdata import (
    COLUMN_END,
    LUCKY_POINTS,
    bonus,
    columns,
    decision,
    decision_kind,
    hand_size,
    players,
    wild_line,
)
from bot.render.recent import last_lines
from bot.render.screen import Screen

DEFAULT_GAME_NAME = "Quatorze"


def game_name(ctx: TableContext) -> str:
    return ctx.game_name or DEFAULT_GAME_NAME


def title(view: dict[str, Any]) -> str:
    """``turn 12 · 23 cards in the deck`` or ``game over``."""
    if view.get("phase") == "finished":
        return "game over"
    deck = view.get("deck_size", 0)
    return f"turn {view.get('turn_no', '?')} · {deck} card{'s' if deck != 1 else ''} in the deck"


def column_lines(view: dict[str, Any]) -> list[str]:
    lines = ["**Columns** (anchor first, top card last; a 7th card ends the game)"]
    playing = view.get("phase") != "finished"
    for code, cards in columns(view):
        warn = " ⚠️ the next card ends the game" if playing and len(cards) == COLUMN_END - 1 else ""
        lines.append(f"{type_name(code)} ({len(cards)}/{COLUMN_END}): {cards_text(cards)}{warn}")
    started = {code for code, _ in columns(view)}
    waiting = [t for t in view.get("types") or [] if t not in started]
    if waiting:
        lines.append(f"{'Not started yet' if playing else 'Never started'}: {type_list(waiting)}")
    return lines


def player_part(ctx: TableContext, view: dict[str, Any], seat: int) -> str:
    size = hand_size(view, seat)
    part = (
        f"{name(ctx, seat)} {size} card{'s' if size != 1 else ''}" if size else f"{name(ctx, seat)} no card"
    )
    shown = bonus(view, seat)
    if shown:
        part += f" · bonus {cards_text(shown)} (+{LUCKY_POINTS * len(shown)})"
    return part


def players_line(ctx: TableContext, view: dict[str, Any]) -> str:
    return "**Players** " + " | ".join(player_part(ctx, view, s) for s in range(players(view)))


def look_text(ctx: TableContext, look: Any) -> str:
    if not isinstance(look, dict):
        return "?"
    if look.get("seat") is None:
        return f"the deck's card {look.get('position')}"
    return f"{name(ctx, look.get('seat'))}'s card #{look.get('position')}"


def power_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    """The power being resolved, in public terms, or None while a card is to be played."""
    found = decision(view)
    kind = decision_kind(view)
    if kind in (None, "play"):
        return None
    who = name(ctx, found.get("seat"))
    source = f"{who} played {card(found.get('card'))} on {type_name(found.get('column'))}"
    power = type_name(found.get("power"))
    what = {
        "virtues_play": f"{who} drew 1 card and plays another",
        "sins_target": f"{who} chooses an opponent; a random card of theirs goes onto the columns",
        "lucky_call": f"{who} calls a number or a colour, then the top card of the deck is revealed",
        "luminaries_pass": f"{who} drew 1 card and passes one face down, then everyone passes the same way",
        "notes_take": f"{who} may take any card that is not an anchor, or skip",
        "planes_move": f"{who} moves the top card of a column onto another column",
        "queens_target": f'{who} asks an opponent "Do you have any Queens?"',
        "seas_take": f"{who} takes the top card of another column",
        "wonders_order": f"{who} puts the deck cards seen back in an order of their choice",
    }.get(kind, "")
    if kind == "sins_place":
        places = ", ".join(type_name(p) for p in found.get("places") or [])
        what = (
            f"{card(found.get('discard'))} was taken from {name(ctx, found.get('victim'))}'s hand; "
            f"{who} chooses its column ({places})"
        )
    elif kind == "luminaries_others":
        chosen = [s for s in found.get("chosen") or [] if isinstance(s, int)]
        what = f"cards pass {found.get('direction')}, face down; chosen: {names(ctx, chosen) or 'nobody'}"
    elif kind == "wonders_look":
        looks = [look_text(ctx, look) for look in found.get("looks") or []]
        seen = f"looked at {', '.join(looks)}" if looks else "looks at nothing yet"
        left = found.get("looks_left")
        what = f"{who} {seen}; {left} look{'s' if left != 1 else ''} left"
    return f"⚡ **{power}** ({source}): {what}"


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    lines = [f"**{game_name(ctx)} — {title(view)}**"]
    if view.get("phase") == "finished":
        lines += column_lines(view)
        lines += final_lines(ctx, view)
        return Screen(content="\n".join(lines))
    lines.append(wild_line(view))
    lines += column_lines(view)
    lines.append(players_line(ctx, view))
    lines += last_lines(ctx, view, HANDLERS)  # the last turns' public happenings: no channel line each
    power = power_line(ctx, view)
    if power:
        lines.append(power)
    if view.get("to_act"):
        lines.append(f"⏳ {waiting_for(ctx, view)}")
    return Screen(content="\n".join(lines))
