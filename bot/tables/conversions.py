"""Conversions between storage records, engine rules and the service's plain results."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.i18n import N_, _, ngettext, supported
from bot.tables.errors import TableError
from bot.tables.models import Player, TableInfo
from games import registry
from games.base import GameRules, Outcome
from storage.models import BotPlace, PlayerRecord, ResultRecord, TableRecord


def rules_for(game_id: str) -> GameRules:
    try:
        return registry.get(game_id)
    except KeyError:
        raise TableError(_("Cardroom doesn't know a game called {game!r}.", game=game_id)) from None


def parse_options(rules: GameRules, options: dict[str, Any]) -> BaseModel:
    """The game's validated options, or a refusal naming the first option that is wrong."""
    try:
        return rules.Options.model_validate(options)
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "options"
        raise TableError(
            _("The option {option!r} can't be set like that. Nothing changed.", option=field)
        ) from None


def check_language(code: str) -> str:
    """``code`` if Cardroom speaks it (``bot.i18n.supported``), else a refusal."""
    if code not in supported():
        raise TableError(_("Cardroom doesn't speak that language (yet). Nothing changed."))
    return code


def option_update(rules: GameRules, key: str, values: Sequence[str]) -> dict[str, Any]:
    """The option changes one lobby pick makes.

    A plain option takes exactly one value. An option whose field declares ``json_schema_extra``
    ``{"pick": {"count": n, ...}}`` takes n distinct values, stored comma-separated; ``{"sets": {...}}``
    names other options the same pick switches (picking custom types selects the custom preset).
    """
    field = rules.Options.model_fields.get(key)
    if field is None:
        raise TableError(_("That option doesn't exist for this game. Nothing changed."))
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    pick = extra.get("pick")
    if isinstance(pick, dict):
        if len(values) != pick.get("count") or len(set(values)) != len(values):
            count = int(pick.get("count") or 0)
            raise TableError(
                ngettext(
                    "Pick exactly {n} different choice. Nothing changed.",
                    "Pick exactly {n} different choices. Nothing changed.",
                    count,
                )
            )
        update: dict[str, Any] = {key: ",".join(values)}
    elif len(values) == 1:
        update = {key: values[0]}
    else:
        raise TableError(_("Pick one choice for that option. Nothing changed."))
    sets = extra.get("sets")
    return {**update, **(sets if isinstance(sets, dict) else {})}


def stored_options(model: type[BaseModel], text: str) -> BaseModel:
    """A table's stored options, parsed once per distinct text: every read of a table converts its row,
    several times per action, and a game's options never change once it starts. Only a frozen model is
    shared between readers (nobody can change it under another); any other is parsed anew."""
    if model.model_config.get("frozen"):
        return _frozen_options(model, text)
    return model.model_validate_json(text)


@lru_cache(maxsize=1024)
def _frozen_options(model: type[BaseModel], text: str) -> BaseModel:
    return model.model_validate_json(text)


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
        options=stored_options(rules.Options, record.options),
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
                departed=p.departed,
                hints_used=p.hints_used,
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
        hints=record.hints,
    )


def results_of(table: TableInfo, outcome: Outcome) -> list[ResultRecord]:
    """One result row per seated person (bots get none); ties share a rank (and so a win).

    Ranks count every seat, bots included: finishing behind a bot is finishing second. A person on
    autopilot at the end had left the game (bot/tables/ratings.py ranks them last); ``team`` is their
    side, when the game has sides.
    """
    return [
        ResultRecord(
            user_id=player.user_id,
            name=player.name,
            seat=player.seat,
            score=outcome.scores[player.seat],
            rank=outcome.rank_of(player.seat),
            team=outcome.team_of(player.seat),
            departed=player.autopilot,
        )
        for player in table.players
        if player.seat is not None and not player.is_bot
    ]


def bot_places_of(table: TableInfo, outcome: Outcome) -> list[BotPlace]:
    """Each bot seat's score and place, ranked among every seat as people are (for /history)."""
    return [
        BotPlace(seat=player.seat, score=outcome.scores[player.seat], rank=outcome.rank_of(player.seat))
        for player in table.players
        if player.seat is not None and player.is_bot
    ]


# Why a lobby verb is refused once the table is no lobby: (status, verb) → one whole sentence each, so a
# translation never glues a state to a verb.
LOBBY_CLOSED = {
    ("playing", "join"): N_("This table has already started; you can't join now."),
    ("playing", "leave"): N_("This table has already started; you can't leave now."),
    ("playing", "start"): N_("This table has already started; you can't start it now."),
    ("playing", "change"): N_("This table has already started; you can't change it now."),
    ("finished", "join"): N_("This table has already finished; you can't join now."),
    ("finished", "leave"): N_("This table has already finished; you can't leave now."),
    ("finished", "start"): N_("This table has already finished; you can't start it now."),
    ("finished", "change"): N_("This table has already finished; you can't change it now."),
    ("aborted", "join"): N_("This table has already been closed; you can't join now."),
    ("aborted", "leave"): N_("This table has already been closed; you can't leave now."),
    ("aborted", "start"): N_("This table has already been closed; you can't start it now."),
    ("aborted", "change"): N_("This table has already been closed; you can't change it now."),
}
LOBBY_GONE = N_("This table isn't a lobby any more. Nothing changed.")


def lobby_closed(status: str, verb: str) -> str:
    """The refusal of ``verb`` ("join", "leave", "start", "change") at a table that is ``status``."""
    message = LOBBY_CLOSED.get((status, verb))
    return _(message) if message else _(LOBBY_GONE)
