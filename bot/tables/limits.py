"""How much one person, one server, or a table of bots may ask of the bot (issue 13: a public server).

Plain numbers (no Discord): the operator sets them in ``bot/settings.py`` (``.env``); the table service
enforces the tables' limits, the adapter the per-click ones (``bot.adapter.throttle``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

HOUR = 3600.0


def default_bot_workers() -> int:
    """One worker process per core but one: the event loop keeps a core to answer clicks."""
    return max(1, (os.cpu_count() or 1) - 1)


@dataclass(frozen=True, slots=True)
class Limits:
    # Open tables (lobby or playing) one person may host in one server, and a server may hold. [product]
    tables_per_host: int = 2
    tables_per_guild: int = 50
    # Tables one person may open in any hour, counted even once cancelled (a cancelled lobby is deleted
    # at once). Real play opens a few: a game takes a while, and a host who picked the wrong game or
    # options cancels and opens again. 10 leaves room for that; /play and Cancel in a loop (issue 37:
    # the lobby churn) stops after ten. [product]
    tables_opened_per_host_hour: int = 10
    # Each person's clicks and commands pass a token bucket: a burst of ``click_burst``, refilled at
    # ``clicks_per_second``. A form takes 2–4 quick clicks (menus, draft buttons, the action), so 8
    # lets two forms through back to back; 2/s is faster than anyone reads a new hand. [product]
    click_burst: float = 8.0
    clicks_per_second: float = 2.0
    # /table reposts per table in any minute; further ones get a link to the current message. [product]
    table_reposts_per_minute: int = 2
    # A running game no person acts in for this long is closed, like an idle lobby. [product]
    inactive_game_seconds: float = 24 * HOUR
    # Processes that think for strong bots (``bot.tables.thinking``); 0 = think in a thread instead.
    bot_workers: int = 1
    # Rated games a player needs for a place on /leaderboard (newer players are listed after the ranked
    # ones): a rating after one lucky game is mostly its uncertainty, and three games already separate
    # the regulars from passers-by. [product]
    leaderboard_min_games: int = 3

    @classmethod
    def unlimited(cls) -> Limits:
        """No per-person or per-server limit (tests that play many tables fast); games still close when
        abandoned, and after ``inactive_game_seconds``."""
        big = 10**9
        return cls(
            tables_per_host=big,
            tables_per_guild=big,
            tables_opened_per_host_hour=big,
            click_burst=big,
            clicks_per_second=big,
            table_reposts_per_minute=big,
        )
