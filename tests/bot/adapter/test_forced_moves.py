"""Fewer clicks for forced moves, at a real table (SimCord): a Quatorze card with one column plays in one
click, the one hidden card of a Quattro Exchange is pre-selected, and /settings autoplay makes a
person's only legal move for them (and the game goes on), even across a restart."""

from __future__ import annotations

import random
from typing import Any

from bot.render.autoplay_lines import autoplay_setting_line
from tests.bot.adapter.test_history import public
from tests.support.harness import Harness, tail_of, text_of, walk

MAX_DECISIONS = 400


async def seat_of(h: Harness, name: str) -> int:
    seat = (await h.bot.tables.table(h.table_id or 0)).table.seat_of(h.players[name].id)
    assert seat is not None
    return seat


async def legal_of(h: Harness, name: str) -> list[str]:
    return (await h.bot.tables.private_view(h.table_id or 0, h.players[name].id)).view["legal"]


def buttons(message: Any) -> list[dict[str, Any]]:
    return [c for c in walk(message.components or []) if c.get("type") == 2 and not c.get("disabled")]


async def test_a_quatorze_card_with_one_column_plays_in_one_click(harness: Harness) -> None:
    h = harness
    await h.open_and_start("quatorze", ("alice", "bob"))
    for _ in range(MAX_DECISIONS):
        (name,) = await h.to_act()
        hand = await h.open_hand(h.players[name])
        legal = await legal_of(h, name)
        direct = [c for c in buttons(hand) if tail_of(c).startswith("play:") and "→" in c.get("label", "")]
        if direct:
            action = tail_of(direct[0])
            card = action.split(":")[1]
            assert [a for a in legal if a.split(":")[1] == card] == [action], "the card's only play"
            log = len(await h.store.actions(h.table_id or 0))
            await h.players[name].click(h.live(hand), custom_id=direct[0]["custom_id"])
            new = (await h.store.actions(h.table_id or 0))[log]
            assert (new.seat, new.action) == (await seat_of(h, name), action), "played with one click"
            return
        await h.decide(h.players[name], hand)
    raise AssertionError("no card with a single column came up")


async def test_the_one_hidden_card_is_pre_selected_in_a_quattro_exchange(harness: Harness) -> None:
    h = harness
    await h.open_and_start("quattro-exchange", ("alice", "bob"))
    for _ in range(MAX_DECISIONS):
        pinged = await h.to_act()
        assert pinged, "the game ended without an exchange with one hidden card"
        name = h.rng.choice(pinged)
        view = (await h.bot.tables.private_view(h.table_id or 0, h.players[name].id)).view
        hand = await h.open_hand(h.players[name])
        exchanges = [a for a in view["legal"] if a.startswith("exchange:")]
        if exchanges and len(view["hand"]) == 1:
            (only,) = view["hand"]
            picked = [c for c in walk(hand.components) if tail_of(c).split("#")[0].endswith(f"::{only}")]
            assert picked and picked[0].get("disabled"), "the only hidden card is already chosen"
            v = exchanges[0].split(":")[1]
            await h.click_tail(h.players[name], hand, f"ui:draft:{v}:{only}")  # click 1: the virtual player
            hand = h.stored(hand)  # redrawn in place
            await h.click_tail(h.players[name], hand, f"exchange:{v}:{only}")  # click 2: Confirm
            last = (await h.store.actions(h.table_id or 0))[-1]
            assert (last.seat, last.action) == (await seat_of(h, name), f"exchange:{v}:{only}")
            return
        await h.decide(h.players[name], hand)
    raise AssertionError("not reached")


async def play_recording(h: Harness) -> list[tuple[str, int]]:
    """Play the game to its end; returns (who was to act, how many legal actions they had)."""
    seen: list[tuple[str, int]] = []
    for _ in range(MAX_DECISIONS):
        pinged = await h.to_act()
        if not pinged:
            return seen
        name = h.rng.choice(pinged)
        seen.append((name, len(await legal_of(h, name))))
        await h.decide(h.players[name], await h.open_hand(h.players[name]))
    raise AssertionError("the game did not end")


async def test_autoplay_on_plays_your_forced_moves_and_off_leaves_them_to_you(harness: Harness) -> None:
    h = harness
    reply = await h.slash(h.players["bob"], "settings", autoplay=True)
    assert reply.ephemeral and autoplay_setting_line(True) in text_of(reply.response)
    await h.open_and_start("quattro-tricks", ("alice", "bob", "carol"))
    seen = await play_recording(h)
    assert (await public(h))["phase"] == "finished", "the game went on to its end"
    assert all(count > 1 for name, count in seen if name == "bob"), "bob never had to click a forced move"
    assert any(count == 1 for name, count in seen if name == "alice"), "alice (off) clicks her own"
    channel = "\n".join(text_of(m) or "" for m in h.visible_messages(h.players["erin"]))
    assert "⚡ bob had only one legal move: played for them (autoplay)." in channel
    log = await h.store.actions(h.table_id or 0)
    bob = await seat_of(h, "bob")
    assert sum(1 for a in log if a.seat == bob and a.action.startswith("play:")) == 12 * 3  # all his cards


async def test_an_owed_forced_move_is_made_after_a_restart(harness: Harness) -> None:
    """The forced move is stored as owed (``bots_due``) with the action that began the turn; a crash
    before it is made loses nothing: the sweeper makes it after the restart."""
    h = harness
    await h.slash(h.players["bob"], "settings", autoplay=True)
    await h.open_and_start("quattro-tricks", ("alice", "bob", "carol"))
    rng = random.Random(3)
    table_id, bob = h.table_id or 0, h.players["bob"].id
    for _ in range(MAX_DECISIONS):
        # Actions straight through the service, as a click does before its bot moves run: then "crash".
        state = await h.bot.tables.table(table_id)
        (seat,) = state.to_act[:1]
        user = state.table.user_at(seat)
        legal = (await h.bot.tables.private_view(table_id, user)).view["legal"]
        await h.bot.tables.act(table_id, user, state.table.version, rng.choice(legal))
        record = await h.store.get_table(table_id)
        if record is not None and record.bots_due:
            break
    else:
        raise AssertionError("bob never had a forced move")
    owed = await h.bot.tables.table(table_id)
    assert owed.to_act == (await seat_of(h, "bob"),) and len(await legal_of(h, "bob")) == 1
    log = len(await h.store.actions(table_id))
    await h.restart()
    await h.env.advance_time(2)
    made = (await h.store.actions(table_id))[log:]
    assert made and made[0].seat == await seat_of(h, "bob"), "the sweeper made bob's forced move"
    assert (await h.bot.tables.table(table_id)).table.seat_of(bob) not in (
        await h.bot.tables.table(table_id)
    ).to_act
