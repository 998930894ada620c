"""The load benchmark (``python -m bench.load``) on a tiny budget: it runs end to end against the real bot
and the floor client and reports sane figures. No timing is asserted, only that figures exist and hang
together; and the pre-filled database is what the service itself would have stored."""

from __future__ import annotations

import json
import math
import re
import sqlite3
from pathlib import Path

import pytest

from bench.load.__main__ import main
from bench.load.startup import fill
from tests.loopback.oracle import Oracle
from tests.support.games import shortest_games
from tests.support.postgres import PostgresServer

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# The two shortest games: tables finish games, and start new ones, within the few seconds measured.
FIRST, SECOND = (rules.id for rules in shortest_games(2))


def test_the_command_runs_a_level_and_start_up_and_reports_sane_figures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "load.json"
    args = ["--tables", "2", "--games", FIRST, SECOND, "--think", "0.05", "--duration", "3"]
    args += ["--ramp", "0.2", "--warmup", "0.5", "--startup-tables", "40", "--json", str(out)]
    args += ["--workdir", str(tmp_path / "work"), "--same-calls-floor"]
    assert main(args) == 0
    report = json.loads(out.read_text())
    (level,) = report["levels"]
    assert level["tables"] == 2 and level["games_started"] >= 2 and level["actions"] > 0
    assert level["tables_checked"] == level["games_started"] and level["log_mismatches"] == []
    assert level["problems"] == [] and level["violations"] == []
    assert level["bot_tracebacks"] == 0 and level["bot_exit"] == 0
    for side in ("bot_latency", "floor_latency"):  # the floor got exactly the bot's clicks
        overall = level[side]["all"]
        assert overall["count"] == level["interactions"] and overall["unanswered"] == 0
        assert 0 < overall["p50_ms"] <= overall["p99_ms"] <= overall["max_ms"] < 3000
        assert {"command", "lobby", "action"} <= set(level[side])
    calls = level["calls_per_action"]
    # Each action's own click is answered, and the table message is edited in place (coalesced): through
    # the Start click's token (exempt) in games this young, else as a channel message.
    table_edits = calls.get("webhook edit, public", 0) + calls.get("channel patch", 0)
    assert calls["callback"] >= 1 and 0 < table_edits <= 1
    assert math.isclose(
        calls["= exempt (interaction routes)"] + calls["= globally limited"],
        sum(value for route, value in calls.items() if not route.startswith("=")),
        abs_tol=0.01,
    )
    budget = level["budget"]  # the global rate budget, as Discord would count it
    assert 0 <= budget["mean_per_second"] <= budget["max_per_second"] <= budget["limit"]
    assert budget["late_acks"] == 0 and budget["tables_checked"] >= level["games_started"]
    assert budget["not_current"] == [] and budget["current_after_s"] is not None
    assert budget["out_of_order"] == 0 and budget["doubled"] == 0
    assert level["rss_idle_kib"] > 10_000 and level["rss_active_kib"] > 10_000
    assert level["bot_cpu_seconds"] > 0
    # The floor's CPU for the same interactions, beside the bot's (the printed line and the JSON figure).
    assert level["floor_cpu_seconds"] > 0 and level["floor_cpu_ms_per_action"] > 0
    rows = [re.split(r"\s{2,}", line.strip()) for line in capsys.readouterr().out.splitlines()]
    printed = {row[0]: row[1] for row in rows if len(row) == 2}
    assert float(printed["floor CPU ms per action"]) > 0 and float(printed["bot CPU ms per action"]) > 0
    assert float(printed["bot / floor CPU"].removesuffix("x")) > 0
    # The same-calls floor made the bot's exempt calls per click (the do-nothing floor only defers).
    clicks, per_click = level["interactions"], level["exempt_calls_per_interaction"]
    assert level["floor_calls"] == clicks and per_click > 1
    assert abs(level["same_calls_floor_calls"] - per_click * clicks) <= 1
    assert level["same_calls_floor_cpu_ms_per_action"] > 0
    same_calls, made_per_click = printed["same-calls floor CPU ms per action (its calls per click)"].split()
    assert float(same_calls) > 0 and made_per_click == f"({level['same_calls_floor_calls'] / clicks:.2f})"
    assert float(printed["bot / same-calls floor CPU"].removesuffix("x")) > 0
    # The third floor made the bot's own calls: as many, and with them the bot's files (the floor's
    # bodies broke none of Discord's rules: ``problems`` is empty above).
    assert abs(level["same_bodies_floor_calls"] - per_click * clicks) <= 1
    bot_uploads = sum(n for kind, n in level["uploads"].items() if ":" not in kind)
    assert bot_uploads > 0 and level["same_bodies_floor_uploads"] == bot_uploads
    assert float(printed["same calls and bodies floor CPU ms per action"]) > 0
    assert float(printed["bot / same calls and bodies floor CPU"].removesuffix("x")) > 0

    startup = report["startup"]
    assert sum(startup["by_status"].values()) == 40 and startup["actions_stored"] > 0
    assert 0 < startup["filled_start"]["identify_s"] < startup["filled_start"]["ready_s"]
    assert len(startup["first_clicks"]) == 5, "a game of each kind in progress, and a lobby"
    assert not any("FAILED" in click for click in startup["first_clicks"]), startup["first_clicks"]
    assert startup["problems"] == [] and startup["bot_tracebacks"] == 0


async def test_the_prefilled_tables_are_what_the_service_would_have_stored(tmp_path: Path) -> None:
    db_path = tmp_path / "filled.sqlite3"
    filled = await fill(db_path, 60, guild_id=1, seed=5)
    oracle = Oracle(db_path)
    assert {"finished", "aborted", "lobby", "playing"} == set(filled.by_status())
    active_channels = [t.channel_id for t in filled.tables if t.status in ("lobby", "playing")]
    assert len(active_channels) == len(set(active_channels))
    for table in filled.tables:
        record, players = oracle.table(table.id), oracle.players(table.id)
        assert (record.status, record.version) == (table.status, table.version)
        if table.status in ("playing", "finished"):
            oracle.replay(table.id)  # the log replays to the stored state; version = 1 + actions
            assert [p.user_id for p in players] == table.users and all(p.seat is not None for p in players)
        else:
            assert record.state is None and all(p.seat is None for p in players)
    finished = [t.id for t in filled.tables if t.status == "finished"]
    with sqlite3.connect(db_path) as connection:
        (with_results,) = connection.execute("SELECT COUNT(DISTINCT table_id) FROM results").fetchone()
    assert with_results == len(finished)


def test_two_shard_processes_on_one_postgresql_play_their_own_guilds(
    tmp_path: Path, postgres_server: PostgresServer
) -> None:
    """``--shards 2``: two bot processes (shard 0 and 1 of 2) on a throwaway PostgreSQL database, the
    tables' guilds one on each shard; every table checked against the shared log, both processes busy."""
    out = tmp_path / "load.json"
    args = ["--tables", "2", "--games", FIRST, "--think", "0.05", "--duration", "3"]
    args += ["--shards", "2", "--ramp", "0.2", "--warmup", "0.5"]
    args += ["--startup-tables", "0", "--burst-tables", "0"]
    args += ["--json", str(out), "--workdir", str(tmp_path / "work")]
    assert main(args) == 0
    (level,) = json.loads(out.read_text())["levels"]
    assert (level["shards"], level["backend"]) == (2, "postgresql")
    assert level["tables_checked"] == level["games_started"] >= 2 and level["log_mismatches"] == []
    assert level["problems"] == [] and level["violations"] == []
    assert level["bot_tracebacks"] == 0 and level["bot_exit"] == 0
    first, second = level["actions_by_shard"]  # one table in each shard's guild, each played
    assert first > 0 and second > 0 and first + second == level["actions"]
    assert len(level["bot_cpu_by_process"]) == 2 and all(cpu > 0 for cpu in level["bot_cpu_by_process"])
    assert math.isclose(sum(level["bot_cpu_by_process"]), level["bot_cpu_seconds"], abs_tol=0.02)
    assert level["bot_latency"]["all"]["count"] == level["floor_latency"]["all"]["count"] > 0
    assert level["budget"]["late_acks"] == 0 and level["budget"]["not_current"] == []
