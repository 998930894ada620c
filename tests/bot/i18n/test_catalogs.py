"""The catalogs: complete in every language, in step with the code, and read the way players need."""

from __future__ import annotations

import ast
import asyncio
from pathlib import Path

from bot import i18n
from bot.i18n import _, language, ngettext, npgettext, number, pgettext, resolve
from bot.i18n.catalogs import extracted, languages, placeholders, problems, read

BOT = Path(i18n.__file__).resolve().parents[1]


def test_korean_has_a_catalog() -> None:
    assert "ko" in languages() and i18n.supported()[0] == "en"


def test_every_message_is_translated_in_every_language_with_the_same_placeholders() -> None:
    template = extracted()
    found = [problem for code in languages() for problem in problems(code, template)]
    assert not found, (
        "\n".join(found[:40]) + "\n(fix with: python -m bot.i18n.catalogs update, then translate)"
    )


def test_the_template_is_in_step_with_the_code() -> None:
    stored = {m.id for m in read(i18n.POT_FILE) if m.id}
    assert stored == {m.id for m in extracted() if m.id}, "run: python -m bot.i18n.catalogs update"


def test_discord_locales_fall_back_to_a_language_with_a_catalog() -> None:
    assert resolve("ko") == "ko"
    assert resolve("en-US") == "en" and resolve("en-GB") == "en"
    assert resolve("pt-BR") == "en" and resolve(None) == "en" and resolve("") == "en"


def test_a_message_without_a_translation_reads_english() -> None:
    with language("ko"):
        assert _("No such message in any catalog {x}", x=1) == "No such message in any catalog 1"


def test_plurals_and_numbers_follow_the_language() -> None:
    with language("en"):
        assert ngettext("{n} card", "{n} cards", 1) == "1 card"
        assert ngettext("{n} card", "{n} cards", 1234) == "1,234 cards"
        assert number(1234567) == "1,234,567"
    with language("ko"):
        assert number(1234567) == "1,234,567"


def test_a_number_reads_the_same_however_often_it_is_written() -> None:
    values = (1234, 1234.5, 1, 1.25, 1234, 0.5, 1.25)
    expected = ["1,234", "1,234.5", "1", "1.25", "1,234", "0.5", "1.25"]
    for code in ("en", "ko", "en"):
        with language(code):
            assert [number(v) for v in values] == expected
            assert ngettext("{n} card", "{n} cards", 1234) == (
                "1,234 cards" if code == "en" else number(1234) + "장"
            )


def test_an_unknown_language_reads_english() -> None:
    with language("xx") as chosen:
        assert chosen == "en" and i18n.current() == "en"
    assert i18n.current() == "en"


async def test_two_messages_built_at_once_keep_their_own_language() -> None:
    seen: dict[str, list[str]] = {"en": [], "ko": []}

    async def build(code: str) -> None:
        with language(code):
            for _step in range(5):
                await asyncio.sleep(0)
                seen[code].append(i18n.current())

    await asyncio.gather(build("en"), build("ko"))
    assert seen == {"en": ["en"] * 5, "ko": ["ko"] * 5}


def test_placeholders_are_format_names() -> None:
    assert placeholders("{name} plays {card} · {n:,}") == {"name", "card", "n"}


def test_no_module_that_translates_shadows_the_translate_function() -> None:
    """``for _ in …`` in a module that imported ``_`` would silently stop translating after the loop."""
    shadowing = []
    for path in BOT.rglob("*.py"):
        tree = ast.parse(path.read_text())
        imports = any(
            isinstance(node, ast.ImportFrom)
            and node.module == "bot.i18n"
            and any(a.name == "_" for a in node.names)
            for node in ast.walk(tree)
        )
        if not imports:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
                shadowing.append(f"{path.relative_to(BOT.parent)}:{node.lineno}")
    assert not shadowing, shadowing


def test_the_same_english_in_two_contexts_has_two_translations() -> None:
    """ "off" as a command's choice, as a table option's state and as a turn clock's: one English word,
    three catalog entries (``pgettext``), each with its own Korean."""
    found = {(m.context, m.id) for m in extracted()}
    assert {(None, "off"), ("turn clock", "off"), ("a table option's state", "off")} <= found
    with language("ko"):
        assert (_("off"), pgettext("turn clock", "off"), pgettext("a table option's state", "off")) == (
            "끔",
            "없음",
            "사용 안 함",
        )
        assert pgettext("a context nobody translated", "off") == "off"
        assert npgettext("a context nobody translated", "{n} card", "{n} cards", 1234) == "1,234 cards"
    assert pgettext("turn clock", "off") == "off"
