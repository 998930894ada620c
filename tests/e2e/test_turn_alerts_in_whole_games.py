"""Every turn reaches a player who walked away, in whole games of every game through Discord (issue 36).

bob plays from his hand (open in the channel, or by DM) and walks away after every move; alice (and
carol) watch the table, clicking something every few seconds, and play as soon as their turn comes. Each
turn of bob's that begins must notify him (a new message that pings him, or a new DM) before the clock
moves at all, well within ``WITHIN_SECONDS``; the watchers are never pinged once their hand is open; and
the channel keeps no more than the rounds plus the table message, the start and the standings.

The games vary as the issue asks: one with a Korean player, one in a thread, one with hands by DM, one
with a 2-minute clock, the others without. Run with ``pytest -s`` to see the figures per game.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.adapter.turn_alerts import AWAY_AFTER_SECONDS
from games import registry
from tests.bot.adapter.test_turn_alerts import Inbox
from tests.e2e.test_a_table_in_its_thread import threads_on
from tests.e2e.test_bots_and_clock_at_the_table import choose, open_panel
from tests.e2e.test_calm_channel import KEPT_BEYOND_ROUNDS, channel_messages, rounds_played
from tests.support.harness import Harness, text_of
from tests.support.locales import speak

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MAX_DECISIONS = 2000
WITHIN_SECONDS = 5  # a notification this soon after the turn began (issue 36)
AWAY_SECONDS = AWAY_AFTER_SECONDS + 10  # how long bob is gone after each move
WATCH_EVERY = 10  # the watchers click something this often while bob is away
CLOCK = 120
VARIANTS = ("a Korean player", "in a thread", "hands by DM", "a 2-minute clock")


def variant_of(game_id: str) -> str:
    index = registry.ids().index(game_id)
    return VARIANTS[index] if index < len(VARIANTS) else "no clock"


def bobs_hand(h: Harness, by_dm: bool, open_hand: Any) -> Any:
    if by_dm:
        return next(m for m in map(h.stored, h.players["bob"].user.dm_channel.history()) if m.components)
    return open_hand


@pytest.mark.parametrize("game_id", registry.ids())
async def test_an_away_player_hears_of_every_turn_and_the_watchers_of_none(
    harness: Harness, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    rules = registry.get(game_id)
    variant = variant_of(game_id)
    people = ("alice", "bob", "carol")[: rules.min_players]
    watchers = [name for name in people if name != "bob"]
    if variant == "a Korean player":
        speak(monkeypatch, {h.players["bob"].id: "ko"})
    if variant == "in a thread":
        await threads_on(h)
    if variant == "hands by DM":
        await h.slash(h.players["bob"], "settings", dm_hands=True)
    await h.slash(h.players[people[0]], "play", game=game_id)
    if variant == "a 2-minute clock":
        await choose(h, people[0], await open_panel(h, people[0]), "lobby:clock", str(CLOCK))
    for name in people[1:]:
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    await h.click_tail(h.players[people[0]], await h.table_message(), "lobby:start")
    if variant == "in a thread":
        (h.channel,) = h.channel.threads
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "playing"
    h.table_id = state.table.id

    by_dm = variant == "hands by DM"
    bob = h.players["bob"]
    inboxes = {name: Inbox(h, name) for name in people}
    hands = {name: await h.open_hand(h.players[name]) for name in people if not (by_dm and name == "bob")}

    async def bob_walks_away() -> None:
        """bob is gone for a while; the others watch the table, clicking every few seconds."""
        if not await h.to_act():
            return  # bob's move ended the game
        for _ in range(int(AWAY_SECONDS // WATCH_EVERY)):
            await h.env.advance_time(WATCH_EVERY)
            for watcher in watchers:
                hands[watcher] = await h.open_hand(h.players[watcher])

    await bob_walks_away()  # from here on he is away whenever a turn of his begins
    for inbox in inboxes.values():
        inbox.new()  # the start and its ping: before anyone's hand was open
    bob_turns = notified = watcher_pings = 0
    acting_before = await h.to_act()  # a turn of bob's already under way began while he was there
    for _ in range(MAX_DECISIONS):
        acting = await h.to_act()
        if not acting:
            break
        name = "bob" if "bob" in acting else acting[0]
        if name == "bob":
            if "bob" not in acting_before:  # his turn began (not a step inside it)
                bob_turns += 1
                notes = inboxes["bob"].new()
                assert notes, f"bob's turn {bob_turns} began: notified within {WITHIN_SECONDS} s"
                notified += 1
            acting_before = acting
            await h.decide(bob, bobs_hand(h, by_dm, hands.get("bob")))
            await bob_walks_away()
        else:
            acting_before = acting
            await h.decide(h.players[name], hands[name])
        for watcher in watchers:
            watcher_pings += len(inboxes[watcher].new())
    finished = await h.bot.tables.table(h.table_id)
    assert finished.table.status == "finished", "the game ran to its end"
    remaining = channel_messages(h)
    rounds = rounds_played(finished.public or {})
    print(
        f"\n[turn alerts] {game_id} ({variant}): bob's turns {bob_turns}, notified {notified}; "
        f"pings to the watchers {watcher_pings}; channel messages left {len(remaining)} (rounds {rounds})"
    )
    assert bob_turns >= 2 and notified == bob_turns
    assert watcher_pings == 0, "people at the table are never pinged"
    assert len(remaining) <= rounds + KEPT_BEYOND_ROUNDS, [text_of(m)[:60] for m in remaining]
    assert not [m for m in remaining if m.ping_user_ids], "the game is over: no ping is current"
