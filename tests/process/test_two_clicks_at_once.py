"""Two clicks at the same moment, over the wire: every INTERACTION_CREATE is on the bot's websocket
before it has answered any (``tests.loopback.together``), so the real process has them all in flight.

What a player would notice, and what the SQLite log shows: one stored action per legitimate decision,
never two; every interaction acknowledged exactly once (Discord refuses a second answer, and an
unanswered one reads "This interaction failed"); the refused click gets a short private answer on the
clicker's own hand; the channel announces each accepted action once.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.adapter.custom_ids import parse
from bot.local.standin.fake import Reply
from bot.local.standin.models import Message, User, walk
from tests.loopback.driver import Table, tail_of, version_of
from tests.loopback.together import Click, answer_text, callbacks, click_together
from tests.process.conftest import Wire
from tests.support.games import game_everyone_starts, game_taking_turns

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

OUT_OF_DATE = "out of date"
COUNTED_ONCE = "counted once"  # the same move clicked twice: the second click says the first counted
# A game that begins with one seat to act, and one whose three seats all act at once at the start (each
# table's deal pinned by its seed).
TURNS, TURNS_SEED = game_taking_turns(3).id, 4101
AT_ONCE, AT_ONCE_SEED = game_everyone_starts(3).id, 4102


def stored(wire: Wire) -> list[tuple[int, str]]:
    return [(a.seat, a.action) for a in wire.oracle.actions(wire.table.record().id)]


def seat(wire: Wire, user: User) -> int:
    return wire.oracle.seat_of(wire.table.record().id)[user.id]


def action(wire: Wire, user: User, custom_id: str) -> tuple[int, str]:
    return seat(wire, user), str(parse(custom_id).tail)


def assert_answered_once(wire: Wire, replies: list[Reply]) -> None:
    """One acknowledgement per interaction, each a private message of the clicker (their own hand)."""
    for reply in replies:
        assert len(callbacks(wire.fake, reply.interaction)) == 1
        assert reply.ack in (4, 5, 6, 7) and reply.ephemeral  # 5, 6: a busy bot acknowledged it first
        clicker = reply.interaction.user
        assert reply.message is not None and reply.message.audience == f"ephemeral:{clicker.id}"


def refused(wire: Wire, replies: list[Reply], because: str = OUT_OF_DATE) -> list[Reply]:
    return [r for r in replies if because in answer_text(wire.fake, r.interaction)]


def pings_at(t: Table, version: int) -> list[Message]:
    """New channel messages that ask someone to act at ``version`` (each accepted action posts one; the
    table message, edited in place, is not one of them)."""
    table = t.table_message().id
    return [
        m
        for m in t.fake.channel_messages(t.channel)
        if m.id != table
        and any(tail_of(c) == "ui:hand" and version_of(c) == version for c in walk(m.components))
    ]


async def until_phase(t: Table, phase: str) -> None:
    """Play on (random legal clicks) until the stored game reaches ``phase``."""
    for _ in range(50):
        public: dict[str, Any] = t.oracle.public_view(t.record().id) or {}
        if public.get("phase") == phase:
            return
        user, hand = t.rng.choice(await t.find_deciders())
        await t.decide(user, hand)
    raise AssertionError(f"the game never reached {phase!r}")


async def test_the_same_button_twice_at_once_is_one_action(wire: Wire) -> None:
    t = wire.table
    await t.open_and_start(TURNS, ("alice", "bob", "carol"), table_seed=TURNS_SEED)
    ((user, hand),) = await t.find_deciders()  # turn-based: one player decides
    custom_id = await t.choose(user, hand)
    record, before, last = t.record(), stored(wire), t.last_channel_message().id

    replies = await click_together(wire.fake, Click(user, hand, custom_id), Click(user, hand, custom_id))

    assert stored(wire) == [*before, action(wire, user, custom_id)]
    assert t.record().version == record.version + 1
    assert_answered_once(wire, replies)
    assert len(refused(wire, replies, COUNTED_ONCE)) == 1, [
        answer_text(wire.fake, r.interaction) for r in replies
    ]
    t.applied.append(action(wire, user, custom_id))
    await t.settle(record.version, last, {seat(wire, user)})
    assert len(pings_at(t, record.version + 1)) == 1  # announced once
    for _ in range(3):  # and the game goes on
        user, hand = t.rng.choice(await t.find_deciders())
        await t.decide(user, hand)
    assert stored(wire) == t.applied
    wire.oracle.replay(t.record().id)


async def test_in_turn_and_out_of_turn_at_once_only_the_turn_counts(wire: Wire) -> None:
    """bob holds a second hand, opened while it was his turn; he acts on the first, and then clicks
    the older one at the very moment carol, whose turn it now is, makes her move."""
    t = wire.table
    await t.open_and_start(TURNS, ("alice", "bob", "carol"), table_seed=TURNS_SEED)
    ((mover, first_hand),) = await t.find_deciders()
    second_hand = await t.open_hand(mover)
    stale_id = await t.choose(mover, second_hand)
    await t.decide(mover, first_hand)
    ((now, now_hand),) = await t.find_deciders()
    assert now != mover
    custom_id = await t.choose(now, now_hand)
    record, before, last = t.record(), stored(wire), t.last_channel_message().id

    replies = await click_together(
        wire.fake, Click(now, now_hand, custom_id), Click(mover, second_hand, stale_id)
    )

    assert stored(wire) == [*before, action(wire, now, custom_id)]
    assert_answered_once(wire, replies)
    assert refused(wire, replies) == [replies[1]]  # the out-of-turn one, on mover's own older hand
    t.applied.append(action(wire, now, custom_id))
    await t.settle(record.version, last, {seat(wire, now)})
    assert len(pings_at(t, record.version + 1)) == 1
    wire.oracle.replay(t.record().id)


async def test_moves_made_at_once_all_count_and_a_double_click_does_not(wire: Wire) -> None:
    """A game whose first moves (secret bids) are simultaneous: alice and bob make theirs at the same
    moment as carol, who double-clicks."""
    t = wire.table
    await t.open_and_start(AT_ONCE, ("alice", "bob", "carol"), table_seed=AT_ONCE_SEED)
    assert (wire.oracle.public_view(t.record().id) or {})["to_act"] == [0, 1, 2], "all three at once"
    hands = {user.name: (user, hand) for user, hand in await t.find_deciders()}
    assert set(hands) == {"alice", "bob", "carol"}
    ids = {name: await t.choose(user, hand) for name, (user, hand) in hands.items()}
    record, before, last = t.record(), stored(wire), t.last_channel_message().id
    clicks = [Click(*hands[name], ids[name]) for name in ("alice", "bob", "carol", "carol")]

    replies = await click_together(wire.fake, *clicks)

    bids = [action(wire, hands[name][0], ids[name]) for name in ("alice", "bob", "carol")]
    assert sorted(stored(wire)[len(before) :]) == sorted(bids)  # one per seat, in arrival order
    assert t.record().version == record.version + 3
    assert_answered_once(wire, replies)
    assert [r.interaction.user.name for r in refused(wire, replies, COUNTED_ONCE)] == ["carol"]
    t.applied.extend(stored(wire)[len(before) :])
    await t.settle(record.version, last, {0, 1, 2})
    wire.oracle.replay(t.record().id)
