"""Discord languages in SimCord: each person's client language, and each server's.

SimCord 3.2.1 sends every interaction with ``locale`` and ``guild_locale`` "en-US". Real Discord sends
the clicker's client language as ``locale``, and the server's language (its ``preferred_locale``) as
``guild_locale``. ``speak`` makes SimCord's interactions say what Discord would: the server's
``preferred_locale`` (``env.create_guild(preferred_locale="ko")``) and the locale set here per person.
Only the fake Discord's payload changes; the bot runs as it would.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pytest
from simcord import interactions

from bot.i18n import _, language

KOREAN = "ko"  # Discord's locale code, and the catalog's
HANGUL = re.compile(r"[\uac00-\ud7a3]")
LETTER = re.compile(r"[^\W\d_]")


class Locales:
    def __init__(self, of_user: Mapping[int, str] | None = None) -> None:
        self.of_user: dict[int, str] = dict(of_user or {})

    def set(self, person: Any, locale: str) -> None:
        """``person``'s Discord client is in ``locale`` from now on ("ko", "en-US")."""
        self.of_user[person.id] = locale


def speak(monkeypatch: pytest.MonkeyPatch, of_user: Mapping[int, str] | None = None) -> Locales:
    """From now on interactions carry each person's locale (``of_user``: user id → "ko", or ``set``)."""
    locales = Locales(of_user)
    original = interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, **kwargs)
        payload["locale"] = locales.of_user.get(kwargs["user_id"], "en-US")
        if kwargs.get("guild_id") is not None:
            payload["guild_locale"] = backend.get_guild(kwargs["guild_id"]).preferred_locale
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", base_payload)
    return locales


def hangul_share(text: str, *, ignore: tuple[str, ...] = ()) -> float:
    """The share of Hangul among the letters of ``text`` (``ignore``: names, commands, card tokens)."""
    for word in ignore:
        text = text.replace(word, "")
    letters = LETTER.findall(text)
    return sum(1 for letter in letters if HANGUL.match(letter)) / len(letters) if letters else 0.0


def korean(message: str) -> str:
    """``message`` as the Korean catalog words it: what a player whose Discord is in Korean reads."""
    with language(KOREAN):
        return _(message)
