"""A calm table: whole games of every game through Discord leave only the messages worth keeping.

People and bots play together. The table message (edited in place) is the play-by-play; the channel
keeps the start, one message per round scored and the final standings, plus the turn pings, of which at
most one is ever outstanding, never with a round's scoring in it, and never naming the same person twice
with no other seat's action in between. Run with ``pytest -s`` to see the figures per game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from games import registry
from games.bots import levels as bot_levels
from tests.support.harness import Harness, tail_of, text_of, walk

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MAX_DECISIONS = 2000
KEPT_BEYOND_ROUNDS = 3  # the table message itself, the start and the final standings
MAX_LIMITED_CALLS_PER_ACTION = 1.0  # before the calm channel: 1.0 (the table edit), which must not grow
# Interaction callbacks and webhooks (followups, their edits and deletes) are exempt from Discord's
# global rate limit; every other route counts against it.
EXEMPT_ROUTES = ("/interactions/", "/webhooks/")
BOTS = ("casual", "strong")


@dataclass
class Watch:
    """What the channel showed, step by step: every action's seat and every ping's people, in order."""

    sequence: list[tuple[str, int]] = field(default_factory=list)  # ("acted", seat) | ("pinged", user)
    pings: dict[int, list[int]] = field(default_factory=dict)  # message id -> users it notified
    most_outstanding: int = 0
    actions_seen: int = 0


def channel_messages(h: Harness) -> list[Any]:
    """Public messages in the channel now (a deleted message is gone; private hands don't count)."""
    messages = h.env.backend.messages.get(h.channel.id, {}).values()
    return sorted((m for m in messages if not m.is_ephemeral), key=lambda m: m.id)


async def observe(h: Harness, watch: Watch) -> None:
    """After each step: the actions stored since, then the pings that step posted (actions come first:
    a ping goes out after the moves it follows)."""
    log = await h.store.actions(h.table_id or 0)
    watch.sequence += [("acted", action.seat) for action in log[watch.actions_seen :]]
    watch.actions_seen = len(log)
    outstanding = [m for m in channel_messages(h) if m.ping_user_ids]
    watch.most_outstanding = max(watch.most_outstanding, len(outstanding))
    for ping in outstanding:
        if ping.id not in watch.pings:
            watch.pings[ping.id] = list(ping.ping_user_ids)
            watch.sequence += [("pinged", user) for user in ping.ping_user_ids]
            lines = (text_of(ping) or "").splitlines()
            assert all(line.startswith(("⏳", "⏰")) for line in lines), f"only whose turn: {lines}"
            assert any(tail_of(c) == "ui:hand" for c in walk(ping.components or [])), "with Show my hand"
            assert "Jump to table" in text_of(ping), "and a way back to the table message"


def repeat_pings(watch: Watch, seat_of: dict[int, int]) -> list[int]:
    """People pinged again with no other seat's action since their previous ping."""
    repeats = []
    last_ping: dict[int, int] = {}
    for index, (kind, who) in enumerate(watch.sequence):
        if kind != "pinged":
            continue
        if who in last_ping:
            between = watch.sequence[last_ping[who] + 1 : index]
            if not any(k == "acted" and seat != seat_of[who] for k, seat in between):
                repeats.append(who)
        last_ping[who] = index
    return repeats


async def to_act(h: Harness) -> list[str]:
    """Who must act, as players read it on the table message's ⏳ line."""
    message = await h.table_message()
    turn = next((line for line in (text_of(message) or "").splitlines() if line.startswith("⏳")), "")
    return [name for name in h.players if re.search(rf"(?<![\w@]){re.escape(name)}(?!\w)", turn)]


def rounds_played(public: dict[str, Any]) -> int:
    return len(public.get("round_history") or []) or 1


@pytest.mark.parametrize("game_id", registry.ids())
async def test_a_whole_game_leaves_a_calm_channel(harness: Harness, game_id: str) -> None:
    h = harness
    rules = registry.get(game_id)
    seats = rules.max_players
    people = tuple(list(h.players)[: max(1, seats // 2)])
    host = h.players[people[0]]
    await h.slash(host, "play", game=game_id)
    for name in people[1:]:
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    panel_reply = await h.click_tail(host, await h.table_message(), "lobby:setup")
    panel = h.env.backend.get_message(panel_reply.response.channel_id, panel_reply.response.id)
    for index in range(seats - len(people)):
        menu = next(c for c in walk(panel.components) if tail_of(c) == "lobby:bot")
        levels = [level for level in BOTS if level in bot_levels(game_id)]  # a game may ship casual only
        await host.select(h.live(panel), [f"add:{levels[index % len(levels)]}"], custom_id=menu["custom_id"])
        panel = h.env.backend.get_message(panel.channel_id, panel.id)
    await h.click_tail(host, await h.table_message(), "lobby:start")
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "playing"
    h.table_id = state.table.id
    seat_of = {p.user_id: p.seat for p in state.table.players if p.seat is not None}

    watch = Watch()
    await observe(h, watch)
    calls_before, actions_before = len(h.env.http_requests), watch.actions_seen
    for _ in range(MAX_DECISIONS):
        acting = await to_act(h)
        if not acting:
            break
        player = h.players[h.rng.choice(acting)]
        await h.decide(player, await h.open_hand(player))
        await observe(h, watch)
    finished = await h.bot.tables.table(h.table_id)
    assert finished.table.status == "finished", "the game ran to its end"

    limited = [r for r in h.env.http_requests[calls_before:] if not r.path.startswith(EXEMPT_ROUTES)]
    per_action = len(limited) / max(1, watch.actions_seen - actions_before)
    remaining = channel_messages(h)
    rounds = rounds_played(finished.public or {})
    pings_left = [m for m in remaining if m.ping_user_ids]
    print(
        f"\n[calm channel] {game_id}: {len(remaining)} channel messages remain "
        f"(rounds {rounds}, people {len(people)}, bots {seats - len(people)}), "
        f"actions {watch.actions_seen}, pings posted {len(watch.pings)}, "
        f"deleted {len(watch.pings) - len(pings_left)}, most outstanding at once {watch.most_outstanding}, "
        f"globally limited REST calls per action {per_action:.2f}"
    )
    assert per_action <= MAX_LIMITED_CALLS_PER_ACTION, sorted({f"{r.method} {r.path}" for r in limited})
    assert len(remaining) <= rounds + KEPT_BEYOND_ROUNDS, [text_of(m)[:60] for m in remaining]
    assert not pings_left, "the game is over: no ping is current any more"
    assert watch.most_outstanding <= 1, "at most one ping per table at any moment"
    assert repeat_pings(watch, seat_of) == [], "nobody is pinged twice with no other seat's action between"
