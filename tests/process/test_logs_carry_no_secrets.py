"""The bot's log is read by operators and log hosts: even at DEBUG it never names a hidden card, nor a
secret that lets someone act as the bot.

The example game is one whose seats all bid at once with secret cards set aside (``bid:<cards>``):
clicks carry them in their custom_ids and select values; the stored state holds every hand. The real
``python -m bot`` runs at ``LOG_LEVEL=DEBUG`` while three players bid, and its whole log is searched for
every dealt card, for the bot's token and for every interaction's token (a live interaction token lets
anyone edit the table message and send followups as the bot for 15 minutes; discord.py's webhook
logger prints the callback and followup URLs that carry it, issue 37).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.process.conftest import open_wire
from tests.support.games import game_everyone_starts
from tests.support.privacy import card_patterns

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = game_everyone_starts(3).id
ANSI = re.compile(r"\x1b\[[0-9;]*m")  # discord.py colours its log lines on a terminal-like stream


async def test_secret_bids_and_hands_never_reach_the_debug_log(tmp_path: Path) -> None:
    async with open_wire(tmp_path, log_level="DEBUG") as w:
        await w.table.open_and_start(GAME, ("alice", "bob", "carol"))
        table_id = w.table.record().id
        dealt = {card for view in w.oracle.views(table_id).values() for card in view["hand"]}
        for user, hand in await w.table.find_deciders():  # the bids are simultaneous: everyone bids
            await w.table.decide(user, hand)
        bids = [a.action for a in w.oracle.actions(table_id) if a.action.startswith("bid:")]
        assert len(bids) == 3 and dealt
        tokens = sorted(w.fake.interactions)
        log = ANSI.sub("", w.bot.all_stderr())
    assert " DEBUG " in log, "the bot really logged at DEBUG"
    assert len(tokens) >= 4, "the players' clicks were interactions, answered through their tokens"
    leaked = [token for token in tokens if token in log]
    assert leaked == [], f"the log holds {len(leaked)} of {len(tokens)} interaction tokens"
    assert w.fake.token not in log, "the log holds the bot's token"
    for bid in bids:
        assert bid not in log
    named = sorted(card for card in dealt if any(p.search(log) for p in card_patterns(GAME, card)))
    assert named == [], f"the log names dealt cards {named}"
    assert log.count("played bid (version") == 3, "each bid is logged, by its verb"
