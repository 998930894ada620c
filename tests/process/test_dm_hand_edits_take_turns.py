"""A DM hand is edited from two sides: the bot redraws it when the player's turn comes (after someone
else's move), and the player's own clicks on it are answered by editing it in place. The two must take
turns. If the player's click went through while a redraw was still on its way, the later of the two would
be built from what the message showed before the other: it could show an older hand over a newer one, or
name a picture the other had just replaced (Discord refuses that edit: the player's hand stops updating).

So: while a redraw of bob's DM hand is applied but its answer has not reached the bot yet, bob's click on
that hand waits, and is answered once the redraw is done, showing the newest hand with its one picture.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from bot.local.standin import FakeDiscord
from bot.local.standin.models import Message, User, walk
from bot.local.standin.recorder import Call
from tests.loopback.driver import is_turn_alert, version_of
from tests.process.conftest import Wire
from tests.support.games import game_everyone_starts, game_taking_turns
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

WAIT_FOR_THE_REDRAW = 0.5  # seconds the held redraw answer is kept back while bob clicks
TURNS_TO_FIND_THE_MOMENT = 40
QUIET = 0.4  # seconds without a call to the fake: the bot is done with the last move
TURNS_COUNTED = 6


def dm_hand(wire: Wire, user: User) -> Message | None:
    """The user's hand by DM (not a turn alert: a short DM without buttons, ⏳ or ⏰ first)."""
    dms = [m for m in wire.fake.visible_to(user) if m.audience == f"dm:{user.id}" and not is_turn_alert(m)]
    return dms[-1] if dms else None


def shows(message: Message | None, version: int) -> bool:
    """The message is a hand at ``version`` (its buttons carry it)."""
    return message is not None and any(version_of(c) == version for c in walk(message.components))


def redraw_path(fake: FakeDiscord, dm: Message) -> str:
    """How the bot edits a DM hand: through the token of a click whose answer it is (the open hand, for
    15 minutes), or as a message of the DM channel. (Other tokens edit other messages: the table's.)"""
    tokens = "|".join(re.escape(token) for token, i in fake.interactions.items() if i.original_id == dm.id)
    by_token = rf"|/webhooks/\d+/(?:{tokens})/messages/@original" if tokens else ""
    return rf"/channels/{dm.channel_id}/messages/{dm.id}{by_token}"


def callbacks_since(wire: Wire, mark: int) -> list[Call]:
    return [c for c in wire.fake.calls[mark:] if re.fullmatch(r"/interactions/\d+/[^/]+/callback", c.path)]


async def redraw_or_done(wire: Wire, dm: Message, alice_moves: asyncio.Task[object]) -> Call | None:
    """The redraw of bob's DM hand once the fake has applied it (its answer held), or None when alice's
    move was told without one."""
    mark = len(wire.fake.calls)

    def redraw() -> Call | None:
        calls, path = wire.fake.calls[mark:], redraw_path(wire.fake, dm)
        return next((c for c in calls if c.method == "PATCH" and re.fullmatch(path, c.path)), None)

    await wire.fake.wait_until(lambda: alice_moves.done() or redraw(), 15, "alice's move or bob's redraw")
    if redraw() is None:
        await alice_moves
    return redraw()


async def test_a_click_on_a_dm_hand_waits_for_the_redraw_under_way(wire: Wire) -> None:
    t, fake = wire.table, wire.fake
    alice, bob = t.players["alice"], t.players["bob"]
    reply = await fake.slash(bob, "settings", dm_hands=True)
    assert "on" in text_of(reply)
    await t.open_and_start(game_taking_turns(2).id, ("alice", "bob"), table_seed=5402)

    held: asyncio.Event | None = None
    for _ in range(TURNS_TO_FIND_THE_MOMENT):
        assert t.record().status == "playing", "the game ended before bob's DM was redrawn after alice"
        seats = wire.oracle.seat_of(t.record().id)
        to_act = set((wire.oracle.public_view(t.record().id) or {})["to_act"])
        dm = dm_hand(wire, bob)
        if seats[bob.id] in to_act:  # bob plays from his DM, once it shows this very version
            version = t.record().version
            await fake.wait_until(
                lambda v=version: any(version_of(c) == v for c in walk(dm_hand(wire, bob).components)),
                10,
                "bob's hand by DM",
            )
            await t.decide(bob, dm_hand(wire, bob))
            continue
        if dm is None:  # bob's DM hand does not exist yet: alice plays on
            await t.decide(alice, await t.open_hand(alice))
            continue
        # alice to act, bob's DM hand exists: her move makes the bot redraw it if bob is to act next.
        held = held or fake.hold_next("PATCH", redraw_path(fake, dm))
        alice_moves = asyncio.create_task(t.decide(alice, await t.open_hand(alice)))
        redraw = await redraw_or_done(wire, dm, alice_moves)
        if redraw is None:  # alice moves again (or the game ended): the hold waits for her next move
            continue
        assert redraw.status == 0, "the redraw's answer is held back"
        # The redraw is applied: bob sees his turn in his DM and starts deciding on it.
        mark = len(fake.calls)
        bob_moves = asyncio.create_task(t.decide(bob, fake.messages[dm.id]))
        await asyncio.sleep(WAIT_FOR_THE_REDRAW)
        answered = [c.path for c in callbacks_since(wire, mark)]
        assert not answered, "bob's click was answered while the redraw was under way"
        held.set()
        await asyncio.wait_for(asyncio.gather(alice_moves, bob_moves), 20)
        break
    else:
        raise AssertionError("no move of alice's was followed by bob's turn")

    # bob's click came last, so his DM shows what it answered: his hand after his own move.
    shown = fake.messages[dm.id]
    assert any(version_of(c) == t.record().version for c in walk(shown.components))
    assert len(shown.attachments) <= 1, "one picture, never a stale one beside it"
    assert [(a.seat, a.action) for a in wire.oracle.actions(t.record().id)] == t.applied
    # Leaving the wire fixture fails the test on any edit Discord refused (fake.assert_clean).


async def quiet(wire: Wire, timeout: float = 10.0) -> None:
    """Until the bot has made no call for ``QUIET`` seconds: whatever a move set going is done."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        seen = len(wire.fake.calls)
        await asyncio.sleep(QUIET)
        if len(wire.fake.calls) == seen:
            return
    raise AssertionError(f"the bot kept calling Discord for {timeout} s")


async def test_a_dm_hand_that_is_the_open_hand_is_redrawn_once_per_turn(wire: Wire) -> None:
    """bob plays from his DM, so his DM is also his open hand: when his turn comes it lights up with one
    edit, not one as the open hand and another as the DM hand."""
    t, fake = wire.table, wire.fake
    alice, bob = t.players["alice"], t.players["bob"]
    await fake.slash(bob, "settings", dm_hands=True)
    await t.open_and_start(game_taking_turns(2).id, ("alice", "bob"), table_seed=5403)
    counted = 0
    while counted < TURNS_COUNTED and t.record().status == "playing":
        seats = wire.oracle.seat_of(t.record().id)
        to_act = set((wire.oracle.public_view(t.record().id) or {})["to_act"])
        dm = dm_hand(wire, bob)
        if seats[bob.id] in to_act:
            version = t.record().version
            await fake.wait_until(
                lambda v=version: any(version_of(c) == v for c in walk(dm_hand(wire, bob).components)),
                10,
                "bob's hand by DM",
            )
            await t.decide(bob, dm_hand(wire, bob))
            continue
        revision = dm.revision if dm is not None else None
        await t.decide(alice, await t.open_hand(alice))
        await quiet(wire)
        bobs_turn = seats[bob.id] in set((wire.oracle.public_view(t.record().id) or {})["to_act"])
        if dm is not None and bobs_turn and bob.id in t.open_hands:
            assert fake.messages[dm.id].revision == revision + 1, "bob's DM hand was edited once"
            counted += 1
    assert counted == TURNS_COUNTED, "bob's turn came after alice's often enough to count"


async def test_a_dm_hand_is_left_alone_while_its_player_still_decides(wire: Wire) -> None:
    """Everyone decides at once (a game that opens with every seat to act; carol plays from the table
    message, alice and bob by DM): alice's decision changes
    nothing in bob's DM hand, where he may be halfway through picking cards, and his buttons there still
    work after it."""
    t, fake = wire.table, wire.fake
    alice, bob = t.players["alice"], t.players["bob"]
    for user in (alice, bob):
        await fake.slash(user, "settings", dm_hands=True)
    await t.open_and_start(game_everyone_starts(3).id, ("alice", "bob", "carol"), table_seed=5404)
    version = t.record().version
    await fake.wait_until(lambda: all(shows(dm_hand(wire, u), version) for u in (alice, bob)), 10, "DM hands")
    bobs = dm_hand(wire, bob)
    assert bobs is not None
    before = (bobs.revision, bobs.text(), [c.get("custom_id") for c in walk(bobs.components)])
    await t.decide(alice, dm_hand(wire, alice))
    await quiet(wire)
    seats = wire.oracle.seat_of(t.record().id)
    assert seats[bob.id] in set((wire.oracle.public_view(t.record().id) or {})["to_act"]), "bob still decides"
    after = fake.messages[bobs.id]
    assert (after.revision, after.text(), [c.get("custom_id") for c in walk(after.components)]) == before
    await t.decide(bob, after)  # the buttons drawn before alice's decision
    assert t.applied[-1][0] == seats[bob.id], "bob's decision was taken"
