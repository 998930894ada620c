"""The hand picture shows exactly the seat's hand, in the order of its card buttons, the cards the seat
may choose now bright and the others faded — for every game, along real random playouts."""

from __future__ import annotations

import io
import re
from collections import Counter
from typing import Any

import pytest
from PIL import Image, ImageStat

from bot.pictures import cards_in_png, games, hand_picture
from bot.pictures.compose import Canvas
from bot.pictures.hand import choosable, place, size, wrapped
from bot.pictures.paint import CARD_W
from bot.render.base import TableContext
from bot.render.registry import ui_for
from games import registry
from tests.bot.pictures.playouts import seat_views, states, table_sizes

SEEDS = (1, 2)
EVERY = 5  # every 5th state of a playout: all phases, in a second or two per game
_TOKEN = re.compile(r"[:,]")


def context(players: int) -> TableContext:
    return TableContext(
        table_id=1, game_name="Cards", channel_name="cards", names=tuple(f"P{i}" for i in range(players))
    )


def button_cards(view: dict[str, Any], players: int) -> list[str]:
    """The hand cards named by the hand screen's buttons, in button order (each once)."""
    hand = set(view.get("hand") or [])
    screen = ui_for(view["game"]).hand_screen(context(players), view)
    named: list[str] = []
    for button in screen.buttons():
        for part in _TOKEN.split(button.action or ""):
            if part in hand and part not in named:
                named.append(part)
    return named


def views_along_playouts(game_id: str):
    for players in table_sizes(game_id):
        for seed in SEEDS:
            for state in states(game_id, players, seed, every=EVERY):
                yield from seat_views(game_id, state)


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_hand_picture_shows_the_hand_in_the_order_of_its_buttons(game_id: str) -> None:
    compared = 0
    for view in views_along_playouts(game_id):
        drawn = cards_in_png(hand_picture(game_id, view).png)
        assert Counter(drawn) == Counter(view["hand"])
        buttons = button_cards(view, view["players"])
        if len(buttons) >= 2:
            assert list(dict.fromkeys(c for c in drawn if c in buttons)) == buttons
            compared += 1
    assert compared > 0  # some screens had card buttons to compare with


def _brightness(png: bytes, rows: list[list[str]]) -> list[float]:
    """Mean brightness of a strip across each card's face (the paper between its corner and its middle),
    in the order the cards are drawn."""
    image = Image.open(io.BytesIO(png)).convert("L")
    out = []
    for i, row in enumerate(rows):
        for k in range(len(row)):
            left, top = place(i, k)
            out.append(ImageStat.Stat(image.crop((left + 6, top + 30, left + CARD_W - 6, top + 33))).mean[0])
    return out


def test_cards_the_seat_cannot_choose_now_are_faded() -> None:
    checked = 0
    for game_id in registry.ids():
        for view in views_along_playouts(game_id):
            allowed = choosable(game_id, view)
            if not allowed or allowed >= set(view["hand"]):
                continue  # nothing to tell apart: every card (or none) may be chosen
            rows = wrapped(games.look(game_id).hand_rows(view))
            brightness = _brightness(hand_picture(game_id, view).png, rows)
            cells = list(zip(brightness, (code in allowed for row in rows for code in row), strict=True))
            assert min(b for b, ok in cells if ok) > max(b for b, ok in cells if not ok)
            checked += 1
    assert checked > 0


def _drawn_whole(game_id: str, view: dict[str, Any]) -> Image.Image:
    """The hand drawn the plain way: every card laid in colour on the felt, the whole picture mapped once."""
    rows = wrapped(games.look(game_id).hand_rows(view))
    allowed = choosable(game_id, view)
    canvas = Canvas(game_id, *size(rows))
    for i, row in enumerate(rows):
        for k, code in enumerate(row):
            canvas.card(code, *place(i, k), dim=bool(allowed) and code not in allowed)
    with Image.open(io.BytesIO(canvas.picture("hand.png").png)) as image:
        return image.convert("RGB")


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_hand_pasted_from_mapped_cards_has_the_pixels_of_one_drawn_whole(game_id: str) -> None:
    seen = 0
    for players in table_sizes(game_id):
        for state in states(game_id, players, seed=SEEDS[0], every=EVERY * 2):
            for view in seat_views(game_id, state):
                if not view.get("hand"):
                    continue
                with Image.open(io.BytesIO(hand_picture(game_id, view).png)) as image:
                    assert image.convert("RGB").tobytes() == _drawn_whole(game_id, view).tobytes()
                seen += 1
    assert seen > 0
