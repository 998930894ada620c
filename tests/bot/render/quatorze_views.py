"""Positions of real Quatorze games for the renderer tests, and helpers to click through a screen.

Views come from the engine itself (stacked decks through ``tests.games.quatorze.scenarios``), so every
screen is drawn from a view the engine really produces. ``reachable`` walks a private screen the way a
player does — clicking every enabled ``ui:draft:`` button and collecting every engine action offered —
so a test can say "every legal action is reachable through the UI".
"""

from __future__ import annotations

from collections import deque
from typing import Any

import games.quatorze as qz
from bot.render.base import TableContext
from bot.render.kit.form import HELP
from bot.render.quatorze import UI
from bot.render.screen import Button, Screen, Select
from games.quatorze.cards import NEW_TYPES, SEVEN7S
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.games.quatorze.scenarios import act, act_as, finished, game, on_table

NAMES = ("alice", "bob", "carol", "dave")
DRAFT = "ui:draft:"
MAX_SCREENS = 400  # a bound for the walk through drafts (Wonders orders of 3 cards need about 16)

__all__ = ["NEW_TYPES", "SEVEN7S", "act", "act_as", "finished", "game", "on_table"]


def ctx(players: int = 3) -> TableContext:
    return TableContext(table_id=7, game_name="Quatorze", channel_name="cards", names=NAMES[:players])


def hand(state: qz.State, seat: int, draft: str | None = None, notice: str | None = None) -> Screen:
    shown = UI.hand_screen(ctx(state.players), qz.view(state, seat), draft=draft, notice=notice)
    assert_within_discord_limits(shown)
    return shown


def table(state: qz.State) -> Screen:
    shown = UI.table_screen(ctx(state.players), qz.view(state, None))
    assert_within_discord_limits(shown)
    assert len(shown.rows) <= 4  # the adapter adds its own row
    return shown


def by_label(screen: Screen) -> dict[str, Button]:
    return {b.label: b for b in screen.buttons()}


def labels(screen: Screen) -> list[list[tuple[str, str, bool]]]:
    return [
        [(b.label, b.action, b.disabled) for b in row] for row in screen.rows if not isinstance(row, Select)
    ]


def enabled(screen: Screen) -> dict[str, str]:
    """label -> action of every enabled button."""
    return {b.label: b.action for b in screen.buttons() if not b.disabled}


def actions(screen: Screen) -> list[str]:
    """The engine actions the screen's enabled buttons send (not the UI steps)."""
    return [b.action for b in screen.buttons() if not b.disabled and not b.action.startswith("ui:")]


def click(screen: Screen, label: str) -> str:
    """The draft an enabled ``ui:draft:`` button carries."""
    button = by_label(screen)[label]
    assert not button.disabled and button.action.startswith(DRAFT), button
    return button.action.removeprefix(DRAFT)


def reachable(view: dict[str, Any], players: int) -> set[str]:
    """Every engine action a player can send from this view's screen by clicking enabled buttons."""
    found: set[str] = set()
    seen: set[str | None] = {None}
    queue: deque[str | None] = deque([None])
    while queue:
        draft = queue.popleft()
        shown = UI.hand_screen(ctx(players), view, draft=draft)
        assert_within_discord_limits(shown)
        for button in shown.buttons():
            if button.disabled:
                continue
            if button.action.startswith(DRAFT):
                step = button.action.removeprefix(DRAFT)
                if step not in seen:
                    seen.add(step)
                    queue.append(step)
            elif button.action.startswith(HELP):
                # A "?" answers in the player's hand, sends nothing to the engine: it must have an answer.
                assert UI.help_text(button.action.removeprefix(HELP), None), button.action
            elif button.action != "ui:hand":
                found.add(button.action)
        assert len(seen) < MAX_SCREENS, "the form does not converge"
    return found


# --- positions ------------------------------------------------------------------------------------------
QUATORZE = ("AM", "DA", "PE", "QU", "SA", "NO", "LU")


# The Colors 1 counted as played from a hand: red is wild (a setup anchor itself sets no wild colour).
RED_WILD = {"CO": ["played"]}


def first_turn(players: int = 3) -> qz.State:
    """Seven7s, the game as dealt: the Colors 1 is the setup anchor, so nothing is wild yet. alice holds a
    red Lucky Gods 4, an Ages of Man 2 and a Seas 5."""
    hands = [["LG4", "AM2", "SE5"], ["DS4", "WO1", "HV6"], ["CO2", "SE2", "LG6"], ["HV1", "HV2", "HV3"]]
    return game(hands[:players], "CO1", types=SEVEN7S)


def opening(players: int = 3) -> qz.State:
    """``first_turn`` with the Colors 1 counted as played, so red is wild."""
    return on_table(first_turn(players), {"CO": ["CO1"]}, arrived=RED_WILD)


def busy_table(hands: list[list[str]], deck: list[str] | None = None) -> qz.State:
    """Seven7s with six columns out, red wild (the played Colors 1 alone in Colors): for rich play forms."""
    state = opening(len(hands))
    columns = {
        "CO": ["CO1"],
        "LG": ["LG1", "LG2"],
        "SE": ["SE1", "SE3"],
        "DS": ["DS1"],
        "WO": ["WO1", "WO2", "WO3", "WO4", "WO5", "WO6"],
        "HV": ["HV1"],
    }
    return on_table(
        state, columns, hands, deck if deck is not None else ["LG7", "SE7", "DS7", "HV7"], arrived=RED_WILD
    )


def sins(empty_seat: bool = False) -> qz.State:
    """alice plays Deadly Sins 2; bob holds only Ages of Man cards (so the card taken may go anywhere)."""
    hands = [["DS2", "SE4", "SE6"], ["AM3", "AM4", "AM5"], [] if empty_seat else ["HV2", "HV3", "HV4"]]
    columns = {"CO": ["CO1"], "LG": ["LG1", "LG2"]}
    state = on_table(opening(), columns, hands, ["WO5", "WO6", "WO7"], arrived=RED_WILD)
    return act(state, "play:DS2:DS")


def luminaries(players: int = 3) -> qz.State:
    hands = [["LU1", "QU1", "QU2"], ["NO1", "NO2", "NO3"], ["SA1", "SA2", "SA3"], ["PE1", "PE2", "PE3"]]
    state = game(hands[:players], "AM1", ["DA4", "DA5", "DA6"], types=QUATORZE)
    return act(state, "play:LU1:LU")


def notes() -> qz.State:
    """bob's Notes 2 follows an Ages of Man 3 on the Notes column (consecutive): he may take the Ages of
    Man 2 or that Ages of Man 3, not the anchors and not the card he just played."""
    hands = [["NO1", "AM2", "QU7"], ["AM3", "NO2", "QU3"], ["SA1", "SA2", "SA3"]]
    state = game(hands, "AM1", ["DA1", "DA2", "DA3", "DA4"], types=QUATORZE)
    state = act(state, "play:NO1:NO", "play:AM3:NO", "play:SA1:SA", "play:AM2:AM")
    return act(state, "play:NO2:NO")


def planes() -> qz.State:
    """alice's Planes: Ages of Man and Peaks have top cards to move; Peaks holds 6 (a 7th card ends)."""
    types = ("AM", "DA", "PE", "QU", "SA", "NO", "PL")
    state = game([["PL2", "QU6", "QU7"], ["QU1", "QU2", "QU3"]], "AM1", types=types)
    columns = {"AM": ["AM1", "AM3"], "PE": ["PE1", "PE2", "PE3", "PE4", "PE5", "PE6"], "SA": ["SA1"]}
    state = on_table(state, columns, draw_pile=["DA1", "DA2", "DA3"])
    return act(state, "play:PL2:PL")


def seas() -> qz.State:
    """alice's Seas: the Lucky Gods column has a top card to take; Ages of Man and Colors only anchors."""
    hands = [["AM2", "SE2", "HV5"], ["AM3", "HV2", "WO4"], ["CO4", "CO5", "CO6"]]
    state = game(hands, "LG1", ["DS1", "DS3", "DS5", "DS6"], types=SEVEN7S)
    return act(state, "play:AM2:LG", "play:AM3:AM", "play:CO4:CO", "play:SE2:SE")


def wonders(players: int = 3) -> qz.State:
    hands = [["WO2", "SE4", "SE5"], ["AM3", "HV2", "HV4"], ["LG2", "LG3", "LG5"], ["DS2", "DS3", "DS4"]]
    state = game(hands[:players], "CO3", ["SE1", "SE2", "SE3", "SE6"], types=SEVEN7S)
    return act(state, "play:WO2:WO")


def queens() -> qz.State:
    hands = [["QU2", "SA4", "SA5"], ["QU3", "NO2", "NO4"], ["SA1", "SA2", "SA3"]]
    return act(game(hands, "AM1", ["DA1", "DA2", "DA3"], types=QUATORZE), "play:QU2:QU")


def lucky() -> qz.State:
    return act(opening(), "play:LG4:LG")


def virtues() -> qz.State:
    hands = [["HV4", "AM2", "SE5"], ["DS4", "WO1", "HV6"], ["CO2", "SE2", "LG6"]]
    return act(game(hands, "CO1", ["LG4", "WO7"], types=SEVEN7S), "play:HV4:HV")
