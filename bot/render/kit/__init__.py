"""The pieces every game's screens share, so a game's own package holds only what is its own.

``form`` (a form's lines and rows, with automatically unique custom_ids for disabled buttons and the
shared buttons and sentences), ``card_picker`` (card buttons in one row per suit), ``turn`` (the
"Waiting for …" / "⏳ …" lines, who is to act, the hand of a seat that waits), ``header`` (the game's name
and the first line of the table message and of a private screen), ``table`` (the table message: header,
the game's lines, the last turns, whose turn), ``events`` (a game's table of worded events as its channel
messages and "Last" lines), ``number_picker`` (a bid's number buttons), ``finish`` (the finished
seat's place), ``score_sheet``, ``layout`` (a panel's shape; ``row``/``heading``: a label through the
catalog), ``tricks`` (a trick game's last trick, score sheet and game-over message), ``french`` (the standard
deck's card tokens), ``trick_hints``.
Like the rest of ``bot.render``, nothing here imports discord.py.
"""
