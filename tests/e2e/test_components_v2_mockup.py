"""Components V2 against today's embeds, on a phone (issue 36; docs/adapter.md, "Components V2"): every
game a few moves in at a SimCord table, as test_what_players_see.py plays it; its table message and the
acting player's hand as the bot sends them (an embed, its picture, action rows), and the same words,
pictures and buttons as V2 messages (``tests.support.screens.v2_mockup``: in a container with the buttons
inside it, the buttons under it, or no container; the embed's order, or the picture first), each drawn
and measured at 380 px.

An evaluation, not a budget: the heights are printed (``-s``); what is asserted is that the V2 version
is a message Discord would take (the loopback fake's limits: 40 components, 4,000 characters, no content
or embeds) that shows every button whole. ``--screens-dir DIR`` keeps the screenshots
(``DIR/components-v2/<game>-{table,hand}.png``: today's message, then the ``VERSIONS``) and each message
as JSON.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.local.standin.limits import message_problems
from games import registry
from tests.e2e.test_what_players_see import MOVES, PHONE
from tests.support.games import phone_table_seats
from tests.support.harness import Harness
from tests.support.screens import measure_all
from tests.support.screens.plugin import BoundScreens
from tests.support.screens.v2_mockup import as_v2, count

# Slow: a few moves at a SimCord table per game, and chromium launched to draw them
# (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# The V2 versions drawn after today's message: (order, box) as v2_mockup.as_v2 takes them.
VERSIONS = (("as-embed", "boxed"), ("picture-first", "rows-outside"), ("picture-first", "bare"))


@pytest.mark.parametrize("game_id", registry.ids())
async def test_the_table_and_a_hand_as_components_v2(
    harness: Harness, screens: BoundScreens, game_id: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    h = harness
    await h.open_and_start(game_id, tuple(h.players)[: phone_table_seats(game_id)])
    for _ in range(MOVES):
        acting = await h.to_act()
        if not acting:
            break
        await h.decide(h.players[acting[0]], await h.open_hand(h.players[acting[0]]))
    acting = await h.to_act()
    assert acting, "the game is still going after a few moves"
    player = h.players[acting[0]]
    hand = screens.seen(await h.open_hand(player), viewer=player)
    table = screens.seen(await h.table_message(), viewer=player)

    folder = request.config.getoption("--screens-dir")
    out = Path(folder) / "components-v2" if folder else tmp_path
    out.mkdir(parents=True, exist_ok=True)
    line = [f"\n{game_id} at {PHONE} px:"]
    for name, today in (("table", table), ("hand", hand)):
        versions = [today, *(as_v2(today, order, box) for order, box in VERSIONS)]
        for v2 in versions[1:]:
            body = {"flags": v2.flags, "components": v2.components}
            assert message_problems(body) == [], message_problems(body)
        layouts = measure_all((seen, PHONE) for seen in versions)
        for layout in layouts:
            assert layout.all_buttons_visible
        components, chars = count(versions[1].components)
        heights = " / ".join(str(layout.height_px) for layout in layouts)
        widths = " / ".join(",".join(str(round(i.w)) for i in layout.images) or "-" for layout in layouts)
        line.append(
            f"{name} embed / {' / '.join(f'V2 {o} {b}' for o, b in VERSIONS)}: {heights} px "
            f"(pictures {widths} px wide; V2: {components} components, {chars} characters);"
        )
        screens.screenshot(versions, PHONE, out / f"{game_id}-{name}.png")
        dump = [seen.to_json() for seen in versions]
        (out / f"{game_id}-{name}.json").write_text(json.dumps(dump), encoding="utf-8")
    print(" ".join(line))
