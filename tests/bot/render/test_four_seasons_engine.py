"""The renderer against the real engine: seeded games of every variant played through the UI's own
buttons.

Every step renders the public table, every seat's screen and the events; ``Screen`` validates Discord's
limits on construction. The public table (and each event line) never shows a card still in a hand or a
bid card still face down, and no seat's screen shows another seat's secrets (a partner's bid excepted in
the team variant). Decisions are taken by clicking what the UI offers, so every legal decision must be
reachable and Confirm must carry exactly the canonical action.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import games.four_seasons as fs
from bot.render.base import TableContext
from bot.render.four_seasons import UI
from bot.render.four_seasons import tokens as printed
from bot.render.screen import MAX_CONTENT
from games.four_seasons import config
from games.four_seasons.events import GameEnded, RoundScored, RoundStarted
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.four_seasons_play import (
    click_bid,
    leaked,
    offered_actions,
    reachable_bid,
    secret_cards,
    shown_text,
)
from tests.bot.render.table_lines import turn_line

NAMES = ("alice", "bob", "carol", "dave")


def ctx(players: int) -> TableContext:
    return TableContext(42, fs.name, "cards", NAMES[:players])


def render_step(c: TableContext, state: fs.State) -> None:
    public = fs.view(state, None)
    table = UI.table_screen(c, public)
    assert len(table.content) <= MAX_CONTENT and len(table.rows) <= 4
    assert not leaked(shown_text(table), secret_cards(state, None)), table.content
    for seat in range(state.players):
        screen = UI.hand_screen(c, fs.view(state, seat))
        assert_within_discord_limits(screen)
        assert not leaked(shown_text(screen), secret_cards(state, seat)), (seat, screen.content)
    for seat in public["to_act"]:
        assert UI.turn_prompt(public, seat)
        assert c.names[seat] in turn_line(table.content)


def decide(c: TableContext, view: dict[str, Any], rng: random.Random) -> str:
    if view["phase"] == "bidding":
        target = rng.choice([bid for bid in view["legal"] if reachable_bid(view, bid)])
        action = click_bid(c, view, target)
        assert action == target
        return action
    offered = offered_actions(c, view)
    assert sorted(offered) == sorted(view["legal"])
    return rng.choice(offered)


def check_events(c: TableContext, before: fs.State, after: fs.State, events: list) -> None:
    lines = UI.history_messages(c, events)
    kept = [e for e in events if isinstance(e, (RoundScored, GameEnded))]
    assert len(lines) == len(kept), "only a round scored and the final standings become messages"
    assert all(0 < len(text) <= MAX_CONTENT for text in lines)
    new_round = any(isinstance(e, RoundStarted) for e in events)
    for event, text in zip(kept, lines, strict=True):
        # A round's end reveals every bid; the next deal may hold those cards again, so the new state's
        # secrets apply only when no new round was dealt (the game's end).
        if not new_round:
            assert not leaked(text, secret_cards(after, None)), text
        if isinstance(event, RoundScored):
            assert "every bid revealed" in text


VARIANTS = [
    (3, fs.Options(), 1),
    (4, fs.Options(), 2),
    (3, fs.Options(bonus_bids=False, butterfly_may_bid=False), 3),
    (4, fs.Options(bonus_bids=False), 4),
    (3, fs.Options(variant="profi"), 5),
    (4, fs.Options(variant="profi", butterfly_may_bid=False), 6),
    (4, fs.Options(variant="team"), 7),
]


@pytest.mark.parametrize(("players", "options", "seed"), VARIANTS, ids=lambda v: str(v))
def test_random_game_played_through_the_ui(players: int, options: fs.Options, seed: int) -> None:
    state = fs.new_game(players=players, seed=seed, options=options)
    c = ctx(players)
    rng = random.Random(seed)
    steps = 0
    while acting := fs.to_act(state):
        render_step(c, state)
        seat = rng.choice(acting)
        action = decide(c, fs.view(state, seat), rng)
        after, events = fs.apply(state, seat, action)
        check_events(c, state, after, events)
        state = after
        steps += 1
    render_step(c, state)
    final = UI.table_screen(c, fs.view(state, None)).content
    assert "Final standings" in final and "🏆" in final
    assert steps > config.TRICKS_PER_ROUND[players] * players


def test_every_bid_of_a_fresh_four_player_game_is_reachable_with_an_exact_confirm() -> None:
    state = fs.new_game(players=4, seed=9)
    c = ctx(4)
    for seat in range(4):
        view = fs.view(state, seat)
        for bid in view["legal"]:
            assert click_bid(c, view, bid) == bid


def test_a_sample_of_three_player_bids_is_reachable_with_an_exact_confirm() -> None:
    state = fs.new_game(players=3, seed=11)
    view = fs.view(state, 1)
    for bid in view["legal"][::11]:
        assert click_bid(ctx(3), view, bid) == bid


def test_printed_numbers_match_the_engine_config() -> None:
    """The forms print bid values, the season order and the butterfly's reveal worth."""
    assert printed.BID_VALUE == config.BID_VALUE
    assert printed.SEASON_RANK == config.SEASON_RANK
    assert printed.SEASONS == config.SEASONS
    assert printed.SEASON_NAME == config.SEASON_NAMES
    assert printed.BUTTERFLY_REVEAL_WORTH == config.BUTTERFLY_REVEAL_WORTH
    from bot.render.four_seasons import tricks
    from bot.render.four_seasons.bidform import Choice, top_of
    from games.four_seasons.cards import DECK, default_top

    assert (tricks.LED_WORTH, tricks.FOLLOWING_WORTH) == (
        config.BUTTERFLY_LEADING_WORTH,
        config.BUTTERFLY_FOLLOWING_WORTH,
    )
    rng = random.Random(5)
    for _ in range(300):  # the form's default top card is the engine's (spec §3 b.4)
        cards = tuple(sorted(rng.sample(DECK, 3), key=DECK.index))
        trump = rng.choice("RYGB")
        assert top_of(Choice(cards), trump) == default_top(cards, trump)
