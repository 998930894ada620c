"""Our log lines name an action by its verb: secret bids and passes never reach the log."""

from __future__ import annotations

import logging

import pytest

from bot.tables.redaction import verb
from tests.support.games import game_everyone_starts
from tests.support.harness import Harness
from tests.support.privacy import card_patterns, seat_views

GAME = game_everyone_starts(3).id  # every seat bids secret cards at once
OURS = ("bot", "storage")  # the loggers of our own code (bot/__main__.py quiets the chatty libraries)


@pytest.mark.parametrize(
    ("action", "logged"),
    [
        ("bid:R3,Y5,G1", "bid"),  # secret cards set aside
        ("pass:LU3", "pass"),  # a card passed on, seen by its receiver only
        ("bid:sum:0,1-6", "bid"),
        ("play", "play"),
        ("ui:draft:R3,Y5", "ui:draft"),  # a half-made bid on a private hand
        ("lobby:opt:variant", "lobby:opt"),
    ],
)
def test_only_the_verb_of_an_action_is_logged(action: str, logged: str) -> None:
    assert verb(action) == logged


async def test_secret_bids_never_reach_our_log_even_at_debug(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    caplog.set_level(logging.DEBUG)
    await h.open_and_start(GAME, ("alice", "bob", "carol"))
    dealt = {card for view in (await seat_views(h)).values() for card in view["hand"]}
    state = await h.bot.tables.table_in_channel(h.channel.id)
    by_id = {member.id: member for member in h.players.values()}
    for seat in state.to_act:  # the bids are simultaneous: everyone bids
        player = by_id[state.table.user_at(seat)]
        await h.decide(player, await h.open_hand(player))
    bids = [a.action for a in await h.store.actions(state.table.id) if a.action.startswith("bid:")]
    assert len(bids) == 3
    ours = [r for r in caplog.records if r.name.startswith(OURS)]
    text = "\n".join(r.getMessage() + (r.exc_text or "") for r in ours)
    assert not [card for card in dealt if any(p.search(text) for p in card_patterns(GAME, card))]
    assert text.count("played bid (version") == 3
