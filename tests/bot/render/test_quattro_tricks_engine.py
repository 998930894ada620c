"""The renderer against the real engine: seeded games played through the UI's own buttons and selects.

Every step renders the public table, every seat's screen and the events; Screen validates Discord's
limits on construction. The acting seat's decision is taken by clicking what the UI offers (a card
button, the bid form's select or +/− buttons then Confirm, a choice button), so every legal decision must
be reachable through the UI and Confirm must carry exactly the canonical action.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.render.base import TableContext
from bot.render.quattro_tricks import UI
from bot.render.quattro_tricks.sets import MISSIONS, SECTIONS, SPACES
from bot.render.screen import MAX_CONTENT, Screen, Select
from games import registry
from games.quattro_tricks.events import GameEnded, RoundScored, ScoreLine
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.table_lines import turn_line
from tests.games.quattro_tricks.scenarios import PROGRESS_ROUND, bid_all, deck_for, play_tricks

RULES = registry.get("quattro-tricks")
SQUARES = {"R": "🟥", "B": "🟦", "Y": "🟨", "G": "🟩"}
PICK = {"A": "ui:pick:sum", "B": "ui:pick:not", "D": "ui:pick:missions"}
CHIP_LABEL = {"R": "🟥R", "B": "🟦B", "G": "🟩G", "Y": "🟨Y", "W": "⬜W"}


def ctx(players: int) -> TableContext:
    return TableContext(42, RULES.name, "cards", ("alice", "bob", "carol", "dave")[:players])


def token_pattern(code: str) -> re.Pattern[str]:
    return re.compile(re.escape(SQUARES[code[0]] + code) + r"(?!\d)")


def enabled(screen: Screen) -> list[str]:
    return [b.action for b in screen.buttons() if not b.disabled]


def click_bid(c: TableContext, view: dict[str, Any], bid: str) -> str:
    """Enter ``bid`` through the form as a player would; return the Confirm button's action."""
    letter = view["my_set"]
    body = bid.split(":", 2)[2]
    if letter in PICK:
        draft = UI.draft_from_pick(view, PICK[letter], body.split(","))
        screen = UI.hand_screen(c, view, draft=draft)
    else:
        wanted = {part[0]: int(part[1:]) for part in body.split(",")} if body != "none" else {}
        draft = None
        if not wanted:  # reach the explicit empty bid: add a chip, then take it away
            for label in ("+ 🟥R", "− 🟥R"):
                (b,) = [b for b in UI.hand_screen(c, view, draft=draft).buttons() if b.label == label]
                draft = b.action.removeprefix("ui:draft:")
        for kind, count in wanted.items():
            for _ in range(count):
                screen = UI.hand_screen(c, view, draft=draft)
                (b,) = [b for b in screen.buttons() if b.label == f"+ {CHIP_LABEL[kind]}"]
                assert not b.disabled
                draft = b.action.removeprefix("ui:draft:")
        screen = UI.hand_screen(c, view, draft=draft)
    assert_within_discord_limits(screen)
    (confirm,) = [a for a in enabled(screen) if a.startswith("bid:")]
    return confirm


def check_scoring_matches_catalogue(line: ScoreLine, bonus: bool) -> None:
    """The points the forms print are the points the engine scores."""
    if not line.success or line.points == 0:
        return
    body = line.bid.split(":", 1)[1]
    if line.set == "A" and not bonus:
        hit = dict(line.detail)["hit"].split()
        assert line.points == max(s.points for s in SPACES if s.id in hit)
    elif line.set == "B":
        assert line.points == line.tricks * sum(s.points for s in SECTIONS if s.id in body.split(","))
    elif line.set == "C":
        counts = {p[0]: int(p[1:]) for p in body.split(",")}
        assert line.points == 2 * sum(v for k, v in counts.items() if k != "W") + counts.get("W", 0)
    elif line.set == "D":
        assert line.points == sum(m.points for m in MISSIONS if m.id in body.split(","))


def render_step(c: TableContext, state: Any, players: int) -> None:
    public = RULES.view(state, None)
    table = UI.table_screen(c, public)
    assert len(table.content) <= MAX_CONTENT
    for seat in range(players):
        view = RULES.view(state, seat)
        for code in view["hand"]:
            assert not token_pattern(code).search(table.content), (code, table.content)
        assert_within_discord_limits(UI.hand_screen(c, view))
    for seat in public["to_act"]:
        assert UI.turn_prompt(public, seat)
        assert c.names[seat] in turn_line(table.content)


GAMES = [
    (players, rule, seed)
    for players in (3, 4)
    for rule in ("none", "set_selection", "starting_choice")
    for seed in (1, 2)
]


@pytest.mark.parametrize("players,rule,seed", GAMES)
def test_random_game_played_through_the_ui(players: int, rule: str, seed: int) -> None:
    options = RULES.Options(custom_rule=rule, strict_unused=seed == 2, a_bonus_without_chip=seed == 2)
    state = RULES.new_game(players=players, seed=seed, options=options)
    c = ctx(players)
    rng = random.Random(seed)
    steps = 0
    while RULES.to_act(state):
        render_step(c, state, players)
        seat = RULES.to_act(state)[0]
        view = RULES.view(state, seat)
        screen = UI.hand_screen(c, view)
        if view["phase"] == "bidding":
            target = rng.choice(view["legal"])
            action = click_bid(c, view, target)
            assert action == target
        else:
            offered = [a for a in enabled(screen) if not a.startswith("ui:")]
            assert sorted(offered) == sorted(view["legal"])
            assert not any(isinstance(r, Select) for r in screen.rows)
            action = rng.choice(offered)
        state, events = RULES.apply(state, seat, action)
        lines = UI.history_messages(c, events)
        kept = [e for e in events if isinstance(e, (RoundScored, GameEnded))]
        assert len(lines) == len(kept), "only a round scored and the final standings become messages"
        assert all(0 < len(text) <= MAX_CONTENT for text in lines)
        for event in events:
            if isinstance(event, RoundScored):
                for line in event.lines:
                    check_scoring_matches_catalogue(line, options.a_bonus_without_chip)
        steps += 1
    render_step(c, state, players)
    final = UI.table_screen(c, RULES.view(state, None)).content
    assert "Final standings" in final and "🏆" in final
    assert steps > 12 * players


def test_every_bid_of_a_fresh_game_renders_with_exact_confirm() -> None:
    state = RULES.new_game(players=4, seed=9)
    c = ctx(4)
    for _ in range(4):
        seat = RULES.to_act(state)[0]
        view = RULES.view(state, seat)
        for bid in view["legal"][:: 7 if view["my_set"] == "C" else 1]:
            assert click_bid(c, view, bid) == bid
        state, _ = RULES.apply(state, seat, view["legal"][0])


def test_printed_catalogue_matches_the_engine_config() -> None:
    """The forms print ids, orders and points; a change to the engine's [Interp] numbers must show up."""
    from bot.render.quattro_tricks import sets
    from games.quattro_tricks import config

    assert [(s.id, s.points) for s in sets.SPACES] == [(s.id, s.points) for s in config.SUM_BOARD]
    assert [(s.id, s.points) for s in sets.SECTIONS] == [(s.id, s.points) for s in config.NOT_SECTIONS]
    engine = [(m.id, m.text, m.points) for card in config.MISSION_CARDS for m in card]
    assert [(m.id, m.label, m.points) for m in sets.MISSIONS] == engine
    assert (sets.MAX_PER_COLOUR, sets.MAX_CHIPS) == (config.CHIPS_PER_COLOUR, config.CHIPS_TOTAL)
    assert (*config.CHIP_COLOURS, config.WHITE) == sets.CHIP_KINDS


def test_the_engines_progress_reads_on_the_table_and_on_the_bidders_hands() -> None:
    bids = {
        "A": "bid:sum:0,1-6",
        "B": "bid:not:red,even",
        "C": "bid:chips:B1,W1",
        "D": "bid:missions:D1a,D4b",
    }
    state = RULES.new_game(players=4, seed=1, deals=[deck_for(4, 0, PROGRESS_ROUND)])
    state = play_tricks(bid_all(state, bids), PROGRESS_ROUND[:7])
    c = ctx(4)
    table = UI.table_screen(c, RULES.view(state, None)).content
    assert "bob B: not 🟥R ❌ 🟥R11, not even · won 1" in table
    assert "carol C: 🟦B ⬜W · 1 of 2 filled (🟦B) · won 1" in table
    assert "dave D: D1a ✅ D4b ❌ · won 2" in table
    assert "1 of 2 filled (🟦B) · still possible" in UI.hand_screen(c, RULES.view(state, 2)).content
    assert "D1a ✅ achieved · D4b ❌ failed" in UI.hand_screen(c, RULES.view(state, 3)).content
