"""A Quatorze hand shows each card once, at a real table (SimCord), issue 36: while its player decides a
power's step (the cards are not the choice) one line of text names them and no picture takes a phone
screen's room; while they wait, the picture draws them and the line is the picture's description."""

from __future__ import annotations

from typing import Any

from bot.adapter.looks import HAND_FILE
from tests.support.harness import Harness

GAME = "quatorze"
MAX_DECISIONS = 120  # a power step comes up within the first rounds
HAND_FIELD = "Your hand (#1 = held longest)"


def fields(message: Any) -> dict[str, str]:
    embeds = message.embeds or []
    return {f["name"]: f["value"] for embed in embeds for f in embed.get("fields") or []}


async def decision_kind(h: Harness, name: str) -> str:
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    private = await h.bot.tables.private_view(state.table.id, h.players[name].id)
    return str(private.view["decision"]["kind"])


async def test_a_power_step_names_the_hand_in_words_and_a_waiting_hand_draws_it(harness: Harness) -> None:
    h = harness
    await h.open_and_start(GAME, ("alice", "bob", "carol"))
    waiting_seen = False
    for _ in range(MAX_DECISIONS):
        acting = await h.to_act()
        name = acting[0]
        other = next(n for n in ("alice", "bob", "carol") if n not in acting)
        if not waiting_seen:
            waiting = await h.open_hand(h.players[other])
            # The picture draws the cards; the words about them are its description, not a field.
            assert [a["filename"] for a in waiting.attachments] == [HAND_FILE]
            assert HAND_FIELD not in fields(waiting)
            drawn = h.pictured_cards(waiting)
            described = waiting.attachments[0].get("description") or ""
            assert drawn and all(code[:3] in described for code in drawn), described
            waiting_seen = True
        hand = await h.open_hand(h.players[name])
        if await decision_kind(h, name) not in ("play", "virtues_play"):
            break
        await h.decide(h.players[name], hand)
    else:
        raise AssertionError("no power step came up")
    # Whom to target, which card to take: the cards are not the choice. One line names them, no picture.
    assert not hand.attachments, "the words show the hand: no picture of it by default"
    assert fields(hand)[HAND_FIELD].startswith("#1 ")
    await h.slash(h.players[name], "settings", hand="picture")
    drawn = await h.open_hand(h.players[name])
    assert [a["filename"] for a in drawn.attachments] == [HAND_FILE], "the player chose the picture"
