"""A game's 💡 hint reason in words (issue 39): the game's sentence for the reason's key, with each value
the sentence names spelled the way the game's screens spell it (a card code as its token, a column as its
name). Shared so each game's ``hints.py`` only declares its sentences and its spellings."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.i18n import _
from games.bots.hints import Reason


def reason_words(
    words: Mapping[str, str], reason: Reason, spell: Mapping[str, Callable[[Any], Any]]
) -> str | None:
    """The translated sentence ``words[reason.key]`` with the reason's values, each value named in
    ``spell`` spelled by it; None for a reason the game has no sentence for."""
    message = words.get(reason.key)
    if message is None:
        return None
    values = {key: spell[key](value) if key in spell else value for key, value in reason.values.items()}
    return _(message, **values)
