"""One term, one translation: every Korean message uses the glossary's word for a game term."""

from __future__ import annotations

import re

from bot.i18n import read_language
from bot.i18n.catalogs import ENGINE_NOTE, extracted, strings
from bot.i18n.glossary import KOREAN

ENGINE_PLACE = re.compile(r"^games/")


def test_every_korean_message_uses_the_glossarys_terms() -> None:
    catalog = read_language("ko")
    wrong = []
    for source in extracted():
        if not source.id:
            continue
        english = " ".join(source.id) if isinstance(source.id, tuple) else source.id
        places = [path for path, _line in source.locations]
        if ENGINE_NOTE in source.auto_comments:  # an engine's refusal is read beside its game's screens
            places = [ENGINE_PLACE.sub("bot/render/", path) for path in places]
        entry = catalog.get(source.id, context=source.context)
        if entry is None:
            continue  # reported by the completeness test
        korean = " ".join(strings(entry))
        for term in KOREAN:
            named = re.search(rf"(?<![\w:-]){re.escape(term.english)}(?![\w:-])", english, re.IGNORECASE)
            if named and any(p.startswith(term.where) for p in places) and term.korean not in korean:
                wrong.append(f"{term.english!r} → {term.korean!r} missing in {korean!r} ({english!r})")
    assert not wrong, "\n".join(wrong[:30])
