"""The global rate budget over the wire: the real bot with GLOBAL_RATE_LIMIT set low, six tables started
at the same instant whose players then all play at once (far more table updates than the budget allows).

What the players notice: every click is answered at once and the player whose turn begins is told at
once (the ping, a followup, or their open hand lighting up: both exempt from Discord's global limit, so
the budget never holds them), while the table messages, edited at most the limit per second, fall behind
and then catch up: each ends showing the latest state, never an older one after a newer one.
"""

from __future__ import annotations

import asyncio
import re
from bisect import bisect_left
from pathlib import Path

import pytest

from games import registry
from tests.loopback.driver import Table, version_of
from tests.loopback.fake_discord.models import walk
from tests.loopback.fake_discord.recorder import Call
from tests.process.conftest import open_wire

LIMIT = 4  # requests/s: low enough that six tables playing at once exceed it many times over
# Arrival times at the fake carry the loopback's own jitter (a few ms on a loaded machine): the limit is
# checked over windows a little shorter than the bot's 1 s.
WINDOW = 0.9
MOVES_PER_TABLE = 6
CHANNELS = ("t1", "t2", "t3", "t4", "t5")
PLAYERS = ("alice", "bob", "carol")
# Any game three people can play: what is measured is the table messages, not the game.
A_GAME = next(r.id for r in registry.all() if r.min_players <= len(PLAYERS) <= r.max_players)
_EDIT = re.compile(r"/channels/\d+/messages/(?P<mid>\d+)")


def limited(call: Call) -> bool:
    """Counted against Discord's global limit: everything but an interaction's own routes."""
    return not call.path.startswith(("/interactions/", "/webhooks/"))


def followup(call: Call) -> bool:
    """A new message on an interaction's token (here: the ping of the player whose turn begins)."""
    return call.method == "POST" and call.path.startswith("/webhooks/") and "/messages" not in call.path


def most_in_a_window(times: list[float]) -> int:
    ordered = sorted(times)
    return max((bisect_left(ordered, t + WINDOW) - i for i, t in enumerate(ordered)), default=0)


def edited_versions(calls: list[Call], message_id: str) -> list[int]:
    """The versions a table message was edited to, in the order the edits reached Discord."""
    versions = []
    for call in calls:
        match = _EDIT.fullmatch(call.path)
        if call.method == "PATCH" and match and match["mid"] == message_id and isinstance(call.body, dict):
            shown = [version_of(c) for c in walk(call.body.get("components") or [])]
            versions.append(max(v for v in shown if v is not None))
    return versions


async def open_lobby(table: Table) -> None:
    """Alice opens a table, Bob and Carol join (each answered by editing the lobby in place: exempt)."""
    reply = await table.fake.slash(table.players["alice"], "play", table.channel, game=A_GAME)
    await table.fake.wait_until(lambda: table.record().message_id == int(reply.message.id), what="the row")
    for name in ("bob", "carol"):
        await table.click_tail(table.players[name], table.table_message(), "lobby:join")


async def play_fast(table: Table, moves: int) -> list[float]:
    """The players open their hands from the start ping (the table message may still show the lobby),
    keep them open and act the moment theirs lights up; returns when each move was acknowledged."""
    acked = []
    ping = await table.fake.wait_until(table.current_ping, 10, "the start ping")
    for name in ("alice", "bob", "carol"):
        await table.open_hand(table.players[name], on=ping)
    for _ in range(moves):
        record = table.record()
        if record.status != "playing":
            break
        to_act = set(table.oracle.public_view(record.id)["to_act"])
        user_id = next(u for u, seat in table.oracle.seat_of(record.id).items() if seat in to_act)
        user = table.fake.users[user_id]
        hand_id = table.open_hands[user_id]

        def lit(version: int = record.version, hand_id: str = hand_id) -> bool:
            return any(version_of(c) == version for c in walk(table.fake.messages[hand_id].components))

        await table.fake.wait_until(lit, 5, "the hand of the player to act at the current version")
        hand = table.fake.messages[hand_id]
        reply = await table.click(user, hand, await table.choose(user, hand))
        assert reply.ack is not None, "every click is acknowledged"
        acked.append(asyncio.get_running_loop().time())
    return acked


async def test_a_burst_of_table_updates_stays_under_the_limit_and_every_table_ends_current(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GLOBAL_RATE_LIMIT", str(LIMIT))
    async with open_wire(tmp_path, CHANNELS) as wire:
        fake = wire.fake
        tables = [wire.table, *(wire.table_in(name, seed=i) for i, name in enumerate(CHANNELS))]
        for table in tables:
            await open_lobby(table)
        await fake.wait_until(lambda: all(t.table_is_current() for t in tables), 30, "the lobbies at rest")
        first = len(fake.recorder.calls)

        started = asyncio.get_running_loop().time()
        lobbies = [table.table_message() for table in tables]
        await asyncio.gather(
            *(
                t.click_tail(t.players["alice"], lobby, "lobby:start")
                for t, lobby in zip(tables, lobbies, strict=True)
            )
        )
        acks = await asyncio.gather(*(play_fast(table, MOVES_PER_TABLE) for table in tables))
        played = asyncio.get_running_loop().time() - started
        await fake.wait_until(lambda: all(t.table_is_current() for t in tables), 30, "every table current")
        calls = fake.recorder.calls[first:]

        start_pings = [c.at for c in calls if followup(c)][: len(tables)]
        start_edits = [c.at for c in calls if limited(c)][: len(tables)]
        assert len(start_pings) == len(tables), "each start pinged its first player"
        assert max(start_pings) < max(start_edits), "the start pings went before the table edits all could"
        moves = sum(len(a) for a in acks)
        assert moves == MOVES_PER_TABLE * len(tables)
        assert moves / played > LIMIT, "the players asked for more table updates than the budget allows"
        assert most_in_a_window([c.at for c in calls if limited(c)]) <= LIMIT, "never over the limit"
        for table in tables:
            versions = edited_versions(calls, str(table.record().message_id))
            assert versions == sorted(versions), "an older state is never shown after a newer one"
            assert len(set(versions)) == len(versions), "nor the same one twice"
            assert versions[-1] == table.record().version, "the table message ends current"
        edits = sum(len(edited_versions(calls, str(t.record().message_id))) for t in tables)
        assert edits < moves, "table updates were coalesced (the latest state wins)"
        last_edit = max(c.at for c in calls if limited(c))
        assert max(max(a) for a in acks) < last_edit, "every move was played while the table edits waited"
