"""Load shedding over the wire (bot/adapter/backlog.py): when the bot is behind, a click is acknowledged
at once (a deferred update, type 6, or a private "thinking" reply, type 5) and its screen follows through
the interaction's webhook once the action is stored; the player sees the same screen, only later.

The backlog is real, not simulated: the bot process is stopped (SIGSTOP) while the clicks reach its
socket, as when the machine does not run it for a while, and resumed 0.6 s later; its event loop then
runs that late, which is what the bot measures. Discord's 3 s still counts from each click's sending.
"""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from bot.adapter.custom_ids import parse
from bot.local.standin import FakeDiscord
from bot.local.standin import client_rules as rules
from bot.local.standin.fake import Reply
from bot.local.standin.models import Interaction, Message, walk
from bot.local.standin.payloads import interactions as ix
from tests.loopback.driver import tail_of, version_of
from tests.loopback.together import Click, callbacks
from tests.process.conftest import Wire
from tests.support.games import game_taking_turns
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

FROZEN_S = 0.6  # the bot's loop this late: above LAG_BEHIND_S, well inside Discord's 3 s
SCREEN_WAIT_S = 10.0
OUT_OF_DATE = "out of date"
NOT_SEATED = "not seated"
FOREIGN = "isn't one Cardroom understands"
FROZEN_LOG = "objects of start-up frozen"
SEED = 4101
GAME = game_taking_turns(3).id  # one seat to act: one hand to click while the bot is behind


async def clicked_while_behind(wire: Wire, *clicks: Click, forged: tuple[Click, ...] = ()) -> list[Reply]:
    """The clicks (and ``forged`` ones, which no honest client sends: ids unchecked) reach the bot while
    it is stopped; it resumes ``FROZEN_S`` later, behind. Returns the replies once all are acknowledged."""
    assert wire.bot.process is not None
    fake, pid = wire.fake, wire.bot.process.pid
    os.kill(pid, signal.SIGSTOP)
    try:
        sent = [await send(fake, click, checked=True) for click in clicks]
        sent += [await send(fake, click, checked=False) for click in forged]
        await asyncio.sleep(FROZEN_S)
    finally:
        os.kill(pid, signal.SIGCONT)
    await asyncio.wait_for(asyncio.gather(*(i.acked.wait() for i in sent)), fake.ack_window)
    return [Reply(interaction, fake) for interaction in sent]


async def send(fake: FakeDiscord, click: Click, *, checked: bool) -> Interaction:
    message = rules.visible_message(fake, click.user, click.message)
    if checked:
        rules.check_button(rules.enabled_component(message, click.custom_id), click.custom_id)
    data = ix.component_data(click.custom_id, 2, None)
    return await fake.send_interaction(click.user, fake.channels[message.channel_id], 3, data, message)


async def screen_of(wire: Wire, interaction: Interaction) -> None:
    await wire.fake.wait_until(lambda: interaction.shown_at is not None, SCREEN_WAIT_S, "the screen")


def followup_texts(wire: Wire, interaction: Interaction) -> str:
    return " ".join(wire.fake.messages[m].text() for m in interaction.messages)


def stored(wire: Wire) -> list[tuple[int, str]]:
    return [(a.seat, a.action) for a in wire.oracle.actions(wire.table.record().id)]


def versions(message: Message) -> set[int]:
    return {v for v in (version_of(c) for c in walk(message.components)) if v is not None}


async def test_behind_the_move_is_acknowledged_first_and_its_hand_follows_stored_once(wire: Wire) -> None:
    t = wire.table
    await t.open_and_start(GAME, ("alice", "bob", "carol"), table_seed=SEED)
    ((user, hand),) = await t.find_deciders()
    custom_id = await t.choose(user, hand)
    record, before, last = t.record(), stored(wire), t.last_channel_message().id
    revision = hand.revision

    (reply,) = await clicked_while_behind(wire, Click(user, hand, custom_id))

    assert reply.ack == 6, "acknowledged before the work: a deferred update of the hand"
    assert len(callbacks(wire.fake, reply.interaction)) == 1
    await screen_of(wire, reply.interaction)
    interaction = reply.interaction
    assert interaction.answered_at is not None and interaction.shown_at is not None
    assert interaction.answered_at < interaction.shown_at, "the acknowledgement first, then the screen"
    redrawn = wire.fake.messages[hand.id]
    # Redrawn in place: a waiting hand may offer no button at all (nothing to refresh by hand).
    assert redrawn.ephemeral and redrawn.revision > revision, "the hand, redrawn in place"
    assert all(v > record.version for v in versions(redrawn)), "showing the new version"
    seat = wire.oracle.seat_of(record.id)[user.id]
    assert stored(wire) == [*before, (seat, str(parse(custom_id).tail))], "stored once"
    t.applied.append((seat, str(parse(custom_id).tail)))
    await t.settle(record.version, last, {seat})
    for _ in range(2):  # and the game goes on as before, once the bot has caught up
        user, hand = t.rng.choice(await t.find_deciders())
        await t.decide(user, hand)
    assert stored(wire) == t.applied
    wire.oracle.replay(t.record().id)


async def test_behind_a_stale_and_a_forged_click_still_get_their_answer_and_change_nothing(
    wire: Wire,
) -> None:
    t = wire.table
    await t.open_and_start(GAME, ("alice", "bob", "carol"), table_seed=SEED)
    ((mover, hand),) = await t.find_deciders()
    older = await t.open_hand(mover)
    stale_id = await t.choose(mover, older)
    await t.decide(mover, hand)  # the older hand's button is now out of date
    outsider = t.players["dave"]
    record = t.record()
    forged_id = f"cr:{record.id}:{record.version}:{parse(stale_id).tail}"  # from someone not seated
    before = stored(wire)

    table_message = t.table_message()
    hand_button = next(c["custom_id"] for c in walk(table_message.components) if tail_of(c) == "ui:hand")
    stale, outsiders_hand, forged = await clicked_while_behind(
        wire,
        Click(mover, older, stale_id),
        Click(outsider, table_message, hand_button),
        forged=(Click(outsider, table_message, forged_id),),
    )

    assert stale.ack == 6, "acknowledged at once, a deferred update of the older hand"
    # An id that is not on the clicked message is refused before any work (bot/adapter/client.py), so it
    # needs no deferral: its answer is the acknowledgement itself.
    assert forged.ack == 4
    # Not seated, Show my hand: a private "thinking" reply at once, filled with the refusal.
    assert outsiders_hand.ack == 5
    for reply in (stale, outsiders_hand, forged):
        assert len(callbacks(wire.fake, reply.interaction)) == 1
        await screen_of(wire, reply.interaction)
    assert OUT_OF_DATE in wire.fake.messages[older.id].text(), "said on the player's own older hand"
    refusal = outsiders_hand.message
    assert refusal is not None and refusal.audience == f"ephemeral:{outsider.id}"
    assert NOT_SEATED in text_of(refusal)
    answer = wire.fake.messages[forged.interaction.original_id or ""]
    assert answer.ephemeral and answer.audience == f"ephemeral:{outsider.id}"
    assert FOREIGN in text_of(answer)
    assert stored(wire) == before and t.record().version == record.version, "nothing changed"


async def test_once_ready_the_bot_freezes_its_start_up_heap_and_plays_on(wire: Wire) -> None:
    # A full garbage collection stops the loop and walks every tracked object; frozen, start-up's are
    # never walked again (bot/heap.py), so such stalls count only what the tables made since.
    await wire.fake.wait_until(lambda: FROZEN_LOG in wire.bot.stderr(), SCREEN_WAIT_S, "the frozen heap")
    t = wire.table
    await t.open_and_start(GAME, ("alice", "bob", "carol"), table_seed=SEED)
    for _ in range(3):
        user, hand = t.rng.choice(await t.find_deciders())
        await t.decide(user, hand)
    assert stored(wire) == t.applied
    wire.oracle.replay(t.record().id)
