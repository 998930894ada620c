"""See what players see: every game played a few moves at a SimCord table, then its table message and the
acting player's hand drawn as Discord's phone client draws them and measured at 380 px (and 760 px).

The heights are printed (``pytest -s``), not yet held to a budget: the phone layout is being reworked
(issue 36). What is asserted is sanity: each screen has a height, the hand's buttons all show whole,
the table picture is no wider than an embed leaves room for. ``--screens-dir DIR`` keeps the
screenshots (``DIR/what-players-see/<game>-<width>.png``: the table, then the hand); otherwise they go
to the test's tmp folder.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from games import registry
from tests.support.games import phone_table_seats
from tests.support.harness import Harness
from tests.support.screens import WIDTHS, measure_all
from tests.support.screens.plugin import BoundScreens

# Slow: a few moves at a SimCord table per game, and chromium launched to draw them
# (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MOVES = 6  # enough for a trick under way and a hand with cards gone
PHONE = 380
EMBED_IMAGE_AT_MOST = 290  # an embed's picture on a 380 px phone (docs/testing.md#seeing-what-players-see)


@pytest.mark.parametrize("game_id", registry.ids())
async def test_the_table_and_a_hand_on_a_phone(
    harness: Harness, screens: BoundScreens, game_id: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    h = harness
    names = tuple(h.players)[: phone_table_seats(game_id)]
    await h.open_and_start(game_id, names)
    for _ in range(MOVES):
        acting = await h.to_act()
        if not acting:
            break
        player = h.players[acting[0]]
        await h.decide(player, await h.open_hand(player))
    acting = await h.to_act()
    assert acting, "the game is still going after a few moves"
    player = h.players[acting[0]]
    hand = screens.seen(await h.open_hand(player), viewer=player)
    table = screens.seen(await h.table_message(), viewer=player)

    started = time.perf_counter()
    layouts = measure_all((seen, width) for seen in (table, hand) for width in WIDTHS)
    seconds = time.perf_counter() - started
    (table_phone, table_wide, hand_phone, hand_wide) = layouts
    print(
        f"\n{game_id} ({len(names)} players, after {MOVES} moves, {acting[0]} to act): "
        f"table {table_phone.height_px} px at {PHONE} ({table_wide.height_px} at {WIDTHS[1]}), "
        f"hand {hand_phone.height_px} px at {PHONE} ({hand_wide.height_px} at {WIDTHS[1]}), "
        f"hand buttons on {hand_phone.button_rows} lines at {PHONE}; 4 layouts measured in {seconds:.2f} s"
    )

    for layout in (table_phone, hand_phone):
        assert layout.height_px > 60, "a message is at least its author line and a line of text"
    assert hand_phone.buttons, "the hand offers its choices as buttons"
    assert hand_phone.all_buttons_visible, [b.text for b in hand_phone.buttons if not b.visible]
    assert hand_phone.button_rows >= hand_wide.button_rows
    for picture in table_phone.images:
        assert 0 < picture.w <= EMBED_IMAGE_AT_MOST, picture

    folder = request.config.getoption("--screens-dir")
    out = Path(folder) / "what-players-see" if folder else tmp_path
    for width in WIDTHS:  # one picture per width: the table message, then the hand
        [written] = screens.screenshot([table, hand], width, out / f"{game_id}-{width}.png")
        assert written.stat().st_size > 0
