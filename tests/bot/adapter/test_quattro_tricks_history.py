"""Quattro Trick-Taking's history buttons at a real table (SimCord): its score sheet and last trick, from
the start to the end (the shared checks are tests/bot/adapter/test_history.py)."""

from __future__ import annotations

from bot.render.history import NO_TRICK_YET
from tests.bot.adapter.test_history import ask, play_until, public, start, tails
from tests.support.harness import Harness


async def test_quattro_tricks_score_sheet_and_last_trick_from_start_to_end(harness: Harness) -> None:
    h = harness
    await start(h, "quattro-tricks", ("alice", "bob", "carol"))
    assert tails(await h.table_message())[-4:] == ["ui:hand", "ui:last", "ui:sheet", "ui:rules"]
    assert NO_TRICK_YET in await ask(h, "alice", "ui:last")
    assert "No round has been scored yet." in await ask(h, "dave", "ui:sheet")  # a watcher may ask too

    await play_until(h, lambda v: v.get("last_trick") is not None and bool(v.get("trick")))
    view = await public(h)
    text = await ask(h, "bob", "ui:last")
    last = view["last_trick"]
    names = (await h.bot.tables.table(h.table_id or 0)).table.names
    assert f"(trick {last['no']})" in text and f"Won by {names[last['winner']]}" in text

    await play_until(h, lambda v: len(v.get("round_history") or []) == 1)
    view = await public(h)
    sheet = await ask(h, "carol", "ui:sheet")
    points = view["round_history"][0]["points"]
    assert sheet_row(sheet, "R1") == [f"{p:+d}" if p else "0" for p in points]
    assert sheet_row(sheet, "Total") == [str(s) for s in view["scores"]]
    assert f"Round 2 of {view['rounds']} is being played." in sheet

    await play_until(h)
    view = await public(h)
    assert view["phase"] == "finished"
    final = await h.table_message()
    assert "ui:sheet" in tails(final) and "ui:hand" not in tails(final)
    sheet = await ask(h, "alice", "ui:sheet")
    assert [sheet_row(sheet, f"R{r}") is not None for r in (1, 2, 3)] == [True] * 3
    assert sheet_row(sheet, "Total") == [str(s) for s in view["scores"]] and "🏁 Final:" in sheet


def sheet_row(content: str, label: str) -> list[str] | None:
    for line in content.split("```")[1].splitlines():
        cells = line.split()
        if cells and cells[0] == label:
            return cells[1:]
    return None
