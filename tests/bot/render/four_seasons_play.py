"""Playing 4 Seasons through its UI, as a player would click, for the renderer's integration tests.

``secret_cards`` says which cards a seat may not see (independently of the renderer); ``click_*`` take a
decision by clicking only what the screens offer, and return the engine action the final click carries.
"""

from __future__ import annotations

import re
from typing import Any

from bot.render.base import TableContext
from bot.render.four_seasons import UI
from bot.render.screen import Screen
from games.four_seasons.config import TEAMS
from games.four_seasons.state import FINISHED, State

ICONS = {"R": "🍂", "Y": "☀️", "G": "🌱", "B": "❄️"}
SEASON_RANK = {"R": 4, "Y": 3, "G": 2, "B": 1}


def token(code: str) -> str:
    return "🦋" if code == "BF" else ICONS[code[0]] + code[1:]


def token_pattern(code: str) -> re.Pattern[str]:
    return re.compile(re.escape(token(code)) + r"(?!\d)")


def public_bid_cards(state: State, seat: int) -> set[str]:
    bid = state.bids[seat] or ()
    if state.phase == FINISHED or seat == state.bonus:
        return set(bid)
    return {bid[0]} if bid and state.reveals[seat] else set()


def secret_cards(state: State, seat: int | None) -> set[str]:
    """Cards ``seat`` may not see (``None``: the public): other hands and face-down bid cards."""
    partner = None
    if seat is not None and state.options.variant == "team" and all(b is not None for b in state.bids):
        partner = next(b if a == seat else a for a, b in TEAMS if seat in (a, b))
    hidden: set[str] = set()
    for owner in range(state.players):
        if owner == seat:
            continue
        hidden |= set(state.hands[owner])
        if owner != partner:
            hidden |= set(state.bids[owner] or ()) - public_bid_cards(state, owner)
    return hidden


def shown_text(screen: Screen) -> str:
    labels = " ".join(b.label for b in screen.buttons())
    return f"{screen.content}\n{labels}"


def leaked(text: str, hidden: set[str]) -> list[str]:
    return sorted(code for code in hidden if token_pattern(code).search(text))


def enabled(screen: Screen) -> list[str]:
    return [b.action for b in screen.buttons() if not b.disabled]


def strongest(cards: list[str], trump: str | None) -> str:
    def strength(code: str) -> tuple[int, int]:
        if code == "BF":
            return (10, SEASON_RANK.get(trump or "", 0))
        return (int(code[1:]), SEASON_RANK[code[0]])

    return max(cards, key=strength)


def reachable_bid(view: dict[str, Any], bid: str) -> bool:
    """Without a bonus step the form offers the default top card only (the top matters for nothing)."""
    options = view["options"]
    if options["bonus_bids"] and options["variant"] != "team":
        return True
    top, *others = bid.removeprefix("bid:").split(",")
    return top == strongest([top, *others], view["trump"])


def click_bid(ctx: TableContext, view: dict[str, Any], bid: str) -> str:
    """Click the bid's cards on the hand, then its top card if not the default; return Confirm's action."""
    top, *others = bid.removeprefix("bid:").split(",")
    draft: str | None = None
    for code in [top, *others]:
        screen = UI.hand_screen(ctx, view, draft=draft)
        (button,) = [b for b in screen.buttons() if b.label == token(code)]
        assert not button.disabled and button.action.startswith("ui:draft:"), button
        draft = button.action.removeprefix("ui:draft:")
    screen = UI.hand_screen(ctx, view, draft=draft)
    tops = {b.label.partition("Top: ")[2]: b for b in screen.buttons() if "Top: " in b.label}
    if tops and not tops[token(top)].disabled:
        draft = tops[token(top)].action.removeprefix("ui:draft:")
        screen = UI.hand_screen(ctx, view, draft=draft)
    (confirm,) = [a for a in enabled(screen) if a.startswith("bid:")]
    return confirm


def offered_actions(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    """Every engine action the seat's screen offers, following its UI steps (reveal?, the butterfly)."""
    screen = UI.hand_screen(ctx, view)
    actions = [a for a in enabled(screen) if not a.startswith("ui:")]
    for step in [a for a in enabled(screen) if a.startswith("ui:draft:")]:
        after = UI.hand_screen(ctx, view, draft=step.removeprefix("ui:draft:"))
        actions += [a for a in enabled(after) if not a.startswith("ui:") and a not in actions]
    return actions
