"""Whole games through the real entry point: ``python -m bot`` as its own process, its real gateway
websocket and HTTP client, the loopback fake Discord and a real SQLite file.

Every registered game is played to the end by several users who only click what they can see, and
after every decision nothing any user can read names a card that another seat keeps hidden (the
oracle: the engine's own views of the state the bot stored). At the end the action log replays to
the stored state, and every action the bot accepted is in it exactly once.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from games import registry
from tests.e2e.test_four_seasons_at_the_table import public_cards as seasons_public
from tests.e2e.test_four_seasons_at_the_table import secret_cards as seasons_secret
from tests.e2e.test_quatorze_at_the_table import known_cards as quatorze_known
from tests.e2e.test_quatorze_at_the_table import secret_cards as quatorze_secret
from tests.e2e.test_quattro_exchange_at_the_table import public_cards as exchange_public
from tests.process.conftest import Wire
from tests.support.privacy import Secret
from tests.support.text import text_of


def round_scored(text: str) -> bool:
    """Hands are dealt anew each round: the scoring of a round names cards someone may hold again."""
    return bool(re.search(r"Round \d+ scored", text))


@dataclass
class Privacy:
    """What is secret in one game, and what the rules make public or known (as the SimCord e2e tests)."""

    secrets: tuple[Secret, ...] = ()
    public_cards: Callable[[Wire, dict[str, Any]], set[str]] = lambda wire, view: set()
    known: Callable[[dict[str, Any]], Any] = lambda view: ()
    skip: Callable[[str], bool] | None = None
    seen: set[str] = field(default_factory=set)


def quatorze_public(wire: Wire, view: dict[str, Any]) -> set[str]:
    """A card once face up stays public knowledge even after a power moves it into a hand; a Lucky Gods
    miss shows the deck's top card to everyone (read from the replayed events)."""
    seen: set[str] = wire.table.__dict__.setdefault("_been_public", set())
    seen.update(card for column in view["columns"] for card in column["cards"])
    seen.update(card for cards in view["bonus"] for card in cards)
    decision = view.get("decision") or {}
    seen.update(card for card in (decision.get("discard"), decision.get("card")) if card)
    events = wire.oracle.replay(wire.table.record().id).events
    seen.update(e.card for e in events if type(e).__name__ == "LuckyGodsRevealed")
    return seen


PRIVACY: dict[str, Privacy] = {
    "quattro-tricks": Privacy(skip=round_scored),
    "four-seasons": Privacy(
        (Secret(seasons_secret),), lambda wire, view: set(seasons_public(view)), skip=round_scored
    ),
    "quattro-exchange": Privacy(public_cards=lambda wire, view: set(exchange_public(view))),
    "quatorze": Privacy((Secret(quatorze_secret),), quatorze_public, known=quatorze_known),
}

PLAYERS = {"quattro-tricks": 3, "four-seasons": 3, "quattro-exchange": 2, "quatorze": 3}


def test_every_registered_game_is_covered() -> None:
    assert {rules.id for rules in registry.all()} == set(PLAYERS) == set(PRIVACY)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
async def test_a_whole_game_over_the_wire(wire: Wire, game_id: str) -> None:
    t = wire.table
    names = tuple(t.players)[: PLAYERS[game_id]]
    outsider = t.players["dave"]
    await t.open_and_start(game_id, names)
    privacy = PRIVACY[game_id]

    async def check() -> None:
        t.assert_no_leaks(
            game_id,
            *privacy.secrets,
            public_cards=lambda view: privacy.public_cards(wire, view),
            known=privacy.known,
            skip=privacy.skip,
        )

    # Someone not seated asks for a hand: a private refusal, nothing changes.
    if len(names) < len(t.players):
        version = t.record().version
        refusal = await t.click_tail(outsider, t.table_message(), "ui:hand")
        assert refusal.ack == 4 and refusal.ephemeral and "not seated" in text_of(refusal)
        assert t.record().version == version

    decisions = await t.play_until_over(check)
    assert decisions >= 4
    record = t.record()
    assert record.status == "finished"
    final = text_of(t.last_channel_message())
    assert all(name in final for name in names)

    log = wire.oracle.actions(record.id)
    assert [(a.seat, a.action) for a in log] == t.applied  # every accepted action, once, in order
    wire.oracle.replay(record.id)  # and the log replays to exactly the stored state

    # Every hand went to its owner only, as an ephemeral message; nothing went to a DM (nobody opted in).
    for message in wire.fake.messages.values():
        if "Your hand" in text_of(message):
            assert message.ephemeral and message.audience.startswith("ephemeral:")
    assert not any(m.audience.startswith("dm:") for m in wire.fake.messages.values())
    assert any(c.path.endswith("/commands") and c.method == "PUT" for c in wire.fake.calls)
    print(f"{game_id}: {decisions} decisions, {len(wire.fake.calls)} REST calls")
