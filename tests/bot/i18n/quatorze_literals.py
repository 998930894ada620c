"""Quatorze's plain one-word data values that look like words, per file: view and action codes its
renderer reads or writes (bid kinds, sections, phases, hows, directions), never shown to a player. Read by
``test_no_literals.py`` (its ``ALLOWED``), which checks each is still in its file."""

from __future__ import annotations

ALLOWED = {
    ("bot/render/quatorze/choices.py", "lucky"),  # the "?" topics
    ("bot/render/quatorze/choices.py", "sins"),
    ("bot/render/quatorze/pages.py", "planes"),
    ("bot/render/quatorze/playform.py", "play"),
    ("bot/render/quatorze/hand.py", "play"),  # a decision kind
    ("bot/render/quatorze/playform.py", "plain"),  # a draft's mode: the plays without their power
    ("bot/render/quatorze/playform.py", "nopower"),  # an action's last part
    ("bot/pictures/games/quatorze.py", "quatorze"),  # the game id
    ("bot/render/quatorze/__init__.py", "quatorze"),
    ("bot/render/quatorze/announce.py", "created"),
    ("bot/render/quatorze/announce.py", "own"),
    ("bot/render/quatorze/playform.py", "own"),
    ("bot/render/quatorze/playform.py", "anywhere"),
    ("bot/render/quatorze/table.py", "Quatorze"),  # a name, when the table has none
    ("bot/render/quatorze/viewdata.py", "left"),
    ("bot/render/quatorze/viewdata.py", "right"),
}
