"""Quattro Exchange's plain one-word data values that look like words, per file: view and action codes its
renderer reads or writes (bid kinds, sections, phases, hows, directions), never shown to a player. Read by
``test_no_literals.py`` (its ``ALLOWED``), which checks each is still in its file."""

from __future__ import annotations

ALLOWED = {
    ("bot/render/quattro_exchange/form.py", "give"),
    ("bot/render/quattro_exchange/viewdata.py", "first"),
    ("bot/render/quattro_exchange/viewdata.py", "second"),
}
