"""Slash commands in Korean for Korean clients: every name valid for Discord and unique, English for
everyone else (discord.py's real payload building, with the catalog translator)."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.adapter.client import CardroomBot
from bot.adapter.translator import CatalogTranslator
from bot.i18n import language
from bot.render.game_names import game_title
from games import registry
from storage import Store

# Discord's rule for command, subcommand and option names (lowercase where the script has case).
NAME = re.compile(r"^[-_\w]{1,32}$")
KOREAN = discord.Locale.korean.value
MAX_DESCRIPTION = 100  # Discord's limit for a command's or option's description, in every language


def hangul_share(text: str) -> float:
    """How much of the text's letters are Hangul (0 for no letters), names left out."""
    for name in ("Cardroom", "DM"):
        text = text.replace(name, "")
    letters = [c for c in text if c.isalpha()]
    return sum("\uac00" <= c <= "\ud7a3" for c in letters) / len(letters) if letters else 0.0


@pytest.fixture
async def payloads(db_path: Any) -> list[dict[str, Any]]:
    store = await Store.open(db_path)
    try:
        bot = CardroomBot(store=store)
        translator = CatalogTranslator()
        return [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    finally:
        await store.close()


def named(node: dict[str, Any]) -> list[dict[str, Any]]:
    """A command's options, subcommands, and theirs (everything Discord shows a name of)."""
    found = []
    for option in node.get("options") or []:
        found += [option, *named(option)]
    return found


def test_every_command_and_option_has_a_valid_unique_korean_name(payloads: list[dict[str, Any]]) -> None:
    def check_level(nodes: list[dict[str, Any]]) -> None:
        """Names side by side (the commands; one command's options) must differ in Korean too."""
        korean = [node["name_localizations"][KOREAN] for node in nodes]
        assert len(set(korean)) == len(korean), korean
        for name in korean:
            assert NAME.match(name) and name == name.lower(), name
            assert hangul_share(name) > 0, f"{name} is not Korean"
        for node in nodes:
            if node.get("options"):
                check_level(node["options"])

    check_level(payloads)
    assert [p["name_localizations"][KOREAN] for p in payloads if p["name"] == "play"] == ["플레이"]


def test_descriptions_and_choices_read_korean(payloads: list[dict[str, Any]]) -> None:
    for node in [*payloads, *(o for p in payloads for o in named(p))]:
        described = node["description_localizations"][KOREAN]
        assert hangul_share(described) >= 0.5 and len(described) <= MAX_DESCRIPTION, node["name"]
        for choice in node.get("choices") or []:
            localized = choice.get("name_localizations", {}).get(KOREAN)
            if choice["name"] in ("on", "off", "server default"):
                assert localized and hangul_share(localized) == 1, choice
            else:  # a game's name: its own, or the Korean name its catalog gives it
                assert localized is None or hangul_share(localized) == 1, choice


def test_game_choices_show_each_game_by_the_name_its_screens_use(payloads: list[dict[str, Any]]) -> None:
    with language("ko"):
        korean = {rules.id: game_title(rules.name) for rules in registry.all()}
    menus = 0
    for node in (o for p in payloads for o in named(p)):
        choices = {c["value"]: c for c in node.get("choices") or []}
        if set(choices) != set(korean):
            continue
        menus += 1
        for game_id, choice in choices.items():
            expected = korean[game_id] if korean[game_id] != choice["name"] else None
            assert choice.get("name_localizations", {}).get(KOREAN) == expected, choice
    assert menus >= 4, "/play, /rules, /leaderboard and /history each offer the games"
    assert any(name != rules.name for name, rules in zip(korean.values(), registry.all(), strict=True))


def test_english_and_languages_without_a_catalog_keep_the_english_names(
    payloads: list[dict[str, Any]],
) -> None:
    for node in [*payloads, *(o for p in payloads for o in named(p))]:
        assert set(node.get("name_localizations", {})) == {KOREAN}, node["name"]
        assert set(node.get("description_localizations", {})) == {KOREAN}


async def test_the_translator_answers_only_what_it_has() -> None:
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    play = app_commands.locale_str("play")
    assert await translator.translate(play, discord.Locale.korean, context) == "플레이"
    assert await translator.translate(play, discord.Locale.american_english, context) is None
    assert await translator.translate(play, discord.Locale.japanese, context) is None
    with language("ko"):  # a game's name without a Korean one: a proper name, left as it is
        proper = next(rules.name for rules in registry.all() if game_title(rules.name) == rules.name)
    unknown = app_commands.locale_str(proper)
    assert await translator.translate(unknown, discord.Locale.korean, context) is None
