"""A picture is uploaded once per message: an edit whose picture did not change names the attachment the
message already has (Discord keeps it) instead of sending its bytes again (issue 41).

Counted at the loopback fake, over the wire: ``python -m bot`` as its own process, its real discord.py
client, a real SQLite file. Every create or edit of a message appends the ids of the attachments it then
holds (``Message.attachment_history``); the fake's CDN keeps each upload's bytes. An upload on an edit
whose bytes equal those of the picture the message held just before is one the bot should have kept.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.local.standin import FakeDiscord
from bot.local.standin.models import Message
from tests.process.conftest import open_wire
from tests.support.games import game_everyone_starts

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = game_everyone_starts(3).id  # bids first: moves that leave the table's cards as they were
DECISIONS = 12  # the bids and the first cards: both kinds of edit, picture kept and picture changed


def picture_bytes(fake: FakeDiscord, message: Message, attachment_id: str) -> bytes:
    """An attachment's uploaded bytes, by its id (its CDN path is /attachments/<channel>/<id>/<name>)."""
    marker = f"/attachments/{message.channel_id}/{attachment_id}/"
    return next(data for url, data in fake.cdn.items() if marker in url)


def edits_by_picture(fake: FakeDiscord) -> dict[str, int]:
    """Every edit after which a message holds a picture, by what happened to it: ``kept`` (the same
    attachment), ``new`` (another picture uploaded) or ``same bytes`` (uploaded again, unchanged)."""
    counts = {"kept": 0, "new": 0, "same bytes": 0}
    for message in fake.messages.values():
        for before, after in zip(message.attachment_history, message.attachment_history[1:], strict=False):
            if not after:
                continue
            if after == before:
                counts["kept"] += 1
                continue
            held = {picture_bytes(fake, message, a) for a in before}
            for uploaded in set(after) - set(before):
                counts["same bytes" if picture_bytes(fake, message, uploaded) in held else "new"] += 1
    return counts


async def test_an_edit_whose_picture_did_not_change_uploads_nothing(tmp_path: Path) -> None:
    async with open_wire(tmp_path) as wire:
        t = wire.table
        await t.open_and_start(GAME, ("alice", "bob", "carol"))
        for _ in range(DECISIONS):
            if t.record().status != "playing":
                break
            acting = t.to_act_names()
            user = t.players[t.rng.choice(acting)] if acting else None
            if user is not None:
                hand = await t.open_hand(user)
            else:
                user, hand = t.rng.choice(await t.find_deciders())
            await t.decide(user, hand)
        counts = edits_by_picture(wire.fake)
    assert counts["kept"] > 0, "some edits left a picture as it was"
    assert counts["new"] > 0, "and some changed it"
    assert counts["same bytes"] == 0, f"an unchanged picture was uploaded again: {counts}"
