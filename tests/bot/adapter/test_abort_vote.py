"""/abort in a game under way: a vote of the players, on one public prompt edited in place."""

from __future__ import annotations

from typing import Any

from bot.render.abort_vote import VOTE_NO, VOTE_YES
from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.harness import Harness, message_text, tail_of, text_of, walk


def channel_messages(h: Harness) -> set[int]:
    return set(h.env.backend.messages[h.channel.id])


def prompt_of(h: Harness, result: Any) -> Any:
    assert result.response is not None and not result.ephemeral, "the vote is public"
    return h.env.backend.get_message(result.response.channel_id, result.response.id)


def buttons(stored: Any) -> list[str]:
    return [tail_of(c) for c in walk(stored.components or []) if "custom_id" in c]


async def test_the_players_vote_the_game_to_an_end(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    prompt = prompt_of(h, await h.slash(h.players["bob"], "abort"))
    assert buttons(prompt) == [VOTE_YES, VOTE_NO]
    assert "End the game" in message_text(prompt) and "1 of 2 needed" in text_of(prompt)
    assert await h.bot.tables.table_in_channel(h.channel.id) is not None, "one vote is not enough"
    count = channel_messages(h)

    await h.click_tail(h.players["carol"], prompt, VOTE_NO)
    prompt = h.stored(prompt)
    assert f"Keep playing: <@{h.players['carol'].id}>" in text_of(prompt)
    await h.click_tail(h.players["alice"], prompt, VOTE_YES)
    prompt = h.stored(prompt)
    assert "ended" in text_of(prompt) and not buttons(prompt), "the prompt shows the result, no buttons"
    # Votes edit the prompt and post nothing new; the ended game's turn ping is gone.
    assert channel_messages(h) < count
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    assert "closed" in text_of(await h.table_message())


async def test_a_second_abort_counts_as_a_vote_on_the_open_prompt(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    prompt = prompt_of(h, await h.slash(h.players["alice"], "abort"))
    again = await h.slash(h.players["alice"], "abort")
    assert again.ephemeral and "counted" in text_of(again.response)
    assert "1 of 2 needed" in text_of(h.stored(prompt)), "alice counts once"
    outsider = await h.click_tail(h.players["dave"], h.stored(prompt), VOTE_YES)
    assert outsider.ephemeral and "players at the table vote" in text_of(outsider.response)
    last = await h.slash(h.players["carol"], "abort")
    assert last.ephemeral
    assert "ended" in text_of(h.stored(prompt)) and not buttons(h.stored(prompt))
    assert await h.bot.tables.table_in_channel(h.channel.id) is None


async def test_most_players_keep_playing(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    prompt = prompt_of(h, await h.slash(h.players["alice"], "abort"))
    await h.click_tail(h.players["bob"], prompt, VOTE_NO)
    await h.click_tail(h.players["carol"], h.stored(prompt), VOTE_NO)
    assert "goes on" in text_of(h.stored(prompt)) and not buttons(h.stored(prompt))
    assert await h.bot.tables.table_in_channel(h.channel.id) is not None


async def test_after_a_restart_the_prompt_opens_the_vote_again(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    prompt = prompt_of(h, await h.slash(h.players["alice"], "abort"))
    await h.restart()
    await h.click_tail(h.players["bob"], h.stored(prompt), VOTE_YES)
    assert "1 of 2 needed" in text_of(h.stored(prompt)), "bob's click opened a fresh vote in place"
    await h.click_tail(h.players["alice"], h.stored(prompt), VOTE_YES)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
