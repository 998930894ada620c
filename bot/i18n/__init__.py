"""Every word a player reads, in their language: gettext catalogs kept with Babel (docs/i18n.md).

Renderers and the adapter write English and wrap it: ``_("Your hand — {where}", where=…)`` for a
sentence, ``ngettext("{n} card", "{n} cards", n)`` where the number changes the words, ``N_("…")`` to
mark a module-level constant that is translated where it is shown (``_(CONSTANT)``). Placeholders are
``str.format`` names, so a translation may put them in any order. ``pgettext(context, "off")`` (and
``npgettext``) where the same short English means different things on different screens.

Which language: the adapter says, around the code that builds a message, ``with language("ko"):`` —
the clicking user's for a private message, the table's for a public one (``resolve`` maps Discord's
locales onto the catalogs; anything else reads English). Rendering stays a pure function of the view
and the language in force, and the language is a context variable, so two messages built at once in
two tasks never mix.

A language is one file: ``bot/i18n/locales/<code>/LC_MESSAGES/cardroom.po``. It is compiled with Babel
when first used (no generated file is kept in the repository). English is the source text itself.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

DOMAIN = "cardroom"
SOURCE_LANGUAGE = "en"
LOCALES = Path(__file__).parent / "locales"
POT_FILE = Path(__file__).parent / f"{DOMAIN}.pot"

_current: ContextVar[str] = ContextVar("cardroom_language", default=SOURCE_LANGUAGE)


@cache
def supported() -> tuple[str, ...]:
    """English, and every language that has a catalog file."""
    found = sorted(p.parent.parent.name for p in LOCALES.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return (SOURCE_LANGUAGE, *(code for code in found if code != SOURCE_LANGUAGE))


def resolve(locale: object) -> str:
    """The catalog for a Discord locale (``discord.Locale`` or its value: "ko", "en-US", "pt-BR"…):
    the exact one, else the same language, else English."""
    value = str(getattr(locale, "value", locale) or "").replace("_", "-")
    languages = supported()
    if value in languages:
        return value
    base = value.split("-")[0].lower()
    return base if base in languages else SOURCE_LANGUAGE


@contextmanager
def language(code: str) -> Iterator[str]:
    """Build messages in ``code`` (a value of ``resolve``) inside this block."""
    token = _current.set(code if code in supported() else SOURCE_LANGUAGE)
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def current() -> str:
    return _current.get()


def _(message: str, /, **values: Any) -> str:
    """``message`` in the current language, with ``values`` filled in."""
    text = _translations(current()).gettext(message)
    return text.format(**values) if values else text


def ngettext(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language; ``{n}`` is ``n`` written as
    the language writes numbers."""
    text = _translations(current()).ngettext(singular, plural, n)
    return text.format(n=number(n), **values)


def pgettext(context: str, message: str, /, **values: Any) -> str:
    """``message`` as meant in ``context``, in the current language: for a short English word that
    another screen uses with another meaning ("off" as a command's choice, "off" as a turn clock's
    state), so each meaning gets its own translation."""
    text = _translations(current()).pgettext(context, message)
    return text.format(**values) if values else text


def npgettext(context: str, singular: str, plural: str, n: int, /, **values: Any) -> str:
    """``ngettext`` for a message as meant in ``context`` (see ``pgettext``)."""
    text = _translations(current()).npgettext(context, singular, plural, n)
    return text.format(n=number(n), **values)


def N_(message: str, /) -> str:
    """Mark ``message`` for the catalog without translating it yet (module constants): show it with
    ``_(message)`` once the language is known."""
    return message


def number(value: float) -> str:
    """A number as the current language writes it (digit grouping: 1,234)."""
    return _number(current(), type(value), value)


@lru_cache(maxsize=4096)
def _number(code: str, kind: type, value: float) -> str:
    """Kept per language and value: babel parses and applies the locale's pattern on every call, and a
    screen writes the same few scores and counts on every redraw. ``kind`` keeps 1 and 1.0 apart."""
    return format_decimal(value, locale=_babel_locale(code))


def language_name(code: str) -> str:
    """A language's own name for itself ("English", "한국어"), as a language picker shows it."""
    return Locale.parse(code.replace("-", "_")).get_display_name(code.replace("-", "_")) or code


@cache
def _babel_locale(code: str) -> Locale:
    return Locale.parse(code.replace("-", "_"))


# Further ``.po`` files of a language kept outside ``LOCALES``: for tests only (the example game of
# docs/adding-a-game.md brings its own words, ``tests/example_high_card``), added by ``register_messages``.
_EXTRA: dict[str, list[Path]] = {}


def register_messages(code: str, path: Path) -> None:
    """Read ``path`` as one more ``.po`` of ``code`` (tests only: a game registered from outside)."""
    _EXTRA.setdefault(code, []).append(path)
    _translations.cache_clear()


def read_language(code: str) -> Catalog:
    """Every translation of ``code``: its ``cardroom.po``, and any further ``.po`` beside it (work in
    progress may keep a part of the messages in a file of its own until it is merged in)."""
    merged = Catalog(locale=code.replace("-", "_"), domain=DOMAIN, charset="utf-8")
    for path in [*sorted((LOCALES / code / "LC_MESSAGES").glob("*.po")), *_EXTRA.get(code, [])]:
        with path.open("rb") as po:
            part = read_po(po, locale=code.replace("-", "_"))
        if path.name == f"{DOMAIN}.po":
            merged.mime_headers = part.mime_headers
        for message in part:
            if message.id:
                merged[message.id] = message
    return merged


@cache
def _translations(code: str) -> gettext.NullTranslations:
    """The compiled catalog of ``code`` (English: the source text itself). Fuzzy entries are left out,
    so an unreviewed translation reads English rather than something wrong."""
    if code == SOURCE_LANGUAGE or code not in supported():
        return gettext.NullTranslations()
    catalog = read_language(code)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)
