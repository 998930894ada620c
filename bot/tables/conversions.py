"""Conversions between storage records, engine rules and the service's plain results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.i18n import supported
from bot.tables.errors import TableError
from bot.tables.models import Player, TableInfo
from games import registry
from games.base import GameRules, Outcome
from storage.models import PlayerRecord, ResultRecord, TableRecord


def rules_for(game_id: str) -> GameRules:
    try:
        return registry.get(game_id)
    except KeyError:
        raise TableError(f"Cardroom doesn't know a game called {game_id!r}.") from None


def parse_options(rules: GameRules, options: dict[str, Any]) -> BaseModel:
    """The game's validated options, or a refusal naming the first option that is wrong."""
    try:
        return rules.Options.model_validate(options)
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "options"
        raise TableError(f"The option {field!r} can't be set like that. Nothing changed.") from None


def check_language(code: str) -> str:
    """``code`` if Cardroom speaks it (``bot.i18n.supported``), else a refusal."""
    if code not in supported():
        raise TableError("Cardroom doesn't speak that language (yet). Nothing changed.")
    return code


def option_update(rules: GameRules, key: str, values: Sequence[str]) -> dict[str, Any]:
    """The option changes one lobby pick makes.

    A plain option takes exactly one value. An option whose field declares ``json_schema_extra``
    ``{"pick": {"count": n, ...}}`` takes n distinct values, stored comma-separated; ``{"sets": {...}}``
    names other options the same pick switches (picking custom types selects the custom preset).
    """
    field = rules.Options.model_fields.get(key)
    if field is None:
        raise TableError("That option doesn't exist for this game. Nothing changed.")
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    pick = extra.get("pick")
    if isinstance(pick, dict):
        if len(values) != pick.get("count") or len(set(values)) != len(values):
            raise TableError(f"Pick exactly {pick.get('count')} different choices. Nothing changed.")
        update: dict[str, Any] = {key: ",".join(values)}
    elif len(values) == 1:
        update = {key: values[0]}
    else:
        raise TableError("Pick one choice for that option. Nothing changed.")
    sets = extra.get("sets")
    return {**update, **(sets if isinstance(sets, dict) else {})}


def table_info(record: TableRecord, players: list[PlayerRecord]) -> TableInfo:
    rules = rules_for(record.game_id)
    return TableInfo(
        id=record.id,
        guild_id=record.guild_id,
        channel_id=record.channel_id,
        game_id=record.game_id,
        game_name=rules.name,
        status=record.status,
        host_id=record.host_id,
        options=rules.Options.model_validate_json(record.options),
        version=record.version,
        message_id=record.message_id,
        players=tuple(
            Player(
                user_id=p.user_id,
                name=p.name,
                seat=p.seat,
                bot_level=p.bot_level,
                missed=p.missed,
                autopilot=p.autopilot,
            )
            for p in players
        ),
        min_players=rules.min_players,
        max_players=rules.max_players,
        turn_clock=record.turn_clock,
        deadline=record.deadline,
        play_in_thread=record.play_in_thread,
        parent_channel_id=record.parent_channel_id,
        language=record.language,
    )


def results_of(table: TableInfo, outcome: Outcome) -> list[ResultRecord]:
    """One result row per seated person (bots get none); ties share a rank (and so a win).

    Ranks count every seat, bots included: finishing behind a bot is finishing second.
    """
    return [
        ResultRecord(
            user_id=player.user_id,
            name=player.name,
            seat=player.seat,
            score=outcome.scores[player.seat],
            rank=outcome.rank_of(player.seat),
        )
        for player in table.players
        if player.seat is not None and not player.is_bot
    ]


def closed_phrase(status: str) -> str:
    return {"playing": "started", "finished": "finished", "aborted": "been closed"}.get(status, status)
