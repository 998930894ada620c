"""Quattro Exchange's "?" button on its exchange form answers privately and leaves the hand as it was
(SimCord, real discord.py)."""

from __future__ import annotations

from bot.render.quattro_exchange.exchange_form import GIVE_RULE
from tests.support.harness import Harness, message_text, tail_of, text_of, walk

HELP = "ui:help:give"
MAX_DECISIONS = 60


def has_help(stored) -> bool:
    return any(tail_of(c) == HELP for c in walk(stored.components or []))


async def test_the_give_rule_is_one_private_click_away(harness: Harness) -> None:
    h = harness
    await h.open_and_start("quattro-exchange", ("alice", "bob"))
    for _ in range(MAX_DECISIONS):
        (pinged,) = (await h.to_act())[:1]
        hand = await h.open_hand(h.players[pinged])
        if has_help(hand):
            break
        await h.decide(h.players[pinged], hand)
    else:
        raise AssertionError("no exchange form with a ? button was reached")
    assert "its black zero" not in text_of(hand)  # the give rule is not repeated on every turn
    before = message_text(hand)
    version = (await h.bot.tables.table(h.table_id)).table.version

    answer = await h.click_tail(h.players[pinged], hand, HELP)

    assert answer.ephemeral and text_of(answer.response) == GIVE_RULE
    assert answer.response.id != hand.id
    assert message_text(h.env.backend.get_message(hand.channel_id, hand.id)) == before
    assert (await h.bot.tables.table(h.table_id)).table.version == version  # nothing changed at the table
    reply = h.env.backend.get_message(answer.response.channel_id, answer.response.id)
    others = [member for name, member in h.players.items() if name != pinged]
    assert reply.visible_to(h.players[pinged].id) and not any(reply.visible_to(m.id) for m in others)

    # Asked again, and then the rules from the table message: the same private message shows each answer
    # in turn (bot/adapter/help_answers.py), the hand still as it was.
    again = await h.click_tail(h.players[pinged], hand, HELP)
    assert again.deferred and not again.followups, "acknowledged; no new message"
    rules = await h.click_tail(h.players[pinged], await h.table_message(), "ui:rules")
    assert rules.deferred and not rules.followups
    assert "Quattro Exchange" in text_of(h.env.backend.get_message(reply.channel_id, reply.id))
    assert message_text(h.env.backend.get_message(hand.channel_id, hand.id)) == before
