"""How each of the strong bots' worker processes starts (``bot.tables.thinking``'s pool).

A module of its own, importing only ``games``: a spawned worker imports its initializer's module, and
``bot.tables`` would bring the storage drivers and the whole service into every worker.
"""

from __future__ import annotations

import signal

from games import bots


def start(games_added: dict[str, str], bots_added: dict[str, str]) -> None:
    """A worker ignores SIGINT: Ctrl-C in a terminal signals the whole process group, and a worker that
    died of it would print a ``KeyboardInterrupt`` traceback before the bot's "Stopped.". The bot,
    stopping, shuts the pool down (``Thinker.close``). Then it learns the games registered at run time
    (``bots.adopt``)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    bots.adopt(games_added, bots_added)
