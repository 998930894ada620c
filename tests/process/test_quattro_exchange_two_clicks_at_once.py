"""Quattro Exchange's simultaneous opening, over the wire: both players choose their card in the same
moment, and both count (``test_two_clicks_at_once.py`` has the checks every game shares)."""

from __future__ import annotations

import pytest

from tests.loopback.together import Click, click_together
from tests.process.conftest import Wire
from tests.process.test_two_clicks_at_once import action, assert_answered_once, refused, stored, until_phase

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

SEED = 4103


async def test_both_openings_at_once_both_count(wire: Wire) -> None:
    t = wire.table
    await t.open_and_start("quattro-exchange", ("alice", "bob"), table_seed=SEED)
    await until_phase(t, "opening")
    deciders = await t.find_deciders()
    assert len(deciders) == 2
    ids = [await t.choose(user, hand) for user, hand in deciders]
    record, before, last = t.record(), stored(wire), t.last_channel_message().id

    clicks = [Click(user, hand, i) for (user, hand), i in zip(deciders, ids, strict=True)]
    replies = await click_together(wire.fake, *clicks)

    openings = [action(wire, user, i) for (user, _), i in zip(deciders, ids, strict=True)]
    assert sorted(stored(wire)[len(before) :]) == sorted(openings)
    assert t.record().version == record.version + 2
    assert_answered_once(wire, replies)
    assert refused(wire, replies) == []
    t.applied.extend(stored(wire)[len(before) :])
    await t.settle(record.version, last, {0, 1})
    wire.oracle.replay(t.record().id)
