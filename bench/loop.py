"""The bot's own Python per action, in one process: whole games through SimCord, text only, profiled.

``python -m bench.loop [--games N] [--profile] [--top K]``. Four people play ``N`` games of every game
through the real client (SimCord's in-memory Discord, a real SQLite file, pictures off), the way the
e2e tests do: open the hand, decide, and the bot answers, announces, redraws and edits the table
message. The figure is CPU ms per stored action of the whole process, SimCord's side included, so it
compares trees (before/after) rather than the bot with the floor; ``--profile`` adds cProfile's own
time of the functions of bot/, storage/ and games/ (where a change in this tree can move it), and
the share of the rest (SimCord, discord.py, asyncio). bench.load measures the bot alone, over a socket.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import logging
import pstats
import tempfile
import time
from pathlib import Path

import simcord

from games import registry
from storage import Store
from tests.support.harness import Harness

PLAYERS = ("alice", "bob", "carol", "dave")
SEED = 20261202
OWN_CODE = ("/bot/", "/storage/", "/games/")


async def _play(folder: Path, games: int) -> tuple[int, float, float]:
    """Play ``games`` games of each game; returns (actions stored, CPU s, wall s)."""
    store = await Store.open(folder / "loop.sqlite3")
    bot = Harness.make_bot(store, SEED)
    env = simcord.Env(bot)
    await env.start()
    try:
        guild = env.create_guild(name="Bench Club")
        channel = guild.create_text_channel("cards")
        await store.set_server_pictures(guild.id, False)
        players = {name: guild.add_member(env.create_user(name)) for name in PLAYERS}
        h = Harness(env, bot, store, folder, channel, players, SEED)
        actions = 0
        cpu, wall = time.process_time(), time.perf_counter()
        for game in registry.ids():
            rules = registry.get(game)
            seats = registry.facts(game).plays(rules.min_players, rules.max_players)[0][0]
            for _ in range(games):
                await h.open_and_start(game, PLAYERS[:seats])
                await h.play_until_over()
                actions += len(await store.actions(h.table_id or 0))
                h.table_id = None
        return actions, time.process_time() - cpu, time.perf_counter() - wall
    finally:
        await env.shutdown()
        await store.close()


def _own_time(profile: cProfile.Profile, top: int) -> list[str]:
    stats = pstats.Stats(profile)
    rows = []
    total = 0.0
    for (path, line, name), (_calls, ncalls, own, _cumulative, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        total += own
        if any(part in path for part in OWN_CODE):
            short = "/".join(Path(path).parts[-2:])
            rows.append((own, ncalls, f"{name} ({short}:{line})"))
    rows.sort(reverse=True)
    ours = sum(own for own, _, _ in rows)
    lines = [f"own time in bot/, storage/, games/: {100 * ours / total:.1f}% of all profiled time"]
    lines += [f"  {100 * own / total:5.1f}%  {calls:>8} calls  {where}" for own, calls, where in rows[:top]]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games of each game")
    parser.add_argument("--profile", action="store_true", help="cProfile the games (slower)")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    profile = cProfile.Profile() if args.profile else None
    with tempfile.TemporaryDirectory() as folder:
        if profile:
            profile.enable()
        actions, cpu, wall = asyncio.run(_play(Path(folder), args.games))
        if profile:
            profile.disable()
    per = 1000 / actions
    print(f"{actions} actions, CPU {per * cpu:.2f} ms per action, wall {per * wall:.2f} ms")
    if profile:
        print("\n".join(_own_time(profile, args.top)))


if __name__ == "__main__":
    main()
