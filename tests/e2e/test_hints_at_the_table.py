"""💡 Hints at the table (issue 39), through the real discord.py client on SimCord: a player at a casual
table asks for a hint on their turn and reads, privately, one of their legal moves with a reason in
words; ▶️ Play it plays it; a host who turns hints off takes the button away; a click from someone not
seated, or on an out-of-date hand, is refused and changes nothing; a finished game with a hint shows its
hints and is not rated; a Korean player reads the hint in Korean."""

from __future__ import annotations

from typing import Any

import pytest
from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID
from bot.i18n import _, language
from bot.render.hints import GENERIC_REASON, HINT_STEP, NOT_RATED, PLAY_IT
from tests.support.games import game_id_for
from tests.support.harness import BUTTON, Harness, message_text, tail_of, walk
from tests.support.locales import HANGUL, speak
from tests.support.text import text_of

GAME = game_id_for(2)


async def _open_with_hints(h: Harness, names: tuple[str, ...]) -> None:
    """People at a table whose host turned 💡 hints on in the 🤖 panel (among people they are off unless
    the host chooses: one player's hint would leave everyone's game unrated), then Start."""
    host = h.players[names[0]]
    await h.slash(host, "play", game=GAME)
    for name in names[1:]:
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    assert "💡 Hints: off" in text_of(await h.table_message()), "people only: off until the host chooses"
    panel = (await h.click_tail(host, await h.table_message(), "lobby:setup")).response
    await h.click_tail(host, h.env.backend.get_message(panel.channel_id, panel.id), "lobby:hints:on")
    assert "💡 Hints: on (a game with hints is not rated)" in text_of(await h.table_message())
    await h.click_tail(host, await h.table_message(), "lobby:start")


async def _turn(h: Harness) -> tuple[str, Any]:
    """The first player to act, and their hand (opened from the table message)."""
    name = (await h.to_act())[0]
    return name, await h.open_hand(h.players[name])


def _tails(message: Any) -> list[str]:
    return [tail_of(c) for c in walk(message.components or []) if c.get("type") == BUTTON]


async def _ask_hint(h: Harness, name: str, hand: Any) -> tuple[Any, Any]:
    """Press 💡 Hint on a hand: the click's result and the private message it filled."""
    result = await h.click_tail(h.players[name], hand, HINT_STEP)
    reply = result.response
    assert reply is not None and result.ephemeral, "answered privately"
    return result, h.env.backend.get_message(reply.channel_id, reply.id)


async def _legal(h: Harness, name: str) -> list[str]:
    table = await h.bot.tables.table_in_channel(h.channel.id)
    return (await h.bot.tables.private_view(table.table.id, h.players[name].id)).view["legal"]


async def test_a_hint_is_one_of_your_moves_with_a_reason_seen_by_you_only_and_play_it_plays_it(
    harness: Harness,
) -> None:
    h = harness
    await _open_with_hints(h, ("alice", "bob"))
    name, hand = await _turn(h)
    other = "bob" if name == "alice" else "alice"
    assert HINT_STEP in _tails(hand), "a table with hints on offers them on your turn"
    legal = await _legal(h, name)
    channel_before = len(list(h.channel.history()))
    _result, shown = await _ask_hint(h, name, hand)
    text = message_text(shown)
    [play] = [c for c in walk(shown.components or []) if c.get("label") == PLAY_IT]
    suggested = tail_of(play)
    assert suggested in legal, text
    lines = text_of(shown).splitlines()
    assert lines[0].startswith("💡") and "#cards" in lines[0], "names its table"
    assert lines[1].startswith("Suggested: **") and lines[2] and lines[2] != _(GENERIC_REASON), text
    assert NOT_RATED in text
    assert len(list(h.channel.history())) == channel_before, "nothing in the channel"
    assert "Suggested" not in h.visible_text(h.players[other]), "the other player sees no hint"

    table = await h.bot.tables.table_in_channel(h.channel.id)
    seat = table.table.seat_of(h.players[name].id)
    assert await h.store.hints_used(table.table.id) == {seat: 1}
    await h.click_tail(h.players[name], h.stored(shown), suggested)
    log = await h.store.stored_log(table.table.id)
    assert (log.actions[-1].seat, log.actions[-1].action) == (seat, suggested), "Play it played it"
    # Clicked again (the hint stood for an older version): refused like any stale button, nothing played.
    click = {"custom_id": play["custom_id"], "component_type": BUTTON}
    await _component_interaction(h.players[name], h.stored(shown), click)
    assert len((await h.store.stored_log(table.table.id)).actions) == len(log.actions)


async def test_a_host_who_turns_hints_off_takes_the_button_away(harness: Harness) -> None:
    h = harness
    host = h.players["alice"]
    await h.slash(host, "play", game=GAME)
    lobby = await h.table_message()
    assert "💡 Hints: on (a game with hints is not rated)" in text_of(lobby)
    panel = (await h.click_tail(host, lobby, "lobby:setup")).response
    panel = h.env.backend.get_message(panel.channel_id, panel.id)
    await h.click_tail(host, panel, "lobby:hints:off")
    assert "💡 Hints: off" in text_of(await h.table_message())
    assert "lobby:hints:on" in _tails(h.stored(panel)), "the panel offers to turn them on again"
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    await h.click_tail(host, await h.table_message(), "lobby:start")
    name, hand = await _turn(h)
    assert HINT_STEP not in _tails(hand)
    # A hint asked for anyway (an id the hand does not show): refused in words, nothing counted.
    table = (await h.bot.tables.table_in_channel(h.channel.id)).table
    click = {"custom_id": make(table.id, table.version, HINT_STEP), "component_type": BUTTON}
    result = await _component_interaction(h.players[name], h.stored(hand), click)
    assert result.ephemeral and text_of(result.response) == _(FOREIGN_ID)
    assert await h.store.hints_used(table.id) == {}


async def test_a_hint_from_someone_not_seated_is_refused_and_changes_nothing(harness: Harness) -> None:
    """carol holds no seat and no hand: a hint id sent from the table message (no client shows her one)
    is refused in one sentence (the service refuses it too: tests/bot/tables/test_hints.py)."""
    h = harness
    await _open_with_hints(h, ("alice", "bob"))
    table = (await h.bot.tables.table_in_channel(h.channel.id)).table
    click = {"custom_id": make(table.id, table.version, HINT_STEP), "component_type": BUTTON}
    refused = await _component_interaction(h.players["carol"], await h.table_message(), click)
    assert refused.ephemeral and text_of(refused.response) == _(FOREIGN_ID)
    assert "Suggested" not in h.visible_text(h.players["carol"])
    assert await h.store.hints_used(table.id) == {}
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == table.version


@pytest.mark.slow
async def test_a_finished_game_with_a_hint_shows_it_and_is_not_rated(harness: Harness) -> None:
    h = harness
    await _open_with_hints(h, ("alice", "bob"))
    name, hand = await _turn(h)
    await _ask_hint(h, name, hand)
    await h.play_until_over()
    table_id = (await h.store.finished_with_logs())[-1]
    assert await h.store.rating_changes(table_id) == []
    assert (
        await h.store.player_ratings(h.env.backend.get_channel(h.channel.id).guild_id, h.players[name].id)
        == {}
    )
    standings = "\n".join(message_text(h.stored(m)) for m in h.channel.history())
    assert "💡 1 hint · A game with hints is not rated." in standings
    history = text_of((await h.slash(h.players["alice"], "history")).response)
    assert "💡 1 hint" in history


async def test_a_korean_player_reads_the_hint_in_korean(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    await _open_with_hints(h, ("alice", "bob"))
    name = (await h.to_act())[0]
    speak(monkeypatch, {h.players[name].id: "ko"})
    hand = await h.open_hand(h.players[name])
    _result, shown = await _ask_hint(h, name, hand)
    text = text_of(shown)
    with language("ko"):
        assert _(NOT_RATED) in text and _(NOT_RATED) != NOT_RATED
    reason = text.splitlines()[2]
    assert HANGUL.search(reason), text


async def test_a_hint_on_a_hand_by_dm_answers_in_the_dm(harness: Harness) -> None:
    h = harness
    for name in ("alice", "bob"):
        await h.slash(h.players[name], "settings", dm_hands=True)
    await _open_with_hints(h, ("alice", "bob"))
    name = (await h.to_act())[0]
    user = h.players[name].user
    [hand] = [h.stored(m) for m in user.dm_channel.history() if m.components]
    [button] = [c for c in walk(hand.components) if c.get("type") == BUTTON and tail_of(c) == HINT_STEP]
    channel_before = len(list(h.channel.history()))
    result = await user.click(h.live(hand), custom_id=button["custom_id"])
    reply = h.env.backend.get_message(result.response.channel_id, result.response.id)
    assert reply.channel_id == user.dm_channel.id and text_of(reply).startswith("💡")
    [play] = [c for c in walk(reply.components or []) if c.get("label") == PLAY_IT]
    assert tail_of(play) in await _legal(h, name)
    assert len(list(h.channel.history())) == channel_before, "nothing in the channel"
