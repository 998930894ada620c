"""Discord misbehaving under a running game, over the wire: 429s and 5xx on the table message's edit
and on the channel announcements, an outage longer than discord.py's retries, a dropped gateway, and
closed DMs for a player who asked for DM hands.

In each the game reaches its end or a later action is applied, every action a player saw acknowledged
is stored exactly once (the log replays to the stored state), and the channel catches up.

discord.py 2.7.1 retries a 429 that carries Via after its Retry-After, and a 500/502/504/524 after
1, 3, 5, 7 and 9 s (five tries in all): a 5xx that outlasts them costs 25 s, so the outage test puts
both faults (the edit at one table, the announcement at another) in the same 25 s.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.adapter.custom_ids import parse
from bot.adapter.dm_hands import DM_FALLBACK_NOTE
from bot.local.standin import FakeDiscord
from bot.local.standin.fake import Reply
from bot.local.standin.models import Message, User, walk
from bot.local.standin.recorder import Call
from tests.loopback.driver import Table, enabled, is_action, tail_of, version_of
from tests.loopback.together import callbacks
from tests.process.conftest import Wire, open_wire
from tests.process.test_two_clicks_at_once import pings_at
from tests.support.games import game_id_for
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

SERVER_ERROR = "discord.errors.DiscordServerError"  # what discord.py raises once its 5xx retries run out
RETRY_AFTER = 0.3  # seconds, in the injected 429s
REFUSALS = 5  # each failing route refuses this often: all of discord.py's tries of one request
OUTAGE = 45.0  # seconds to wait for the bot to give up on a 5xx (25 s of back-off) and catch up


def edit_path(t: Table) -> str:
    """The table message's edit as a channel message: the route once no click's token can carry it
    (``FakeDiscord.expire_tokens``: the tests below play a quarter of an hour into their games)."""
    return rf"/channels/{t.channel_id}/messages/{t.table_message().id}"


def post_path(t: Table) -> str:
    """Where a turn ping goes: a followup of the click that made the move (bot/adapter/posting.py)."""
    return r"/webhooks/\d+/[^/]+"


def calls_to(wire: Wire, method: str, path: str, since: int = 0) -> list[Call]:
    return [c for c in wire.fake.calls[since:] if c.method == method and re.fullmatch(path, c.path)]


def table_version(t: Table) -> int | None:
    return next((version_of(c) for c in walk(t.table_message().components) if version_of(c)), None)


async def decider(t: Table) -> tuple[User, Message]:
    """Someone whose turn it is, with their hand: the open one once the bot lit it up, else one asked for
    with /hand. Not from the table message: a click on it would renew its token
    (bot/adapter/table_tokens.py), and its edits would leave the channel route these tests break; nor
    from the ping, which a failing route may hold back."""
    record = t.record()
    to_act = set((t.oracle.public_view(record.id) or {})["to_act"])
    user = t.rng.choice(
        [t.fake.users[u] for u, seat in t.oracle.seat_of(record.id).items() if seat in to_act]
    )
    hand = t.fake.messages.get(t.open_hands.get(user.id, ""))
    if hand is not None and any(version_of(c) == record.version for c in walk(hand.components)):
        return user, hand
    reply = await t.fake.slash(user, "hand", t.channel)
    assert reply.message is not None and reply.ephemeral, text_of(reply)
    t.open_hands[user.id] = reply.message.id  # the bot keeps it live, as any hand it answered with
    return user, reply.message


async def click_once(t: Table) -> Reply:
    """One decision by whoever the stored game says must act, without waiting for the channel: the
    acknowledgement (their hand redrawn) is what the player sees, the action is stored before it."""
    user, hand = await decider(t)
    custom_id = await t.choose(user, hand)
    version = t.record().version
    reply = await t.click(user, hand, custom_id)
    assert reply.ack == 7 and t.record().version == version + 1
    t.applied.append((t.oracle.seat_of(t.record().id)[user.id], str(parse(custom_id).tail)))
    return reply


async def test_a_429_or_a_5xx_that_one_retry_cures_changes_nothing_but_time(wire: Wire) -> None:
    t = wire.table
    await t.open_and_start(game_id_for(3), ("alice", "bob", "carol"), table_seed=5101)
    wire.fake.expire_tokens()
    # The pings first: bob and carol have no hand open yet, so their turns are certain to be pinged
    # (later, everyone's open hand lights up instead of a ping).
    faults = [("POST", post_path(t), 429), ("POST", post_path(t), 502)]
    faults += [("PATCH", edit_path(t), 429), ("PATCH", edit_path(t), 500)]
    for method, path, status in faults:
        since = len(wire.fake.calls)
        wire.fake.fail_next(method, path, status, retry_after=RETRY_AFTER)
        user, hand = await decider(t)
        await t.decide(user, hand)  # waits until the channel shows the new version's ping
        version = t.record().version
        await wire.fake.wait_until(lambda v=version: table_version(t) == v, 10, "the table message's edit")
        tries = calls_to(wire, method, path, since)
        assert [c.status for c in tries] == [status, 200], (method, path, status)
        # Retry-After honoured; discord.py's first 5xx back-off is 1 s.
        assert tries[1].at - tries[0].at >= (RETRY_AFTER if status == 429 else 1.0)
        pinged = len(pings_at(t, version))
        assert table_version(t) == version and pinged <= 1  # caught up, nothing doubled
        assert pinged == 1 or method != "POST", "the refused ping went out once its retry passed"
    await t.play_until_over()
    assert t.record().status == "finished"
    assert [(a.seat, a.action) for a in wire.oracle.actions(t.record().id)] == t.applied
    wire.oracle.replay(t.record().id)


async def test_a_rate_limited_table_edit_does_not_hold_back_the_turn_ping(wire: Wire) -> None:
    """Discord asks the bot to wait 2 s before editing the table message again; posting the ping is
    not limited, so the next player should be told at once."""
    t = wire.table
    await t.open_and_start(game_id_for(3), ("alice", "bob", "carol"), table_seed=5501)
    wire.fake.expire_tokens()
    since = len(wire.fake.calls)
    wire.fake.fail_next("PATCH", edit_path(t), 429, retry_after=2.0)
    reply = await click_once(t)
    (acknowledged,) = [call.at for call in callbacks(wire.fake, reply.interaction)]
    await wire.fake.wait_until(t.ping_is_current, 10, "the turn ping")
    ping = calls_to(wire, "POST", post_path(t), since)[0]
    assert ping.at - acknowledged < 1.0, f"the ping came {ping.at - acknowledged:.1f} s after the action"


@pytest_asyncio.fixture
async def two_tables(tmp_path: Path) -> AsyncIterator[Wire]:
    async with open_wire(tmp_path, channels=("more-cards",)) as wire:
        yield wire


async def test_an_outage_longer_than_the_retries_loses_no_action(two_tables: Wire) -> None:
    """#cards: every edit of the table message fails with 500 five times; meanwhile the next five
    followups (announcements go out as followups of the click, wherever the table) fail with 502 — a
    refused followup falls back to a channel message. Players act on during the outage; afterwards both
    tables show the latest state and the games go on."""
    wire = two_tables
    wire.allowed_errors = (SERVER_ERROR,)
    edits, posts = wire.table, wire.table_in("more-cards", seed=5)
    await edits.open_and_start(game_id_for(3), ("alice", "bob", "carol"), table_seed=5201)
    await posts.open_and_start(game_id_for(3), ("bob", "carol", "dave"), table_seed=5202)
    wire.fake.expire_tokens()
    since = len(wire.fake.calls)
    wire.fake.fail_next("PATCH", edit_path(edits), 500, times=REFUSALS)
    wire.fake.fail_next("POST", post_path(posts), 502, times=REFUSALS)
    loop = asyncio.get_running_loop()
    began = loop.time()

    during = {edits.channel_id: [], posts.channel_id: []}
    for t in (edits, posts, edits, posts):  # two actions at each table, all acknowledged at once
        await click_once(t)
        during[t.channel_id].append(t.record().version)
    # All four acted during the outage: Discord is still failing both routes.
    assert len(calls_to(wire, "PATCH", edit_path(edits), since)) < REFUSALS
    assert len(calls_to(wire, "POST", post_path(posts), since)) < REFUSALS

    def caught_up(t: Table) -> bool:
        return table_version(t) == t.record().version and t.ping_is_current()

    await wire.fake.wait_until(
        lambda: caught_up(edits) and caught_up(posts), OUTAGE, "both tables to catch up"
    )
    took = loop.time() - began
    statuses = [c.status for c in calls_to(wire, "PATCH", edit_path(edits), since)]
    assert statuses[:REFUSALS] == [500] * REFUSALS and set(statuses[REFUSALS:]) == {200}
    statuses = [c.status for c in calls_to(wire, "POST", post_path(posts), since)]
    assert statuses[:REFUSALS] == [502] * REFUSALS and set(statuses[REFUSALS:]) == {200}
    for t in (edits, posts):  # the games go on as usual
        for _ in range(3):
            user, hand = await decider(t)
            await t.decide(user, hand)
        assert [(a.seat, a.action) for a in wire.oracle.actions(t.record().id)] == t.applied
        wire.oracle.replay(t.record().id)
    # The turn pings at #cards (a route that worked) did not wait for the failing edit: the first went
    # out while the edit was still being refused (ordered by when Discord got them, not by a clock, so a
    # busy machine cannot fail it).
    first_ping = calls_to(wire, "POST", post_path(edits), since)[0].at - began
    last_refused_edit = calls_to(wire, "PATCH", edit_path(edits), since)[REFUSALS - 1].at - began
    assert first_ping < last_refused_edit, f"the first ping waited {first_ping:.1f} s for the failing edit"
    # Measured, not asserted: which of the outage's announcements the channels never got.
    lost = {
        name: [v for v in during[t.channel_id] if not pings_at(t, v)]
        for name, t in (("edits", edits), ("posts", posts))
    }
    print(f"outage: caught up after {took:.1f} s; first ping at #cards after {first_ping:.1f} s; {lost=}")


async def test_a_dropped_gateway_resumes_and_no_click_is_lost(wire: Wire) -> None:
    """The bot's websocket drops twice: once just after a click reached it (the answer goes by REST), once
    just before a click is sent (Discord keeps the event and sends it when the bot resumes)."""
    t, fake = wire.table, wire.fake
    await t.open_and_start(game_id_for(2), ("alice", "bob"), table_seed=5301)
    for _ in range(2):
        user, hand = t.rng.choice(await t.find_deciders())
        await t.decide(user, hand)

    for moment in ("after the click", "before the click"):
        user, hand = t.rng.choice(await t.find_deciders())
        custom_id = await t.choose(user, hand)
        version, resumes, identifies = t.record().version, fake.resume_count, fake.identify_count
        data = {"custom_id": custom_id, "component_type": 2}
        if moment == "before the click":
            await fake.drop_gateway()
            sent = await fake.send_interaction(user, fake.channel, 3, data, hand, while_away=True)
        else:
            sent = await fake.send_interaction(user, fake.channel, 3, data, hand)
            await fake.drop_gateway()
        await asyncio.wait_for(sent.acked.wait(), fake.ack_window)
        await fake.wait_until(lambda r=resumes: fake.resume_count > r, what="the bot to resume")
        assert fake.identify_count == identifies  # resumed the session, not a new one
        delivered, resumed = frame_index(fake, sent.token), last_resume_index(fake)
        assert (delivered > resumed) if moment == "before the click" else (delivered < resumed), moment
        assert t.record().version == version + 1, moment
        t.applied.append((wire.oracle.seat_of(t.record().id)[user.id], str(parse(custom_id).tail)))

    await t.play_until_over()  # the next clicks work, to the end
    assert [(a.seat, a.action) for a in wire.oracle.actions(t.record().id)] == t.applied
    wire.oracle.replay(t.record().id)


def frame_index(fake: FakeDiscord, token: str) -> int:
    """Where the INTERACTION_CREATE with ``token`` went out to the bot (once: a resume never repeats it)."""
    (index,) = [
        i
        for i, (way, frame) in enumerate(fake.frames)
        if way == "out" and frame.get("t") == "INTERACTION_CREATE" and frame["d"]["token"] == token
    ]
    return index


def last_resume_index(fake: FakeDiscord) -> int:
    return max(i for i, (way, frame) in enumerate(fake.frames) if way == "in" and frame.get("op") == 6)


def ping_lines(wire: Wire, user: User) -> list[str]:
    """Every line the channel showed that asked ``user`` to act (an answered ping is deleted later), without
    the link back to the table message."""
    shown = sorted(
        (m for m in wire.fake.messages.values() if m.audience == "channel"), key=lambda m: int(m.id)
    )
    lines = (line for m in shown for line in text_of(m).splitlines())
    return [
        re.sub(r" · \[Jump to table\]\(\S+\)$", "", line)
        for line in lines
        if line.startswith(f"⏳ {user.mention}")
    ]


def offers_a_decision(dms: list[Message]) -> bool:
    """The last DM is a hand its player can decide on: an action, a pick or a draft button enabled."""
    controls = [tail_of(c) for c in enabled(dms[-1])] if dms else []
    return any(is_action(tail) or tail.startswith(("ui:pick:", "ui:draft:")) for tail in controls)


def dms_of(wire: Wire, user: User) -> list[Message]:
    return [m for m in wire.fake.visible_to(user) if m.audience == f"dm:{user.id}"]


async def test_closed_dms_fall_back_to_the_private_hand(wire: Wire) -> None:
    """alice and bob both asked for their hands by DM; alice's DMs are closed (Discord answers 50007)."""
    t, fake = wire.table, wire.fake
    alice, bob = t.players["alice"], t.players["bob"]
    for user in (alice, bob):
        reply = await fake.slash(user, "settings", dm_hands=True)
        assert reply.ephemeral and "on" in text_of(reply)
    alice.dms_open = False
    await t.open_and_start(game_id_for(2), ("alice", "bob"), table_seed=5401)
    from_dm = 0

    while t.record().status == "playing":
        t.assert_no_leaks(game_id_for(2))
        seats = wire.oracle.seat_of(t.record().id)
        to_act = set((wire.oracle.public_view(t.record().id) or {})["to_act"])
        user = t.rng.choice([u for u in (alice, bob) if seats[u.id] in to_act])
        if user is bob:  # his hand comes by DM when his turn begins: bob plays from there
            await fake.wait_until(lambda: offers_a_decision(dms_of(wire, bob)), 10, "bob's hand by DM")
            hand = dms_of(wire, bob)[-1]
            from_dm += 1
        else:
            hand = await t.open_hand(alice)
        await t.decide(user, hand)

    assert from_dm >= 3
    assert not dms_of(wire, alice)  # never delivered, and no hand went anywhere else
    refused = [c for c in fake.calls if c.method == "POST" and c.status == 403]
    assert refused and all(c.path == f"/channels/{fake.dm_channels[alice.id].id}/messages" for c in refused)
    alice_pings, bob_pings = ping_lines(wire, alice), ping_lines(wire, bob)
    assert sum(DM_FALLBACK_NOTE in line for line in alice_pings) == 1  # told once, as promised
    assert alice_pings[0].endswith(DM_FALLBACK_NOTE)  # later turns light up her open hand instead
    # bob hears of his turns in his DMs (his hand sent anew, or a short alert when he is away), and
    # the channel never names him: he plays at once here, so he is never away.
    assert not bob_pings
    assert [(a.seat, a.action) for a in wire.oracle.actions(t.record().id)] == t.applied
    wire.oracle.replay(t.record().id)
