"""4 Seasons's plain one-word data values that look like words, per file: view and action codes its
renderer reads or writes (bid kinds, sections, phases, hows, directions), never shown to a player. Read by
``test_no_literals.py`` (its ``ALLOWED``), which checks each is still in its file."""

from __future__ import annotations

ALLOWED = {
    ("bot/render/four_seasons/bidform.py", "bid"),
    ("bot/render/four_seasons/bonusform.py", "bonus"),
    ("bot/render/four_seasons/playform.py", "butterfly"),
    ("bot/render/four_seasons/form.py", "reveal?"),
    ("bot/render/four_seasons/hand.py", "play:BF:"),
    ("bot/render/four_seasons/table.py", "standard"),
}
