"""Slash commands on the page: the synced schema as the command bar offers it, and what a person typed read
as Discord's client reads it before it sends anything.

The stand-in then checks the options against the schema exactly as in the tests
(``standin.client_rules.command_options``: required options, choices, bounds, lengths), so a command the
page lets through is one Discord's client would have sent.
"""

from __future__ import annotations

import re
from typing import Any

from bot.local.standin.client_rules import DiscordRefusal
from bot.local.standin.world import World

# Discord's application command option types: the page offers a field for each but the first two.
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, NUMBER = 3, 4, 5, 6, 10
TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")
INTEGER_TEXT = re.compile(r"-?[0-9]+")
NUMBER_TEXT = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def schema(world: World, guild_id: str | None) -> list[dict[str, Any]]:
    """The chat commands a place offers, as Discord's command picker lists them: each subcommand an entry
    of its own ("daily play"), with its description and options."""
    scopes = [guild_id, None] if guild_id else [None]
    found: dict[str, dict[str, Any]] = {}
    for scope in scopes:
        for command in world.commands.get(scope, []):
            if command.get("type", 1) != 1 or command["name"] in found:
                continue
            if guild_id is None and 1 not in (command.get("contexts") or [0, 1, 2]):
                continue  # not usable in DMs
            for entry in _entries(command["name"], command):
                found.setdefault(entry["name"], entry)
    return sorted(found.values(), key=lambda command: command["name"])


def _entries(name: str, level: dict[str, Any]) -> list[dict[str, Any]]:
    """One entry per runnable command under ``level``: itself, or each of its subcommands."""
    options = level.get("options") or []
    nested = [o for o in options if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if nested:
        return [entry for o in nested for entry in _entries(f"{name} {o['name']}", o)]
    entry = {"name": name, "description": level.get("description") or ""}
    return [entry | {"options": [_option(option) for option in options]}]


def _option(option: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": option["name"],
        "type": option["type"],
        "description": option.get("description") or "",
        "required": bool(option.get("required")),
        "choices": [{"name": c["name"], "value": c["value"]} for c in option.get("choices") or []],
    }


def typed(command: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    """The options as Discord's client sends them: numbers as numbers, a yes/no as a boolean; an empty
    field is left out. Raises ``DiscordRefusal`` for a value the client would not accept."""
    kinds = {option["name"]: option["type"] for option in command.get("options") or []}
    options: dict[str, Any] = {}
    for name, raw in given.items():
        if name not in kinds:
            raise DiscordRefusal(f"/{command['name']} has no option {name!r}")
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            continue
        options[name] = _value(name, kinds[name], raw)
    return options


def _value(name: str, kind: int, raw: Any) -> Any:
    if isinstance(raw, bool) or kind in (STRING, USER):
        return raw if isinstance(raw, bool) else str(raw)
    text = str(raw).strip()
    if kind == BOOLEAN and text.lower() in TRUE_WORDS + FALSE_WORDS:
        return text.lower() in TRUE_WORDS
    # ASCII digits only, as the client's number field takes them (int and float also read "²", "١" or "nan")
    if kind == INTEGER and INTEGER_TEXT.fullmatch(text):
        return int(text)
    if kind == NUMBER and NUMBER_TEXT.fullmatch(text):
        return float(text)
    raise DiscordRefusal(f"{name}: {raw!r} is not a valid value")
