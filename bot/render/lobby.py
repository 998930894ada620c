"""The lobby message: seats, options (host-editable selects) and the Join/Leave/Start/Cancel buttons.

Bots, the turn clock and the choice of a thread live on a host-only panel (``bot.render.lobby_setup``)
behind the fifth button, so the game's own options keep the select rows.
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel

from bot.render.languages import language_line
from bot.render.names import safe_name
from bot.render.screen import Button, Screen, Select, SelectOption
from bot.tables.clock import clock_label
from bot.tables.models import Player, TableInfo

MAX_OPTION_SELECTS = 4  # one row stays for the buttons
THREAD_LINE = "Plays in: a thread of its own, opened at Start (this channel keeps one line)"


def lobby_screen(table: TableInfo, options_summary: str) -> Screen:
    seats = "   ".join(
        f"{number}. {_seat_label(table, number - 1)}" for number in range(1, table.max_players + 1)
    )
    count = f"{table.min_players} to {table.max_players} players"
    if table.min_players == table.max_players:
        count = f"{table.min_players} players"
    lines = [
        f"🃏 **{table.game_name}** — {count} · host <@{table.host_id}>",
        f"Options: {options_summary}",
        f"Turn clock: {_clock_text(table.turn_clock)}",
        language_line(table),
        *([THREAD_LINE] if table.play_in_thread else []),
        seats,
        _readiness(table),
    ]
    if table.deadline is not None:
        lines.append(f"-# This lobby closes by itself <t:{int(table.deadline)}:R> if nothing happens.")
    full_of_people = len(table.players) >= table.max_players and not table.bots
    buttons = (
        Button("Join", "lobby:join", style="primary", disabled=full_of_people),
        Button("Leave", "lobby:leave"),
        Button("Start", "lobby:start", style="success", disabled=len(table.players) < table.min_players),
        Button("Cancel", "lobby:cancel", style="danger"),
        Button("Bots, clock & thread", "lobby:setup", emoji="🤖"),
    )
    return Screen("\n".join(lines), (buttons, *option_selects(table.options)))


def closed_screen(table: TableInfo) -> Screen:
    return Screen(f"🃏 **{table.game_name}** — this table was closed. Start a new one with /play.")


def option_selects(options: BaseModel) -> tuple[Select, ...]:
    """One select per option whose values can be listed, for the host to change.

    Literal and bool fields give a one-value select; a field declaring ``json_schema_extra``
    ``{"pick": {"count": n, "choices": {value: label}}}`` gives a select of exactly n values (shown last).
    """
    single: list[Select] = []
    multi: list[Select] = []
    for key, field in type(options).model_fields.items():
        title = field.title or key.replace("_", " ").capitalize()
        pick = _extra(field.json_schema_extra, "pick")
        if pick:
            multi.append(_multi_select(key, title, pick, str(getattr(options, key))))
            continue
        choices = option_choices(field.annotation, field.json_schema_extra)
        if not choices:
            continue
        current = _encode(getattr(options, key))
        hints = _extra(field.json_schema_extra, "hints")
        single.append(
            Select(
                pick=f"lobby:opt:{key}",
                placeholder=title,
                options=tuple(
                    SelectOption(
                        label=f"{title}: {label}"[:100],
                        value=value,
                        default=value == current,
                        description=str(hints[value])[:100] if value in hints else None,
                    )
                    for value, label in choices
                ),
            )
        )
    return tuple([*single, *multi][:MAX_OPTION_SELECTS])


def _multi_select(key: str, title: str, pick: dict[str, Any], current: str) -> Select:
    count = int(pick["count"])
    chosen = set(current.split(",")) if current else set()
    choices = {str(k): str(v) for k, v in dict(pick["choices"]).items()}
    return Select(
        pick=f"lobby:opt:{key}",
        placeholder=f"{title}: pick {count}",
        min_values=count,
        max_values=count,
        options=tuple(
            SelectOption(label=label[:100], value=value, default=value in chosen)
            for value, label in choices.items()
        ),
    )


def option_choices(annotation: Any, extra: Any = None) -> list[tuple[str, str]]:
    """(value, label) pairs for an option field; labels come from ``json_schema_extra["labels"]``."""
    labels = {value: str(label) for value, label in _extra(extra, "labels").items()}
    if annotation is bool:
        values = ["false", "true"]
        labels = {"false": "off", "true": "on", **labels}
    elif get_origin(annotation) is Literal:
        values = [_encode(value) for value in get_args(annotation)]
    else:
        return []
    return [(value, labels.get(value, value.replace("_", " "))) for value in values]


def _extra(extra: Any, key: str) -> dict[str, Any]:
    """What a game attaches to an option: ``Field(json_schema_extra={"labels": {...}, ...})``."""
    if isinstance(extra, dict) and isinstance(extra.get(key), dict):
        return {str(k): v for k, v in extra[key].items()}
    return {}


def _encode(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _seat_label(table: TableInfo, index: int) -> str:
    if index < len(table.players):
        return player_label(table.players[index])
    return "—"


def player_label(player: Player) -> str:
    """A person as a mention (no ping in an edit), a bot by its name and level."""
    if player.is_bot:
        return f"{safe_name(player.name)} ({player.bot_level})"
    return f"<@{player.user_id}>"


def _clock_text(seconds: int | None) -> str:
    if seconds is None:
        return "off (no time limit)"
    return f"{clock_label(seconds)} per turn, then a bot plays for whoever ran out of time"


def _readiness(table: TableInfo) -> str:
    missing = table.min_players - len(table.players)
    if missing > 0:
        return (
            f"Waiting for {missing} more player{'s' if missing > 1 else ''} — press Join "
            "(or the host adds bots)."
        )
    return "Ready: the host can press Start (seats are drawn at random)."
