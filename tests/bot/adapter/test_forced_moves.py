"""Fewer clicks for forced moves, at a real table (SimCord): /settings autoplay makes a person's only
legal move for them (and the game goes on), even across a restart. The games' own one-click shortcuts are
tested with each game (``test_<game>_forced_moves.py``)."""

from __future__ import annotations

import random

from bot.render.autoplay_lines import autoplay_setting_line
from bot.tables.history import replay_game
from bot.tables.replays import build
from games import registry
from tests.support.games import game_for
from tests.support.harness import Harness, text_of

MAX_DECISIONS = 400


async def seat_of(h: Harness, name: str) -> int:
    seat = (await h.bot.tables.table(h.table_id or 0)).table.seat_of(h.players[name].id)
    assert seat is not None
    return seat


async def legal_of(h: Harness, name: str) -> list[str]:
    return (await h.bot.tables.private_view(h.table_id or 0, h.players[name].id)).view["legal"]


async def forced_in_the_log(h: Harness, seat: int) -> tuple[int, int]:
    """The finished game's stored log replayed: (the seat's actions, those that were its only legal move)."""
    log = await h.store.stored_log(h.table_id or 0)
    assert log is not None
    rules, replay = registry.get(log.table.game_id), build(replay_game(log))
    mine = [(before, a) for before, a in zip(replay.states, log.actions, strict=False) if a.seat == seat]
    return len(mine), sum(1 for before, _ in mine if len(rules.legal_actions(before, seat)) == 1)


async def play_recording(h: Harness, tables: list[str] | None = None) -> list[tuple[str, int]]:
    """Play the game to its end; returns (who was to act, how many legal actions they had). ``tables``
    collects the table message's text after each decision."""
    seen: list[tuple[str, int]] = []
    for _ in range(MAX_DECISIONS):
        pinged = await h.to_act()
        if not pinged:
            return seen
        name = h.rng.choice(pinged)
        seen.append((name, len(await legal_of(h, name))))
        await h.decide(h.players[name], await h.open_hand(h.players[name]))
        if tables is not None:
            tables.append(text_of(await h.table_message()))
    raise AssertionError("the game did not end")


async def test_autoplay_on_plays_your_forced_moves_and_off_leaves_them_to_you(harness: Harness) -> None:
    h = harness
    reply = await h.slash(h.players["bob"], "settings", autoplay=True)
    assert reply.ephemeral and autoplay_setting_line(True) in text_of(reply.response)
    await h.open_and_start(game_for(3).id, ("alice", "bob", "carol"))
    tables: list[str] = []
    seen = await play_recording(h, tables)
    assert (await h.bot.tables.table(h.table_id or 0)).table.status == "finished", "the game went on"
    assert all(count > 1 for name, count in seen if name == "bob"), "bob never had to click a forced move"
    assert any(count == 1 for name, count in seen if name == "alice"), "alice (off) clicks her own"
    said = "⚡ bob had only one legal move: played for them (autoplay)."
    assert any(said in table for table in tables), "the table message told everyone, with the last turn"
    assert not all(said in table for table in tables), "…until the next turn"
    channel = "\n".join(text_of(m) or "" for m in h.visible_messages(h.players["erin"]))
    assert "had only one legal move" not in channel, "no channel message per batch of forced moves"
    played, forced = await forced_in_the_log(h, await seat_of(h, "bob"))
    clicked = sum(1 for name, _ in seen if name == "bob")
    assert forced > 0 and played == clicked + forced, "each of bob's forced moves was made for him"


async def test_an_owed_forced_move_is_made_after_a_restart(harness: Harness) -> None:
    """The forced move is stored as owed (``bots_due``) with the action that began the turn; a crash
    before it is made loses nothing: the sweeper makes it after the restart."""
    h = harness
    await h.slash(h.players["bob"], "settings", autoplay=True)
    await h.open_and_start(game_for(3).id, ("alice", "bob", "carol"))
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
