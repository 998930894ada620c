"""The renderer against the real engine: seeded games for every option, played through the UI's own
buttons (Keep/Mulligan, the card to open, the two-step exchange form then Confirm, STOP).

Every step renders the public table, both seats' screens and the events; Screen validates Discord's limits
on construction. Privacy: the table and the event lines show no card that is not public (an open card or
one face up at a virtual player), and a seat's screen shows no card beyond those and its own hidden hand —
so never the other seat's hidden cards, the card it received, or a virtual player's face-down card.
"""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest

import games.quattro_exchange as qe
from bot.render.base import TableContext
from bot.render.quattro_exchange import UI, announce
from bot.render.quattro_exchange.tokens import card
from bot.render.screen import MAX_CONTENT, Screen, Select
from games.quattro_exchange.cards import DECK
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.table_lines import turn_line

CTX = TableContext(42, qe.name, "cards", ("alice", "bob"))
OPTIONS = [
    qe.Options(opening_mode=o, stop_mode=s, original_zero_rule=z, tiebreak_mode=t)
    for o, s, z, t in product(
        ["simultaneous", "sequential"],
        ["permanent", "pass"],
        [False, True],
        ["highest_card", "lexicographic"],
    )
]


def worded(context, events) -> list[str]:  # type: ignore[no-untyped-def]
    """Each event in words: a "Last: …" line of the table message, or a message the channel keeps."""
    return [
        text
        for e in events
        for text in announce.event_lines(context, [e]) or UI.history_messages(context, [e])
    ]


def public_codes(state: qe.State) -> set[str]:
    face_up = {
        c
        for slots, ups in zip(state.virtual, state.face_up, strict=True)
        for c, up in zip(slots, ups, strict=True)
        if up
    }
    return face_up | {c for cards in state.opens for c in cards}


def shown_text(screen: Screen) -> str:
    labels = [b.label for b in screen.buttons()]
    labels += [o.label for row in screen.rows if isinstance(row, Select) for o in row.options]
    return "\n".join([screen.content, *labels])


def assert_hides(text: str, codes: set[str], where: str) -> None:
    leaked = sorted(code for code in codes if card(code) in text)
    assert not leaked, f"{where} shows {leaked}:\n{text}"


def enabled(screen: Screen) -> dict[str, str]:
    """label -> action of every enabled button."""
    return {b.label: b.action for b in screen.buttons() if not b.disabled}


def render_step(state: qe.State) -> None:
    secret = set(DECK) - public_codes(state)
    public = qe.view(state, None)
    table = UI.table_screen(CTX, public)
    assert_within_discord_limits(table)
    assert len(table.rows) <= 4  # the adapter adds its own row
    assert_hides(table.content, secret, "the table")
    for seat in (0, 1):
        screen = UI.hand_screen(CTX, qe.view(state, seat))
        assert_within_discord_limits(screen)
        assert_hides(shown_text(screen), secret - set(state.hands[seat]), f"seat {seat}'s screen")
    for seat in public["to_act"]:
        assert UI.turn_prompt(public, seat)
        assert CTX.names[seat] in turn_line(table.content)


def click_exchange(view: dict[str, Any], target: str) -> str:
    """Enter ``target`` (``exchange:<v>:<card>``) through the two-step form (one step with one hidden card);
    return what Confirm sends."""
    _, v, code = target.split(":")
    screen = UI.hand_screen(CTX, view)
    buttons = enabled(screen)
    unvisited = {v for v in range(1, 7) if v not in view["visited"][view["seat"]]}
    assert {int(label.split()[0][1:]) for label in buttons if label.startswith("V")} == unvisited
    draft = next(a for label, a in buttons.items() if label.split()[0] == f"V{v}").removeprefix("ui:draft:")
    screen = UI.hand_screen(CTX, view, draft=draft)
    if len(view["hand"]) > 1:  # the one hidden card left is pre-selected: nothing to click
        draft = enabled(screen)[card(code)].removeprefix("ui:draft:")
        screen = UI.hand_screen(CTX, view, draft=draft)
    assert_within_discord_limits(screen)
    (confirm,) = [a for a in enabled(screen).values() if a.startswith("exchange:")]
    return confirm


def choose(state: qe.State, seat: int, rng: random.Random) -> str:
    view = qe.view(state, seat)
    screen = UI.hand_screen(CTX, view)
    offered = [a for a in enabled(screen).values() if not a.startswith("ui:")]
    target = rng.choice(view["legal"])
    if view["phase"] == "exchange":
        assert ("stop" in offered) == ("stop" in view["legal"])
        if target == "stop":
            return "stop"
        action = click_exchange(view, target)
        assert action == target
        return action
    assert sorted(offered) == sorted(view["legal"])
    return target


@pytest.mark.parametrize(("options", "seed"), [(o, s) for o in OPTIONS for s in (1, 2)])
def test_random_game_played_through_the_ui(options: qe.Options, seed: int) -> None:
    state = qe.new_game(players=2, seed=seed, options=options)
    rng = random.Random(seed)
    while qe.to_act(state):
        render_step(state)
        seat = rng.choice(qe.to_act(state))
        state, events = qe.apply(state, seat, choose(state, seat, rng))
        lines = worded(CTX, events)
        assert len(lines) == len(events)
        for text in lines:
            assert 0 < len(text) <= MAX_CONTENT
            assert_hides(text, set(DECK) - public_codes(state), "an event line")
    render_step(state)
    final = UI.table_screen(CTX, qe.view(state, None)).content
    assert "game over" in final and "🏆" in final and "→ " in final
