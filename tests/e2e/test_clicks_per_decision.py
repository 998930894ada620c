"""Clicks per decision, measured: seeded whole games at a SimCord table, every click a player makes
counted (Show my hand included), divided by the decisions people made. Run with ``-s`` to print the
figures; the same file runs unchanged on an older checkout (the autoplay run is skipped there).

The players are purposeful rather than random: on their hand they click an action if one is offered,
else a form step they have not tried in this decision (a select is filled at random, as the harness
does). "autoplay" is the same game with every player's /settings autoplay on: a forced move then costs
no click (the service makes it).
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from games import registry
from tests.support.harness import BUTTON, SELECTS, Harness, is_action, tail_of, walk

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


def players_of(game_id: str) -> int:
    """The fewest players the game's default options allow (``registry.facts``)."""
    rules = registry.get(game_id)
    return registry.facts(game_id).plays(rules.min_players, rules.max_players)[0][0]


# Whole games per game and run: one in the suite; CLICK_SEEDS=2 for the figures in the report.
SEEDS = int(os.environ.get("CLICK_SEEDS", "1"))
MAX_DECISIONS = 1500
MAX_STEPS = 30


async def decide(h: Harness, player: Any, hand: Any) -> int:
    """One decision on an open hand; returns the clicks it took (not counting Show my hand)."""
    tried: set[str] = set()
    for clicks in range(1, MAX_STEPS + 1):
        hand = h.stored(hand)
        enabled = [c for c in walk(hand.components or []) if not c.get("disabled")]
        actions = [c for c in enabled if c.get("type") == BUTTON and is_action(tail_of(c))]
        if actions:
            await player.click(h.live(hand), custom_id=h.rng.choice(actions)["custom_id"])
            return clicks
        drafts = [c for c in enabled if c.get("type") == BUTTON and tail_of(c).startswith("ui:draft:")]
        fresh = [c for c in drafts if tail_of(c) not in tried]
        selects = [c for c in enabled if c.get("type") in SELECTS and tail_of(c).startswith("ui:pick:")]
        if selects and (not fresh or h.rng.random() < 0.5):
            menu = h.rng.choice(selects)
            count = h.rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
            values = h.rng.sample([o["value"] for o in menu["options"]], count)
            await player.select(h.live(hand), values, custom_id=menu["custom_id"])
        elif fresh or drafts:
            choice = h.rng.choice(fresh or drafts)
            tried.add(tail_of(choice))
            await player.click(h.live(hand), custom_id=choice["custom_id"])
        else:
            raise AssertionError("nothing to decide on")
    raise AssertionError("no decision reached")


@pytest.mark.parametrize("autoplay", [False, True], ids=["forms", "autoplay"])
@pytest.mark.parametrize("game_id", registry.ids())
async def test_clicks_per_decision(harness: Harness, game_id: str, autoplay: bool) -> None:
    h = harness
    if autoplay:
        if not hasattr(h.bot.tables, "set_autoplay"):
            pytest.skip("no autoplay preference in this checkout")
        for name in ("alice", "bob", "carol", "dave"):
            await h.slash(h.players[name], "settings", autoplay=True)
    total_clicks = total_decisions = total_asked = 0
    for seed in range(SEEDS):
        h.rng = random.Random(seed)
        clicks, decisions, asked = await measured(h, game_id)
        total_clicks, total_decisions, total_asked = (
            total_clicks + clicks,
            total_decisions + decisions,
            total_asked + asked,
        )
    per = total_clicks / total_decisions
    print(
        f"\nCLICKS {game_id:16} {'autoplay' if autoplay else 'forms':8} decisions {total_decisions:5} "
        f"asked {total_asked:5} clicks {total_clicks:6} clicks/decision {per:.2f}"
    )
    assert total_asked <= total_decisions and total_clicks >= 2 * total_asked


async def measured(h: Harness, game_id: str) -> tuple[int, int, int]:
    """(clicks, decisions by people, decisions people were asked to make) for one whole game."""
    names = ("alice", "bob", "carol", "dave")[: players_of(game_id)]
    await h.open_and_start(game_id, names)
    await h.table_message()
    table_id = h.table_id or 0
    clicks = asked = 0
    for _ in range(MAX_DECISIONS):
        pinged = await h.to_act()  # whose turn, as the table message says
        if not pinged:
            break
        player = h.players[h.rng.choice(pinged)]
        hand = await h.open_hand(player)
        clicks += 1 + await decide(h, player, hand)
        asked += 1
    state = await h.bot.tables.table(table_id)
    assert state.table.status == "finished"
    log = await h.store.actions(table_id)
    return clicks, len(log), asked
