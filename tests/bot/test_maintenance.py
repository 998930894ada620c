"""``python -m bot.maintenance``: ``check-replays`` names every stored finished game whose log no longer
replays to its stored final state, ``rebuild-ratings`` recomputes the ratings to the same numbers (real
SQLite files, the real command line)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.maintenance import main
from bot.replay import read_export
from bot.tables.replays import build
from games import registry
from storage import Skill, Store
from tests.bot.tables.test_replays import GUILD
from tests.bot.test_replay_command import finished_games

ROOT = Path(__file__).resolve().parents[2]


def check(path: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "bot.maintenance", "check-replays", "--database", str(path)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


async def test_the_check_names_the_games_whose_stored_log_was_altered(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    games = registry.ids()  # one finished game of each
    ids, exports = await finished_games(path, *games)
    done = check(path)
    assert done.returncode == 0 and f"{len(games)} finished games checked, 0 differ." in done.stdout

    cut, altered = ids[0], ids[-1]
    # The state one move before the end: a real state of that game, just not the one its log ends in.
    file = tmp_path / f"{games[-1]}.json"
    file.write_text(json.dumps(exports[-1]))
    game, _promised = read_export(file)
    earlier = registry.get(games[-1]).dump(build(game).states[-2])
    with sqlite3.connect(path) as db:  # as a bad engine change or a damaged file would leave them
        last = db.execute("SELECT MAX(seq) FROM actions WHERE table_id = ?", (cut,)).fetchone()[0]
        db.execute("DELETE FROM actions WHERE table_id = ? AND seq = ?", (cut, last))
        db.execute("UPDATE tables SET state = ? WHERE id = ?", (earlier, altered))
    done = check(path)
    assert done.returncode == 1
    assert f"table {cut} ({games[0]}): the log does not replay" in done.stdout
    assert f"table {altered} ({games[-1]}): the replay ends in a different state" in done.stdout
    assert f"{len(games)} finished games checked, 2 differ." in done.stdout


def test_checking_a_missing_database_creates_nothing(tmp_path: Path) -> None:
    done = check(tmp_path / "missing.sqlite3")
    assert done.returncode == 2 and "No database at" in done.stderr
    assert not (tmp_path / "missing.sqlite3").exists()


def test_the_rebuild_gives_back_the_live_ratings(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "db.sqlite3"
    asyncio.run(finished_games(path, registry.ids()[0], registry.ids()[-1]))

    async def ratings() -> dict[int, dict[str, Skill]]:
        async with await Store.open(path) as store:
            return {user: await store.player_ratings(GUILD, user) for user in range(1, 10)}

    live = asyncio.run(ratings())
    assert any(live.values()), "the games were rated live"
    assert main(["rebuild-ratings", "--database", str(path)]) == 0  # the command's own event loop
    assert capsys.readouterr().out == "Ratings rebuilt from 2 rated games.\n"
    assert asyncio.run(ratings()) == live
