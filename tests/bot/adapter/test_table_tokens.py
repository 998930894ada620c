"""The table message is edited through an interaction's token (off Discord's global rate limit) for as
long as its game goes on: a click on the table message renews the token before its quarter of an hour
runs out (bot/adapter/table_tokens.py). The click's player notices nothing: their answer still comes
privately, and a hand opened that way still lights up when their turn comes."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.adapter.table_tokens import RENEW_BEFORE
from tests.bot.adapter.test_commands import start_three_player_game
from tests.bot.adapter.test_live_hands import enabled_actions, names_by_turn
from tests.e2e.test_a_table_in_its_thread import threads_on
from tests.support.games import game_id_for
from tests.support.harness import Harness, text_of

TOKEN_LIFE = timedelta(minutes=15)  # Discord's, for every interaction token
# Past the point where a click renews the table message's token, well before the token runs out.
NEAR_ITS_END = (TOKEN_LIFE - RENEW_BEFORE + timedelta(minutes=1)).total_seconds()
# Then far enough that Start's token (and every lobby click's) has run out, but not the renewed one.
PAST_START_TOKEN = (TOKEN_LIFE - timedelta(seconds=NEAR_ITS_END) + timedelta(minutes=1)).total_seconds()


def table_edits(h: Harness, since: int, message_id: int) -> tuple[list[Any], list[Any]]:
    """The table message's edits since ``since``: as a channel message (globally limited), and through
    an interaction's webhook (exempt)."""
    calls = [c for c in h.env.http_requests[since:] if c.method == "PATCH"]
    by_channel = [c for c in calls if c.path.endswith(f"/channels/{h.channel.id}/messages/{message_id}")]
    by_token = [c for c in calls if c.path.startswith("/webhooks/") and c.path.endswith("/@original")]
    return by_channel, by_token


async def test_a_click_on_the_table_message_while_its_token_is_young_is_answered_as_always(
    harness: Harness,
) -> None:
    h = harness
    await start_three_player_game(h)
    first, _second = await names_by_turn(h)

    result = await h.click_tail(h.players[first], await h.table_message(), "ui:hand")

    assert not result.deferred and result.response is not None and result.ephemeral
    assert enabled_actions(h.stored(result.response)), "their hand, their turn"


async def test_a_click_near_the_tokens_end_renews_it_so_a_long_game_stays_off_the_global_limit(
    harness: Harness,
) -> None:
    h = harness
    await start_three_player_game(h)
    first, second = await names_by_turn(h)
    table = await h.table_message()
    first_hand = await h.open_hand(h.players[first])  # young token: answered as always
    await h.env.advance_time(NEAR_ITS_END)

    # The next player opens their hand from the table message: it comes privately, as always.
    result = await h.click_tail(h.players[second], table, "ui:hand")
    [hand] = result.followups
    assert hand.ephemeral and "Waiting for" in text_of(hand), "their hand, not their turn yet"
    assert all(
        hand.id not in {m.id for m in h.visible_messages(h.players[n])}
        for n in ("alice", "bob", "carol")
        if n != second
    )

    # The table's first move, and its edit, after Start's token has run out.
    await h.env.advance_time(PAST_START_TOKEN)
    since = len(h.env.http_requests)
    await h.decide(h.players[first], first_hand)

    by_channel, by_token = table_edits(h, since, table.id)
    assert by_token and not by_channel, "the move's table edit went through the renewed token"
    version = (await h.bot.tables.table_in_channel(h.channel.id)).table.version
    assert f":{version}:" in str((await h.table_message()).components), "the table message shows the move"
    lit = h.stored(hand)
    assert enabled_actions(lit) and "Waiting for" not in text_of(lit), "the hand lit up for their turn"


async def test_without_a_click_on_the_table_message_its_edits_fall_back_to_the_channel(
    harness: Harness,
) -> None:
    """The control: the same move with no click on the table message since Start, a quarter of an hour
    earlier: no token can edit it any more, so the edit is a channel message edit (globally limited)."""
    h = harness
    await start_three_player_game(h)
    first, _second = await names_by_turn(h)
    table = await h.table_message()
    hand = await h.open_hand(h.players[first])  # young token: answered as always, no renewal
    await h.env.advance_time(NEAR_ITS_END + PAST_START_TOKEN)
    since = len(h.env.http_requests)

    await h.decide(h.players[first], hand)

    by_channel, by_token = table_edits(h, since, table.id)
    assert by_channel and not by_token


async def test_a_table_in_its_thread_gets_a_token_from_the_first_click_on_its_message(
    harness: Harness,
) -> None:
    """The bot posts a thread's table message itself (no command's answer, so no token): the first click
    on it gives one, and the game's edits in the thread go through it."""
    h = harness
    await threads_on(h)
    await h.open_and_start(game_id_for(2), ("alice", "bob"))
    (h.channel,) = h.channel.threads
    first, _second = await names_by_turn(h)
    table = await h.table_message()

    hand = await h.open_hand(h.players[first])
    since = len(h.env.http_requests)
    await h.decide(h.players[first], hand)

    by_channel, by_token = table_edits(h, since, table.id)
    assert by_token and not by_channel
