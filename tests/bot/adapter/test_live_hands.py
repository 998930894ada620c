"""A hand opened before your turn lights up when your turn begins, without another click."""

from __future__ import annotations

from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.games import shortest_game
from tests.support.harness import Harness, tail_of, text_of, walk


def enabled_actions(stored) -> list[str]:
    return [
        tail_of(c)
        for c in walk(stored.components or [])
        if not c.get("disabled") and tail_of(c).startswith(("play:", "bid:", "choose:", "ui:pick:"))
    ]


async def names_by_turn(h: Harness) -> tuple[str, str]:
    """The player to act, and the one after them."""
    state = await h.bot.tables.table_in_channel(h.channel.id)
    by_id = {member.id: name for name, member in h.players.items()}
    first = state.to_act[0]
    seats = len(state.table.players)
    return by_id[state.table.user_at(first)], by_id[state.table.user_at((first + 1) % seats)]


async def test_an_open_hand_is_redrawn_when_the_turn_comes(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    state = await h.bot.tables.table_in_channel(h.channel.id)
    first, second = await names_by_turn(h)

    waiting = await h.open_hand(h.players[second])
    assert enabled_actions(waiting) == [], "not their turn yet: nothing to click"
    assert "Waiting for" in text_of(waiting)

    await h.decide(h.players[first], await h.open_hand(h.players[first]))

    redrawn = h.env.backend.get_message(waiting.channel_id, waiting.id)
    assert enabled_actions(redrawn), "the same message now offers their decision"
    assert "Waiting for" not in text_of(redrawn)
    await h.decide(h.players[second], redrawn)
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == state.table.version + 2


async def test_when_the_game_ends_every_open_hand_and_dm_hand_shows_the_end(harness: Harness) -> None:
    """Not only the hand of whoever made the last move: alice's open hand and bob's hand by DM both say
    the game is over and keep no button to act with (issue 36: 48 of 51 DM hands kept live buttons)."""
    h = harness
    game = shortest_game()
    await h.slash(h.players["bob"], "settings", dm_hands=True)
    await h.open_and_start(game.id, ("alice", "bob"))
    alice, bob = h.players["alice"], h.players["bob"]
    open_hand = await h.open_hand(alice)
    moves = {"alice": 0, "bob": 0}
    while acting := await h.to_act():
        name = acting[0]
        if name == "bob":
            dm = next(m for m in map(h.stored, bob.user.dm_channel.history()) if m.components)
            await h.decide(bob, dm)
        else:
            await h.decide(alice, open_hand)
        moves[name] += 1
    assert moves["alice"] and moves["bob"], "both played"
    ended = [h.stored(open_hand), *map(h.stored, bob.user.dm_channel.history())]
    for hand in ended:
        assert not enabled_actions(hand), f"a hand of an ended game offers no move: {text_of(hand)!r}"
        assert "Waiting for" not in text_of(hand), text_of(hand)
