"""Another process holding the database (a backup, an sqlite3 shell) never makes a click hang past
Discord's 3 s: the player is told privately that nothing changed, and the retry works."""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.adapter.replies import STORAGE_BUSY
from tests.support.games import game_everyone_starts
from tests.support.harness import Harness, text_of
from tests.support.privacy import card_patterns

GAME = game_everyone_starts(3).id  # the bids are simultaneous: alice acts at once
DISCORD_ANSWER_SECONDS = 3.0  # an interaction not answered within this is lost to the player


@contextmanager
def held_by_another_process(db_path: Path) -> Iterator[None]:
    outsider = sqlite3.connect(db_path, isolation_level=None)
    outsider.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        outsider.execute("ROLLBACK")
        outsider.close()


async def test_a_bid_while_the_database_is_locked_is_answered_privately_and_in_time(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    await h.open_and_start(GAME, ("alice", "bob", "carol"))
    state = await h.bot.tables.table_in_channel(h.channel.id)
    alice_seat = next(p.seat for p in state.table.players if p.user_id == h.players["alice"].id)
    hand_cards = (await h.bot.tables.private_view(state.table.id, h.players["alice"].id)).view["hand"]
    assert alice_seat in state.to_act  # the bids are simultaneous
    hand = await h.open_hand(h.players["alice"])
    caplog.set_level(logging.DEBUG)
    with held_by_another_process(h.location):
        started = time.monotonic()
        result = await h.decide(h.players["alice"], hand)  # choose the bid cards, then confirm
        answered_after = time.monotonic() - started
    assert result.ephemeral and text_of(result.response) == STORAGE_BUSY
    assert answered_after < DISCORD_ANSWER_SECONDS
    after = await h.bot.tables.table_in_channel(h.channel.id)
    assert after.table.version == state.table.version and alice_seat in after.to_act
    assert [a for a in await h.store.actions(state.table.id) if a.seat == alice_seat] == []
    # The warning names the click by its verb only, never the bid cards in its custom_id.
    ours = [r for r in caplog.records if r.name.startswith(("bot", "storage"))]
    assert any("storage busy in component" in r.getMessage() for r in ours)
    text = "\n".join(r.getMessage() + (r.exc_text or "") for r in ours)
    assert not [card for card in hand_cards if any(p.search(text) for p in card_patterns(GAME, card))]

    hand = await h.open_hand(h.players["alice"])  # once the other process is done, the bid goes in
    await h.decide(h.players["alice"], hand)
    assert alice_seat not in (await h.bot.tables.table_in_channel(h.channel.id)).to_act
