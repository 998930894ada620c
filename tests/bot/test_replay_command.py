"""``python -m bot.replay FILE``: an exported game replays exactly (round trip); a file that is no export
is one sentence (real SQLite files). Checking a database is ``bot.maintenance``'s (test_maintenance.py)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.replay import main
from bot.tables import TableService
from storage import Store
from tests.bot.tables.test_replays import GUILD, play, started
from tests.support.games import game_id_for


async def finished_games(path: Path, *game_ids: str) -> tuple[list[int], list[dict]]:
    store = await Store.open(path)
    service = TableService(store, seed_source=lambda: 99)
    ids, exports = [], []
    for channel, game_id in enumerate(game_ids, start=100):
        table_id = await started(service, game_id, channel=channel)
        await play(service, table_id, random.Random(channel))
        ids.append(table_id)
        exports.append(await service.export(table_id, GUILD, frozenset({channel})))
    await store.close()
    return ids, exports


async def test_an_export_round_trips_through_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    (_,), (document,) = await finished_games(tmp_path / "db.sqlite3", game_id_for(3))
    assert set(document) >= {"game", "options", "seed", "seats", "actions", "final_state_sha256"}
    assert sorted(document["seats"]) == ["alice", "bob", "carol"]  # names only: no Discord ids
    file = tmp_path / "game.json"
    file.write_text(json.dumps(document))
    assert main([str(file)]) == 0
    out = capsys.readouterr().out
    assert "ends exactly in the exported final state" in out
    assert out.splitlines()[1].startswith("1. ")  # the standings, winner first

    document["actions"] = document["actions"][:-1]  # a file cut short does not reach its promised end
    file.write_text(json.dumps(document))
    assert main([str(file)]) == 1


def test_a_file_that_is_no_export_is_one_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "nonsense.json"
    file.write_text("{}")
    assert main([str(file)]) == 2
    assert "lacks a field" in capsys.readouterr().err


def test_the_database_check_is_a_maintenance_command_now(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["--check", str(tmp_path / "db.sqlite3")])
    assert refused.value.code == 2, "one documented way: python -m bot.maintenance check-replays"
    assert not (tmp_path / "db.sqlite3").exists()
