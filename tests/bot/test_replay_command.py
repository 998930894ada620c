"""``python -m bot.replay``: an exported game replays exactly (round trip), and ``--check`` names every
stored finished game whose log no longer replays to its stored final state (real SQLite files)."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.replay import main, read_export
from bot.tables import TableService
from bot.tables.replays import build
from games import registry
from storage import Store
from tests.bot.tables.test_replays import GUILD, play, started

ROOT = Path(__file__).resolve().parents[2]


async def finished_games(path: Path, *game_ids: str) -> tuple[list[int], list[dict]]:
    store = await Store.open(path)
    service = TableService(store, seed_source=lambda: 99)
    ids, exports = [], []
    for channel, game_id in enumerate(game_ids, start=100):
        table_id = await started(service, game_id, channel=channel)
        await play(service, table_id, random.Random(channel))
        ids.append(table_id)
        exports.append(await service.export(table_id, GUILD))
    await store.close()
    return ids, exports


async def test_an_export_round_trips_through_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    (_,), (document,) = await finished_games(tmp_path / "db.sqlite3", "quattro-tricks")
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


def check(path: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "bot.replay", "--check", str(path)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


async def test_the_check_names_the_games_whose_stored_log_was_altered(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    games = ("quattro-tricks", "four-seasons", "quatorze", "quattro-exchange")
    ids, exports = await finished_games(path, *games)
    done = check(path)
    assert done.returncode == 0 and "4 finished games checked, 0 differ." in done.stdout

    cut, altered = ids[0], ids[2]
    # The state one move before the end: a real state of that game, just not the one its log ends in.
    file = tmp_path / "quatorze.json"
    file.write_text(json.dumps(exports[2]))
    game, _promised = read_export(file)
    earlier = registry.get("quatorze").dump(build(game).states[-2])
    with sqlite3.connect(path) as db:  # as a bad engine change or a damaged file would leave them
        last = db.execute("SELECT MAX(seq) FROM actions WHERE table_id = ?", (cut,)).fetchone()[0]
        db.execute("DELETE FROM actions WHERE table_id = ? AND seq = ?", (cut, last))
        db.execute("UPDATE tables SET state = ? WHERE id = ?", (earlier, altered))
    done = check(path)
    assert done.returncode == 1
    assert f"table {cut} (quattro-tricks): the log does not replay" in done.stdout
    assert f"table {altered} (quatorze): the replay ends in a different state" in done.stdout
    assert "4 finished games checked, 2 differ." in done.stdout


def test_checking_a_missing_database_creates_nothing(tmp_path: Path) -> None:
    done = check(tmp_path / "missing.sqlite3")
    assert done.returncode == 2 and "no such database file" in done.stderr
    assert not (tmp_path / "missing.sqlite3").exists()
