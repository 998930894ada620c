"""The renderer against the real engine: seeded random games for 2, 3 and 4 players over random type
selections, played through the UI's own buttons.

At every step the public table, every seat's screen and the events are rendered; ``Screen`` validates
Discord's limits on construction. Every legal action of every seat to act is reachable by clicking through
its screen (drafts included), and nothing else is offered. Privacy: the table shows no card of a hand and
no deck card; a seat's screen shows none of another hand's cards or of the deck, except what that seat
legitimately knows (its own Wonders looks, the card it passed with Luminaries); an event line names no
card beyond the cards its event names.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import games.quatorze as qz
from bot.render.quatorze import UI, announce
from bot.render.screen import MAX_CONTENT, Screen
from games.quatorze.cards import ALL_CARDS, TYPE_NAMES, TYPES
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quatorze_views import ctx, reachable
from tests.bot.render.table_lines import turn_line

CODE = re.compile(r"(?<![A-Za-z])([A-Z]{2}[1-7])(?!\d)")


def worded(context, events) -> list[str]:  # type: ignore[no-untyped-def]
    """Each event in words: a "Last: …" line of the table message, or a message the channel keeps."""
    return [
        text
        for e in events
        for text in announce.event_lines(context, [e]) or UI.history_messages(context, [e])
    ]


def options_for(seed: int) -> qz.Options:
    rng = random.Random(f"options:{seed}")
    preset = ["random", "random", "seven7s", "quatorze", "custom"][seed % 5]
    count_any = rng.random() < 0.5
    if preset == "custom":
        types = ",".join(rng.sample(TYPES, 7))
        return qz.Options(types="custom", custom_types=types, count_any_type_in_column=count_any)
    return qz.Options(types=preset, count_any_type_in_column=count_any)


def codes_in(text: str) -> set[str]:
    return {code for code in CODE.findall(text) if code in ALL_CARDS}


def shown_text(screen: Screen) -> str:
    return "\n".join([screen.content, *(b.label for b in screen.buttons())])


def spoken(text: str) -> set[str]:
    """Cards named in the long form as players read it, type then value ("Queens 5"), as the privacy
    oracle of the e2e tests reads them: so "Lucky Gods 2/7" would name the Lucky Gods 2."""
    return {
        code for code in ALL_CARDS if re.search(rf"{re.escape(TYPE_NAMES[code[:2]])} {code[2]}(?!\d)", text)
    }


def assert_hides(text: str, secret: set[str], where: str) -> None:
    leaked = sorted((codes_in(text) | spoken(text)) & secret)
    assert not leaked, f"{where} shows {leaked}:\n{text}"


def known_to(state: qz.State, seat: int) -> set[str]:
    """Cards outside seat's hand that its own view may show: its Wonders looks, its Luminaries exchange."""
    mine = qz.view(state, seat)
    known = {entry["card"] for entry in mine["looked"]}
    if mine["exchange"]:
        known |= {mine["exchange"]["gave"], mine["exchange"]["got"]} - {None}
    return known


def render_step(state: qz.State) -> None:
    n = state.players
    hands = [set(hand) for hand in state.hands]
    hidden = set().union(*hands) | set(state.deck)
    public = qz.view(state, None)
    table = UI.table_screen(ctx(n), public)
    assert_within_discord_limits(table)
    assert len(table.rows) <= 4
    if state.phase != "finished":
        assert_hides(table.content, hidden, "the table")
    for seat in range(n):
        view = qz.view(state, seat)
        screen = UI.hand_screen(ctx(n), view)
        assert_within_discord_limits(screen)
        if state.phase != "finished":
            assert_hides(shown_text(screen), hidden - hands[seat] - known_to(state, seat), f"seat {seat}")
    for seat in public["to_act"]:
        assert UI.turn_prompt(public, seat)
        assert ctx(n).names[seat] in turn_line(table.content)


def event_cards(event: Any) -> set[str]:
    return {value for value in vars_of(event) if isinstance(value, str) and value in ALL_CARDS}


def vars_of(event: Any) -> list[Any]:
    return [getattr(event, name) for name in event.__slots__]


def check_events(state: qz.State, events: list) -> None:
    lines = worded(ctx(state.players), events)
    assert len(lines) == len(events)
    for event, text in zip(events, lines, strict=True):
        assert 0 < len(text) <= MAX_CONTENT
        allowed = event_cards(event)
        assert codes_in(text) | spoken(text) <= allowed, (event, text)


def play(players: int, seed: int, options: qz.Options) -> qz.State:
    state = qz.new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    while qz.to_act(state):
        render_step(state)
        for seat in qz.to_act(state):
            view = qz.view(state, seat)
            assert reachable(view, players) == set(view["legal"]), view["decision"]
        seat = rng.choice(qz.to_act(state))
        action = rng.choice(sorted(reachable(qz.view(state, seat), players)))
        state, events = qz.apply(state, seat, action)
        check_events(state, events)
    render_step(state)
    return state


CASES = [(players, seed) for players in (2, 3, 4) for seed in range(1, 11)]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_random_games_played_through_the_ui(players: int, seed: int) -> None:
    state = play(players, seed, options_for(seed))
    final = UI.table_screen(ctx(players), qz.view(state, None)).content
    assert "game over" in final and "**Scoring**" in final  # the ranks ("**Final**") only on a tie
    assert "🏆" in final
