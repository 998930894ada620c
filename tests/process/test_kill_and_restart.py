"""``kill -9`` of the bot process at seeded random moments of a game (each game names its own: mid-bid,
mid-trick, while simultaneous moves are being made, ...), then a restart on the same SQLite file. Each
case pins its table seed, so its game is replayable.

Each kill lands, by turns, at once after a player's action click was sent, after the action was stored
while its acknowledgement is still on the wire (the fake holds that one request), or a random few
milliseconds later. After the restart: an acknowledged action — one whose answer the player saw (the
new screen, or the edit that follows an early "thinking" acknowledgement: docs/adapter.md, "When the bot
is behind") — is never lost; an unacknowledged one is either absent or stored once; the very button the
player pressed before the crash (on a message from the old process) either applies the action now or is
refused as out of date, never applied twice; Show my hand on the old table message still works; and the
game goes on to its end with a log that replays to the stored state.
"""

from __future__ import annotations

import asyncio
import importlib
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.adapter.custom_ids import parse
from bot.local.standin.payloads.interactions import component_data
from games import registry
from tests.process.conftest import Wire
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

TIMINGS = ("at once", "stored, acknowledgement in flight", "a few ms later")
# Each game's moments worth a crash are its own (``<package>_kills.py`` beside this file): ``CASES`` of
# (players, seed, kills), where the seed picks the table's deal (pinned), the clicks, the moment of each
# kill within its phase, and the timing of the first kill (TIMINGS[seed % 3], then the next one), and
# each kill is (a name, a test of the public view: is this the moment). A game without that file is
# crashed at two moments of its smallest table all the same (``ANY_MOMENT``).
Kill = tuple[str, Callable[[dict[str, Any]], bool]]
ANY_MOMENT_SEED = 31


def any_moment(view: dict[str, Any]) -> bool:
    return True


def declared_cases() -> list[tuple[str, int, int, list[Kill]]]:
    cases = []
    for rules in registry.all():
        own = Path(__file__).with_name(f"{rules.__name__.split('.')[1]}_kills.py")
        if not own.exists():
            kills = [("a first moment", any_moment), ("a later moment", any_moment)]
            cases.append((rules.id, rules.min_players, ANY_MOMENT_SEED, kills))
            continue
        module = importlib.import_module(f"{__package__}.{own.stem}")
        cases += [(rules.id, players, seed, kills) for players, seed, kills in module.CASES]
    return cases


CASES = declared_cases()


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "kills"), CASES, ids=[f"{c[0]}-seed{c[2]}" for c in CASES]
)
async def test_kill_9_and_restart_loses_nothing_and_applies_nothing_twice(
    wire: Wire,
    game_id: str,
    players: int,
    seed: int,
    kills: list[Kill],
) -> None:
    rng = random.Random(seed)
    t = wire.table
    t.rng = random.Random(seed)
    await t.open_and_start(game_id, tuple(t.players)[:players], table_seed=seed)
    table_id = t.record().id
    first_table_message = t.table_message()
    pending = list(kills)
    countdown = rng.randint(0, 2)  # decisions in the wanted phase to let pass before the kill
    outcomes = []

    for _ in range(2000):
        record = t.record()
        if record.status != "playing":
            break
        if t.to_act_names():  # the table message says whose turn it is
            user = t.players[t.rng.choice(t.to_act_names())]
            hand = await t.open_hand(user)
        else:  # the channel may be behind after a crash: players look at their hands
            user, hand = t.rng.choice(await t.find_deciders())
        public = wire.oracle.public_view(table_id) or {}
        if pending and pending[0][1](public) and (countdown := countdown - 1) < 0:
            name, _ = pending.pop(0)
            timing = TIMINGS[(seed + len(outcomes)) % len(TIMINGS)]
            outcomes.append(await kill_during_a_click(wire, rng, user, hand, name, timing))
            countdown = rng.randint(0, 2)
            # A button on the table message posted by the first process still works.
            reply = await t.open_hand(user, on=first_table_message)
            assert reply.ephemeral
            continue
        await t.decide(user, hand)

    assert not pending, f"the game ended before every kill happened ({[n for n, _ in pending]} left)"
    assert t.record().status == "finished"
    log = wire.oracle.actions(table_id)
    assert [(a.seat, a.action) for a in log] == t.applied
    wire.oracle.replay(table_id)
    assert wire.bot.killed == len(kills)
    print(f"{game_id} seed {seed}: {outcomes}")


async def kill_during_a_click(
    wire: Wire, rng: random.Random, user: Any, hand: Any, moment: str, timing: str
) -> str:
    t, fake, oracle = wire.table, wire.fake, wire.oracle
    table_id = t.record().id
    custom_id = await t.choose(user, hand)
    action = (oracle.seat_of(table_id)[user.id], str(parse(custom_id).tail))
    before = [(a.seat, a.action) for a in oracle.actions(table_id)]
    data = component_data(custom_id, 2, None)
    if timing.startswith("stored"):  # the window between the commit and Discord receiving the ack
        fake.stall_next("POST", r"/interactions/\d+/[^/]+/callback")
    interaction = await fake.send_interaction(user, fake.channel, 3, data, hand)
    if timing.startswith("stored"):
        await fake.wait_until(
            lambda: fake.stalled and fake.stalled[-1].path.split("/")[3] == interaction.token
        )
    elif timing == "a few ms later":
        await asyncio.sleep(rng.uniform(0.0, 0.008))
    await wire.bot.kill9()
    t.open_hands.clear()
    # What the player saw: a deferral sent before the action was stored (the bot was behind) shows
    # nothing yet, so a kill before its screen leaves the player's turn to take again.
    acknowledged = interaction.shown_at is not None

    after = [(a.seat, a.action) for a in oracle.actions(table_id)]
    if acknowledged:
        assert after == [*before, action], "an acknowledged action was lost"
    else:
        assert after in (before, [*before, action]), "the log changed by more than the one action"
    stored = after == [*before, action]
    if stored:
        t.applied.append(action)

    await wire.bot.start()
    version = t.record().version
    if not acknowledged:
        # The player saw nothing happen and presses the same button again, on the old process's message.
        reply = await t.act(user, fake.messages[hand.id], custom_id)
        assert reply.ack == 7 and reply.message is not None and reply.message.id == hand.id
        if stored:
            assert t.record().version == version, "the action was applied twice"
            assert "counted once" in text_of(reply), "the player is told their move was made"
        else:
            assert t.record().version == version + 1
    final = [(a.seat, a.action) for a in oracle.actions(table_id)]
    assert final == [*before, action], "after the restart the action is stored exactly once"
    state = "acknowledged" if acknowledged else "stored, unacknowledged" if stored else "not stored"
    return f"{moment}, killed {timing}: {state}"
