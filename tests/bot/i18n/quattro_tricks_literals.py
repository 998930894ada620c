"""Quattro Trick-Taking's plain one-word data values that look like words, per file: view and action codes its
renderer reads or writes (bid kinds, sections, phases, hows, directions), never shown to a player. Read by
``test_no_literals.py`` (its ``ALLOWED``), which checks each is still in its file."""

from __future__ import annotations

ALLOWED = {
    ("bot/render/quattro_tricks/chips.py", "chips"),  # the "?" topic
    # Bid kinds and colour-section codes of the sets.
    *(("bot/render/quattro_tricks/sets.py", code) for code in ("sum", "not", "chips", "missions", "none")),
    *(
        ("bot/render/quattro_tricks/sets.py", code)
        for code in ("blue", "yellow", "green", "red", "even", "odd")
    ),
    # A colour section's English source data, never shown: Choice.shown_label/shown_text use templates.
    *(
        ("bot/render/quattro_tricks/sets.py", text)
        for text in ("not ", "fails if you win a trick with a ", " card")
    ),
    ("bot/render/quattro_tricks/announce.py", "not"),
    ("bot/render/quattro_tricks/progress.py", "not"),
    ("bot/render/quattro_tricks/table.py", "Quattro Trick-Taking"),  # a name, when the table has none
    ("bot/pictures/games/quattro_tricks.py", "play"),  # CARD_VERBS: the action verb that names hand cards
}
