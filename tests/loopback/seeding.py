"""Make a process-test game replayable: give a lobby the table seed the test chose.

The bot draws every table's seed itself (``TableService``, from ``secrets``), and the seating shuffle and
every deal derive from it when the host presses Start. A test that writes its own seed into the lobby's
row before Start therefore plays a known game on the unmodified bot: same seed, same clicks, same game.
This is the only write a test makes to the bot's SQLite file, and only while the table is a lobby (the
bot reads the row afresh at Start and caches nothing of a lobby).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

# A seed fits SQLite's signed 64-bit INTEGER, as the bot's own (bot.tables.service.SEED_BITS).
MAX_SEED = (1 << 62) - 1


def pin_table_seed(db_path: Path, table_id: int, seed: int) -> None:
    assert 0 <= seed <= MAX_SEED, f"seed {seed} does not fit the bot's seeds"
    # The bot holds the file in WAL mode; wait for its writer rather than fail (as its own busy_timeout).
    connection = sqlite3.connect(db_path, timeout=5)
    try:
        with connection:
            changed = connection.execute(
                "UPDATE tables SET seed = ? WHERE id = ? AND status = 'lobby'", (seed, table_id)
            ).rowcount
    finally:
        connection.close()
    assert changed == 1, f"table {table_id} is not a lobby any more: its seed can't be chosen"
