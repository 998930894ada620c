"""History on demand at a real table (SimCord): the table message's Score sheet and Last trick buttons
answer the clicker privately with what the public table knows, and add nothing to the channel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID
from games import registry
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
    """Press a history button on the table message; the answer is private and the channel unchanged.
    It is the player's help message, posted by their first such click and edited by the next ones
    (bot/adapter/help_answers.py): the newest private message of theirs without buttons."""
    player = h.players[name]
    others = [p for n, p in h.players.items() if n != name]
    before = [len(h.visible_messages(p)) for p in others]
    result = await h.click_tail(player, await h.table_message(), tail)
    assert result.ephemeral or result.deferred, f"{tail} answered in public"
    assert [len(h.visible_messages(p)) for p in others] == before, f"{tail} added to the channel"
    mine = [m for m in h.visible_messages(player) if m.channel_id == h.channel.id and m.is_ephemeral]
    return text_of([m for m in mine if not m.components][-1])


def tails(message: Any) -> list[str]:
    return [tail_of(c) for c in walk(message.components or []) if c.get("type") == 2]


def has_tricks(rules: Any) -> bool:
    """A game whose views show a last trick (the table message's Last trick button is its)."""
    return "last_trick" in rules.view(rules.new_game(players=rules.min_players, seed=3), None)


@pytest.mark.parametrize("game_id", [r.id for r in registry.all() if not has_tricks(r)])
async def test_games_without_tricks_have_no_last_trick_button_and_a_forged_one_is_refused(
    harness: Harness, game_id: str
) -> None:
    h = harness
    await start(h, game_id, tuple(h.players)[: registry.get(game_id).min_players])
    message = await h.table_message()
    assert "ui:last" not in tails(message) and "ui:sheet" in tails(message)
    assert "📋 **Score sheet" in await ask(h, "bob", "ui:sheet")
    version = (await h.bot.tables.table(h.table_id or 0)).table.version
    custom_id = make(h.table_id or 0, version, "ui:last")
    click = {"custom_id": custom_id, "component_type": 2}
    forged = await _component_interaction(h.players["alice"], message, click)
    assert forged.ephemeral and text_of(forged.response) == FOREIGN_ID  # not on the message: refused
