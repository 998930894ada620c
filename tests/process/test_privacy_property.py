"""Privacy as a property, over the wire: random full games of every game, driven by random legal clicks
(the driver presses only what a player can see and is enabled), and after every acknowledged click
nothing any user can read (channel messages, their own ephemerals, their DMs, everything the fake shows
them) names a card another seat keeps hidden (``Table.assert_no_leaks``, the oracle's per-seat views).

Each case plays at its own channel of one bot process, with the table seed pinned and the clicks drawn
from ``random.Random(seed)``: a failure names the seed and the action log, and running the same case
again plays the very same game (``tests.loopback.seeding``).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import pytest_asyncio

from games import registry
from tests.loopback.driver import Table
from tests.process.conftest import Wire, open_wire

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Case:
    game_id: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        variant = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{self.game_id}-{self.players}p-seed{self.seed}" + (f"-{variant}" if variant else "")


def cases() -> list[Case]:
    """Two seeds per game: its defaults at the fewest players, and the last variant it declares at the
    most players that variant allows (``registry.facts``)."""
    out: list[Case] = []
    for rules in registry.all():
        plays = registry.facts(rules.id).plays(rules.min_players, rules.max_players)
        for players, variant in (plays[0], plays[-1]):
            out.append(Case(rules.id, players, FIRST_SEED + len(out), variant.lobby_options()))
    return out


FIRST_SEED = 31
CASES = cases()


def test_every_registered_game_is_played() -> None:
    assert {case.game_id for case in CASES} == {rules.id for rules in registry.all()}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def wire(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Wire]:
    """One bot for every case; each case plays at its own channel."""
    channels = tuple(f"table-{case.seed}" for case in CASES)
    async with open_wire(tmp_path_factory.mktemp("privacy"), channels) as w:
        yield w


def replay_note(t: Table, case: Case) -> str:
    log = [(a.seat, a.action) for a in t.oracle.actions(t.record().id)] if t.table_id else []
    return (
        f"\nreplay: the case {case.name} (table seed {case.seed} pinned, clicks from random.Random"
        f"({case.seed})); the engine replays it as new_game(players={case.players}, seed={case.seed}, "
        f"options={case.options}) and these {len(log)} actions: {log}"
    )


@pytest.mark.asyncio(loop_scope="module")  # one bot process for every case
@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
async def test_no_user_ever_reads_a_hidden_card(wire: Wire, case: Case) -> None:
    t = wire.table_in(f"table-{case.seed}")
    t.rng = random.Random(case.seed)
    checks = 0

    def check() -> None:
        nonlocal checks
        if t.table_id is None or t.record().status == "lobby":
            return
        checks += 1
        try:
            t.assert_no_leaks(case.game_id)
        except AssertionError as leak:
            raise AssertionError(f"{leak}{replay_note(t, case)}") from None

    async def after_decision() -> None:  # the channel has caught up with the action
        check()

    t.on_click = check  # after every click the bot acknowledged: form steps, hands, actions
    names = tuple(t.players)[: case.players]
    await t.open_and_start(case.game_id, names, case.options, table_seed=case.seed)
    decisions = await t.play_until_over(after_decision)
    check()  # the final standings and the last edits

    record = t.record()
    assert record.status == "finished", replay_note(t, case)
    log = [(a.seat, a.action) for a in wire.oracle.actions(record.id)]
    assert log == t.applied
    wire.oracle.replay(record.id)
    digest = hashlib.sha256(repr(log).encode()).hexdigest()[:12]  # the same on every run of the case
    print(f"{case.name}: {decisions} decisions, {checks} privacy checks, action log {digest}")
