"""The pieces every game's private screens share, so a game's own package holds only what is its own.

``form`` (a form's lines and rows, with automatically unique custom_ids for disabled buttons and the
shared buttons and sentences), ``card_picker`` (card buttons in one row per suit), ``turn`` (the
"Waiting for …" / "⏳ …" lines and who is to act), ``header`` (the first line of a private screen).
Like the rest of ``bot.render``, nothing here imports discord.py.
"""
