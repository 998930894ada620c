"""The engines' refusals in the reader's language.

Engines are pure and know no language: an ``IllegalActionError`` carries an English sentence template
and its params (``IllegalActionError("You don't hold {card}.", card="R7")``). The catalog holds the
templates (``bot.i18n.catalogs`` extracts ``IllegalActionError("…")`` and ``Words("…")`` from games/),
so the bot translates the whole sentence, then the params that are words themselves (``Words``: a
colour's name, a season's), and lists a choice of codes (``Either``) the way the language says "or".
Card codes and numbers are filled in as they are.
"""

from __future__ import annotations

from babel.lists import format_list

from bot.i18n import SOURCE_LANGUAGE, _, current
from games.base import Either, IllegalActionError, Words


def refusal(error: IllegalActionError) -> str:
    """What the engine said, in the current language (English: ``str(error)`` itself)."""
    values = {name: _param(value) for name, value in error.params.items()}
    return _(error.template, **values) if values else _(error.template)


def _param(value: object) -> object:
    if isinstance(value, Words):
        return _(value)
    if isinstance(value, Either) and current() != SOURCE_LANGUAGE:
        return format_list(list(value), style="or", locale=current().replace("-", "_"))
    return value
