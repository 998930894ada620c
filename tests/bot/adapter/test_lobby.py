"""The lobby in a channel: /play, Join, Leave, Start, Cancel and the host's option selects."""

from __future__ import annotations

from tests.support.games import game_for
from tests.support.harness import Harness, tail_of, text_of, walk

GAME = game_for(3)  # seats from 3 up: a lobby that alice, bob and carol can start


async def test_play_opens_a_lobby_with_the_host_seated(harness: Harness) -> None:
    h = harness
    result = await h.slash(h.players["alice"], "play", game=GAME.id)
    lobby = await h.table_message()
    assert lobby.id == result.response.id
    assert GAME.min_players < GAME.max_players, "a lobby that names a range of seats"
    seats = f"{GAME.min_players} to {GAME.max_players} players"
    assert GAME.name in text_of(lobby) and seats in text_of(lobby)
    assert f"<@{h.players['alice'].id}>" in text_of(lobby)
    tails = [tail_of(c) for c in walk(lobby.components)]
    assert {"lobby:join", "lobby:leave", "lobby:start", "lobby:cancel"} <= set(tails)


async def test_one_active_table_per_channel(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME.id)
    second = await h.slash(h.players["bob"], "play", game=GAME.id)
    assert second.ephemeral
    assert "already has a table" in text_of(second.response)


async def test_join_and_leave_update_the_seats(harness: Harness) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await h.slash(alice, "play", game=GAME.id)
    await h.click_tail(bob, await h.table_message(), "lobby:join")
    assert f"<@{bob.id}>" in text_of(await h.table_message())
    again = await h.click_tail(bob, await h.table_message(), "lobby:join")
    assert again.ephemeral and "already seated" in text_of(again.response)
    await h.click_tail(bob, await h.table_message(), "lobby:leave")
    assert f"<@{bob.id}>" not in text_of(await h.table_message())


async def test_start_needs_enough_players_and_the_host(harness: Harness) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await h.slash(alice, "play", game=GAME.id)
    await h.click_tail(bob, await h.table_message(), "lobby:join")
    # Start is shown disabled with two players; a forged click is still refused by the service.
    start = next(c for c in walk((await h.table_message()).components) if tail_of(c) == "lobby:start")
    assert start["disabled"]
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "lobby"


async def test_table_is_full_at_four(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME.id)
    for name in ("bob", "carol", "dave"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    join = next(c for c in walk((await h.table_message()).components) if tail_of(c) == "lobby:join")
    assert join["disabled"]


async def test_host_sets_an_option_others_cannot(harness: Harness) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await h.slash(alice, "play", game=GAME.id)
    lobby = await h.table_message()
    menu = next(c for c in walk(lobby.components) if tail_of(c) == "lobby:opt:custom_rule")
    refused = await bob.select(h.live(lobby), ["set_selection"], custom_id=menu["custom_id"])
    assert refused.ephemeral and "Only the host" in text_of(refused.response)
    await alice.select(h.live(lobby), ["set_selection"], custom_id=menu["custom_id"])
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state.table.options.custom_rule == "set_selection"
    assert (
        "Set-Selection" in text_of(await h.table_message())
        or "set selection" in text_of(await h.table_message()).lower()
    )


async def test_cancel_closes_the_lobby_and_frees_the_channel(harness: Harness) -> None:
    h = harness
    alice = h.players["alice"]
    await h.slash(alice, "play", game=GAME.id)
    lobby = await h.table_message()
    refused = await h.click_tail(h.players["bob"], lobby, "lobby:cancel")
    assert refused.ephemeral and "Only the host" in text_of(refused.response)
    await h.click_tail(alice, lobby, "lobby:cancel")
    assert "closed" in text_of(h.env.backend.get_message(lobby.channel_id, lobby.id))
    reopened = await h.slash(h.players["bob"], "play", game=GAME.id)
    assert not reopened.ephemeral


async def test_a_click_on_an_older_copy_links_to_the_table_message(harness: Harness) -> None:
    """After /table posted the lobby again below, the old copy's Join still works and points down to it."""
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await h.slash(alice, "play", game=GAME.id)
    old = await h.table_message()
    await h.slash(alice, "table")
    current = await h.table_message()
    assert current.id != old.id
    answer = await h.click_tail(bob, old, "lobby:join")
    assert answer.ephemeral and "above" not in text_of(answer.response)
    assert f"/{h.channel.id}/{current.id})" in text_of(answer.response)
    assert f"<@{bob.id}>" in text_of(await h.table_message())
