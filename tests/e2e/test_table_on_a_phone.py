"""The table message fits a phone (docs/ux.md#the-table-message, issue 36): each game played whole at a
SimCord table, its table message (text, picture, buttons) drawn as Discord's phone client draws it at
380 px at several moments (the start, early and late in the first round, a round just scored, the end),
and each at most ``PHONE_BUDGET_PX`` tall; while the game is playing, the first line under the title is
the "⏳" turn line.

``pytest -s`` prints the heights; ``--screens-dir DIR`` keeps each moment's screenshot
(``DIR/table-on-a-phone/<game>-<moment>.png``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games import registry
from tests.support.games import phone_table_seats
from tests.support.harness import Harness
from tests.support.screens import measure_all
from tests.support.screens.model import Seen
from tests.support.screens.plugin import BoundScreens

# Slow: whole games at a SimCord table, and chromium launched to draw them
# (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

PHONE = 380
PHONE_BUDGET_PX = 700  # a phone's screen (docs/ux.md): whose turn it is and the table, without scrolling
EARLY, LATE = 3, 9  # decisions into the first round
TURN_MARK = "⏳"


def round_of(view: dict[str, Any] | None) -> Any:
    """The round (or phase, or scoring step) a view is in: a change means a round was just scored."""
    view = view or {}
    return view.get("round", view.get("exchange_phase"))


def first_line(seen: Seen) -> str:
    """The first line a player reads under the table message's title."""
    [embed] = seen.embeds or [{}]
    description = (embed.get("description") or "").strip()
    if description:
        return description.splitlines()[0]
    fields = embed.get("fields") or []
    return fields[0]["name"] if fields else ""


@pytest.mark.parametrize("game_id", registry.ids())
async def test_the_table_message_fits_a_phone_at_every_moment(
    harness: Harness, screens: BoundScreens, game_id: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    h = harness
    names = tuple(h.players)[: phone_table_seats(game_id)]
    await h.open_and_start(game_id, names)
    moments: dict[str, Seen] = {}
    playing: list[tuple[str, Seen]] = []

    async def look(moment: str) -> None:
        seen = screens.seen(await h.table_message(), viewer=h.players[names[0]])
        moments.setdefault(moment, seen)

    await look("start")
    state = await h.bot.tables.table(h.table_id)
    started = round_of(state.public)
    decisions = 0
    scored = False

    async def after_each() -> None:
        nonlocal decisions, scored
        decisions += 1
        state = await h.bot.tables.table(h.table_id)
        if state.table.status != "playing":
            return
        seen = screens.seen(await h.table_message(), viewer=h.players[names[0]])
        playing.append((f"decision {decisions}", seen))
        if not scored and round_of(state.public) != started:
            scored = True
            moments.setdefault("round scored", seen)
        elif not scored:
            if decisions == EARLY:
                moments.setdefault("early", seen)
            elif decisions == LATE:
                moments.setdefault("late", seen)
            moments["last of round 1"] = seen

    await h.play_until_over(after_each)
    await look("end")

    for moment, seen in [("start", moments["start"]), *playing]:
        assert first_line(seen).startswith(TURN_MARK), (game_id, moment, first_line(seen))

    shown = list(moments.items())
    layouts = measure_all((seen, PHONE) for _moment, seen in shown)
    heights = {moment: layout.height_px for (moment, _seen), layout in zip(shown, layouts, strict=True)}
    print(f"\n{game_id} at {PHONE} px: " + ", ".join(f"{m} {px}" for m, px in heights.items()))

    folder = request.config.getoption("--screens-dir")
    out = Path(folder) / "table-on-a-phone" if folder else tmp_path
    for moment, seen in shown:
        screens.screenshot([seen], PHONE, out / f"{game_id}-{moment.replace(' ', '-')}.png")
    too_tall = {m: px for m, px in heights.items() if px > PHONE_BUDGET_PX}
    assert not too_tall, f"{game_id}: taller than {PHONE_BUDGET_PX} px at {PHONE} px: {too_tall}"
