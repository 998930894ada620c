"""What a player acts on stays near the bottom of the chat (issue 36), at a real table (SimCord).

- Help answers (Rules, Score sheet, Last trick, a "?") edit one private message per player and table
  instead of piling up new ones (bot/adapter/help_answers.py).
- When more than a phone screen of the bot's own messages piled up below the table message, the next
  turn brings the table message back to the bottom, the old one deleted (bot/adapter/below.py).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.adapter.below import SCREEN_PX, estimate_px
from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.games import game_taking_turns
from tests.support.harness import Harness, tail_of, text_of, walk

TOKEN_LIFE = timedelta(minutes=15)  # Discord's, for every interaction token
CLOCK = 60  # the turn clock of the table whose clocks run out


def help_messages(h: Harness, name: str) -> list[Any]:
    """The private messages ``name`` sees in the channel that are no hand (a hand has buttons)."""
    player = h.players[name]
    return [
        m
        for m in h.visible_messages(player)
        if m.channel_id == h.channel.id and m.is_ephemeral and not m.components
    ]


def buttons(message: Any) -> list[str]:
    return [tail_of(c) for c in walk(message.components or []) if c.get("type") == 2]


async def test_rules_then_score_sheet_then_last_trick_leave_one_private_help_message(
    harness: Harness,
) -> None:
    h = harness
    await start_three_player_game(h)
    table = await h.table_message()
    asked = [tail for tail in ("ui:rules", "ui:sheet", "ui:last") if tail in buttons(table)]
    assert len(asked) >= 2, "the table message offers Rules and at least one history button"
    public_before = len(h.visible_messages(h.players["dave"]))

    for tail in asked:
        result = await h.click_tail(h.players["alice"], await h.table_message(), tail)
        assert result.response is not None or result.deferred, "every click is answered"

    [kept] = help_messages(h, "alice")
    # It shows the last answer: what carol, asking the same for the first time, reads too.
    carols = await h.click_tail(h.players["carol"], await h.table_message(), asked[-1])
    assert text_of(kept) == text_of(carols.response)
    assert kept.visible_to(h.players["alice"].id) and not kept.visible_to(h.players["bob"].id)
    assert len(h.visible_messages(h.players["dave"])) == public_before, "the channel saw nothing"
    assert (await h.table_message()).id == table.id, "the table message stayed as it was"

    # Another player's help message is their own; alice's is untouched.
    before = text_of(kept)
    await h.click_tail(h.players["bob"], await h.table_message(), "ui:rules")
    [bobs] = help_messages(h, "bob")
    assert bobs.id != kept.id and bobs.visible_to(h.players["bob"].id)
    assert not bobs.visible_to(h.players["alice"].id)
    assert text_of(h.stored(kept)) == before
    assert len(help_messages(h, "alice")) == 1


async def test_the_help_message_shows_the_last_answer(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    await h.click_tail(h.players["alice"], await h.table_message(), "ui:rules")
    [kept] = help_messages(h, "alice")
    rules = text_of(kept)
    await h.click_tail(h.players["alice"], await h.table_message(), "ui:sheet")
    [again] = help_messages(h, "alice")
    assert again.id == kept.id, "edited in place"
    assert text_of(again) != rules and "Score sheet" in text_of(again)
    await h.click_tail(h.players["alice"], await h.table_message(), "ui:rules")
    assert text_of(h.stored(kept)) == rules


async def test_once_its_token_runs_out_the_next_answer_is_a_new_message(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    await h.click_tail(h.players["alice"], await h.table_message(), "ui:rules")
    [first] = help_messages(h, "alice")
    await h.env.advance_time(TOKEN_LIFE.total_seconds())
    result = await h.click_tail(h.players["alice"], await h.table_message(), "ui:sheet")
    assert result.response is not None or result.followups
    older, newer = help_messages(h, "alice")
    assert older.id == first.id and "Score sheet" in text_of(newer)


async def test_a_failed_edit_posts_a_new_help_message(harness: Harness) -> None:
    """Dismissed by the player (Discord then refuses the edit): the answer still comes."""
    h = harness
    await start_three_player_game(h)
    await h.click_tail(h.players["alice"], await h.table_message(), "ui:rules")
    h.env.inject_error("PATCH", "/webhooks/*", status=404, code=10008, message="Unknown Message")
    result = await h.click_tail(h.players["alice"], await h.table_message(), "ui:sheet")
    assert result.deferred and len(result.followups) == 1
    assert "Score sheet" in text_of(result.followups[0]) and result.followups[0].ephemeral


# ---------------------------------------------------------------------------- the table comes down
async def clocked_table(h: Harness) -> None:
    """Three people at a game taking turns, with a turn clock of ``CLOCK`` seconds."""
    alice = h.players["alice"]
    await h.slash(alice, "play", game=game_taking_turns(3).id)
    for name in ("bob", "carol"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    result = await h.click_tail(alice, await h.table_message(), "lobby:setup")
    panel = h.stored(result.response)
    menu = next(c for c in walk(panel.components) if tail_of(c) == "lobby:clock")
    await alice.select(h.live(panel), [str(CLOCK)], custom_id=menu["custom_id"])
    await h.click_tail(alice, await h.table_message(), "lobby:start")


def public_messages(h: Harness) -> list[Any]:
    messages = h.env.backend.messages.get(h.channel.id, {}).values()
    return sorted((m for m in messages if not m.is_ephemeral), key=lambda m: m.id)


def table_messages(h: Harness) -> list[Any]:
    """The channel's public messages that are a table message (its Rules button is on no other)."""
    return [m for m in public_messages(h) if "ui:rules" in buttons(m)]


async def test_a_table_buried_by_notices_comes_back_to_the_bottom_when_a_turn_begins(
    harness: Harness,
) -> None:
    """Players drift away: a clock runs out, the channel is told, the next player plays, another clock
    runs out… (never twice in a row for one seat, which would put it on autopilot). Once those notices
    are taller than a phone screen, the next turn leaves the table message at the bottom, just above the
    turn ping, and the old one is deleted: the channel has no more messages than before."""
    h = harness
    await clocked_table(h)
    first = await h.table_message()
    moved, timed_out = None, set()
    for _ in range(40):
        [name] = await h.to_act()
        count_before = len(public_messages(h))
        if name in timed_out:  # back from a coffee: they play their turn themselves
            timed_out.discard(name)
            await h.decide(h.players[name], await h.open_hand(h.players[name]))
        else:  # their clock runs out: a notice, and the next turn begins
            timed_out.add(name)
            await h.env.advance_time(CLOCK + 1)
        current = await h.table_message()
        if current.id != first.id:
            moved = current
            # The notice and the turn ping are new; the table message is replaced, not added.
            assert len(public_messages(h)) <= count_before + 2
            break
    assert moved is not None, "the table message came back down"
    assert first.id not in h.env.backend.messages[h.channel.id], "the old one is gone"
    assert table_messages(h) == [h.stored(moved)], "one table message in the channel"
    below = [m for m in public_messages(h) if m.id > moved.id]
    assert len(below) == 1 and h.mentioned_players(below[0]), "only the turn ping below it"
    assert f"/{h.channel.id}/{moved.id})" in text_of(below[0]), "the ping jumps to the new table message"

    # The game goes on on the new message: it is edited, not posted again.
    [name] = await h.to_act()
    await h.decide(h.players[name], await h.open_hand(h.players[name]))
    assert (await h.table_message()).id == moved.id
    assert table_messages(h) == [h.stored(moved)]
    assert (await h.bot.tables.table(h.table_id or 0)).table.status == "playing"


async def test_a_quiet_game_never_posts_its_table_again(harness: Harness) -> None:
    """Only the turn pings go out (each deleted when answered): the table message stays where it is."""
    h = harness
    await start_three_player_game(h)
    first = await h.table_message()
    state = await h.bot.tables.table(h.table_id or 0)
    round_at_start = (state.public or {}).get("round")
    decisions = 0
    for _ in range(15):
        state = await h.bot.tables.table(h.table_id or 0)
        if state.table.status != "playing" or (state.public or {}).get("round") != round_at_start:
            break  # a round scored is a message worth keeping: not quiet any more
        name = (await h.to_act())[0]
        await h.decide(h.players[name], await h.open_hand(h.players[name]))
        decisions += 1
        assert (await h.table_message()).id == first.id
    assert decisions >= 10
    assert table_messages(h) == [h.stored(first)]
    assert h.bot.publisher.table_message.below.height(h.table_id or 0) <= SCREEN_PX


def test_a_longer_message_is_estimated_taller() -> None:
    short = estimate_px("⏳ <@1> to play")
    assert estimate_px("⏳ <@1> to play\n" + "word " * 40) > short
    assert estimate_px("x", button_rows=1) > estimate_px("x")
    assert estimate_px("[Jump to table](https://discord.com/channels/1/2/3)") == estimate_px("Jump to table")


async def test_the_estimate_is_close_to_what_a_phone_shows(harness: Harness, screens: Any) -> None:
    """The messages a game posts below its table, and the table message, estimated as ``below`` does and
    measured as a 380 px phone draws them (tests/support/screens, headless chromium): each within a
    quarter of its real height (at the last calibration: notices 84 px estimated and measured, a ping
    124 for 120, the table message 790 for 835)."""
    h = harness
    await clocked_table(h)
    timed_out: set[str] = set()
    for _ in range(4):
        [name] = await h.to_act()
        if name in timed_out:
            timed_out.discard(name)
            await h.decide(h.players[name], await h.open_hand(h.players[name]))
        else:
            timed_out.add(name)
            await h.env.advance_time(CLOCK + 1)
    table = await h.table_message()
    below = [m for m in public_messages(h) if m.id > table.id]
    assert len(below) >= 3
    estimated = [estimate_px(m.content, button_rows=1 if m.components else 0) for m in below]
    measured = [screens.height(m, 380) for m in below]
    state = await h.bot.tables.table(h.table_id or 0)
    screen, _view = h.bot.publisher.table_message.screen(state)
    table_px = estimate_px(screen.content, button_rows=len(screen.rows), picture=True, embed=True)
    measured_table = screens.height(table, 380)
    print(f"\nbelow the table at 380 px: estimated {estimated}, measured {measured}")
    print(f"the table message at 380 px: estimated {table_px}, measured {measured_table}")
    assert abs(sum(estimated) - sum(measured)) <= sum(measured) / 4
    assert abs(table_px - measured_table) <= measured_table / 4
