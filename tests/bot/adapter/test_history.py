"""History on demand at a real table (SimCord): the table message's Score sheet and Last trick buttons
answer the clicker privately with what the public table knows, and add nothing to the channel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID
from bot.render.history import FACE_DOWN, NO_TRICK_YET
from tests.support.harness import Harness, tail_of, text_of, walk

MAX_DECISIONS = 400


async def public(h: Harness) -> dict[str, Any]:
    state = await h.bot.tables.table(h.table_id or 0)
    assert state.public is not None
    return state.public


async def start(h: Harness, game_id: str, names: tuple[str, ...]) -> None:
    await h.open_and_start(game_id, names)
    await h.table_message()


async def play_until(h: Harness, done: Callable[[dict[str, Any]], bool] | None = None) -> None:
    """Whoever must act decides until ``done(public view)`` holds (or the game is over)."""
    for _ in range(MAX_DECISIONS):
        if done is not None and done(await public(h)):
            return
        pinged = await h.to_act()
        if not pinged:
            assert done is None, "the game ended first"
            return
        player = h.players[h.rng.choice(pinged)]
        await h.decide(player, await h.open_hand(player))
    raise AssertionError("not reached")


def last_public_message(h: Harness) -> Any:
    """The newest message everyone reads (the private answers to history buttons are skipped)."""
    watcher = h.players["erin"]  # never at these tables, never asks
    return [m for m in h.visible_messages(watcher) if m.channel_id == h.channel.id][-1]


async def ask(h: Harness, name: str, tail: str) -> str:
    """Press a history button on the table message; the answer is private and the channel unchanged."""
    others = [p for n, p in h.players.items() if n != name]
    before = [len(h.visible_messages(p)) for p in others]
    result = await h.click_tail(h.players[name], await h.table_message(), tail)
    assert result.ephemeral, f"{tail} answered in public"
    assert [len(h.visible_messages(p)) for p in others] == before, f"{tail} added to the channel"
    return text_of(result.response)


def tails(message: Any) -> list[str]:
    return [tail_of(c) for c in walk(message.components or []) if c.get("type") == 2]


async def test_quattro_tricks_score_sheet_and_last_trick_from_start_to_end(harness: Harness) -> None:
    h = harness
    await start(h, "quattro-tricks", ("alice", "bob", "carol"))
    assert tails(await h.table_message())[-4:] == ["ui:hand", "ui:last", "ui:sheet", "ui:rules"]
    assert NO_TRICK_YET in await ask(h, "alice", "ui:last")
    assert "No round has been scored yet." in await ask(h, "dave", "ui:sheet")  # a watcher may ask too

    await play_until(h, lambda v: v.get("last_trick") is not None and bool(v.get("trick")))
    view = await public(h)
    text = await ask(h, "bob", "ui:last")
    last = view["last_trick"]
    names = (await h.bot.tables.table(h.table_id or 0)).table.names
    assert f"(trick {last['no']})" in text and f"Won by {names[last['winner']]}" in text

    await play_until(h, lambda v: len(v.get("round_history") or []) == 1)
    view = await public(h)
    sheet = await ask(h, "carol", "ui:sheet")
    points = view["round_history"][0]["points"]
    assert sheet_row(sheet, "R1") == [f"{p:+d}" if p else "0" for p in points]
    assert sheet_row(sheet, "Total") == [str(s) for s in view["scores"]]
    assert f"Round 2 of {view['rounds']} is being played." in sheet

    await play_until(h)
    view = await public(h)
    assert view["phase"] == "finished"
    final = await h.table_message()
    assert "ui:sheet" in tails(final) and "ui:hand" not in tails(final)
    sheet = await ask(h, "alice", "ui:sheet")
    assert [sheet_row(sheet, f"R{r}") is not None for r in (1, 2, 3)] == [True] * 3
    assert sheet_row(sheet, "Total") == [str(s) for s in view["scores"]] and "🏁 Final:" in sheet


def sheet_row(content: str, label: str) -> list[str] | None:
    for line in content.split("```")[1].splitlines():
        cells = line.split()
        if cells and cells[0] == label:
            return cells[1:]
    return None


async def test_four_seasons_turns_the_last_trick_face_down_once_the_next_is_led(harness: Harness) -> None:
    h = harness
    await start(h, "four-seasons", ("alice", "bob", "carol"))
    await play_until(h, lambda v: v.get("last_trick") is not None)
    assert "🂠 **Last trick** (trick 1)" in await ask(h, "alice", "ui:last")
    await play_until(h, lambda v: bool(v.get("trick")))
    assert FACE_DOWN in await ask(h, "alice", "ui:last")


@pytest.mark.parametrize("game_id", ["quatorze", "quattro-exchange"])
async def test_games_without_tricks_have_no_last_trick_button_and_a_forged_one_is_refused(
    harness: Harness, game_id: str
) -> None:
    h = harness
    await start(h, game_id, ("alice", "bob"))
    message = await h.table_message()
    assert "ui:last" not in tails(message) and "ui:sheet" in tails(message)
    assert "📋 **Score sheet" in await ask(h, "bob", "ui:sheet")
    version = (await h.bot.tables.table(h.table_id or 0)).table.version
    custom_id = make(h.table_id or 0, version, "ui:last")
    click = {"custom_id": custom_id, "component_type": 2}
    forged = await _component_interaction(h.players["alice"], message, click)
    assert forged.ephemeral and text_of(forged.response) == FOREIGN_ID  # not on the message: refused
