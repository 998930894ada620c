"""Players who read Discord in another language: SimCord sends every interaction with ``locale`` "en-US",
so this gives chosen users the locale Discord would send for them (the ``locale`` field of
INTERACTION_CREATE, which discord.py reads into ``interaction.locale``). Only the fake Discord's payload
changes; the bot runs as it would.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pytest
from simcord import interactions as simcord_interactions

HANGUL = re.compile(r"[\uac00-\ud7a3]")
LETTER = re.compile(r"[^\W\d_]")


def speak(monkeypatch: pytest.MonkeyPatch, locales: Mapping[int, str]) -> None:
    """From now on the users in ``locales`` (user id → Discord locale, "ko") click in that language."""
    original = simcord_interactions.base_payload

    def with_locale(backend: Any, *, user_id: int, **fields: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, user_id=user_id, **fields)
        if user_id in locales:
            payload["locale"] = locales[user_id]
        return record, payload

    monkeypatch.setattr(simcord_interactions, "base_payload", with_locale)


def hangul_share(text: str, *, ignore: tuple[str, ...] = ()) -> float:
    """The share of Hangul among the letters of ``text`` (``ignore``: names, commands, card tokens)."""
    for word in ignore:
        text = text.replace(word, "")
    letters = LETTER.findall(text)
    return sum(1 for letter in letters if HANGUL.match(letter)) / len(letters) if letters else 0.0
