"""The lobby message: seats, options (host-editable selects) and the Join/Leave/Start/Cancel buttons.

Bots, the turn clock and the choice of a thread live on a host-only panel (``bot.render.lobby_setup``)
behind the fifth button, so the game's own options keep the select rows.

The options' titles, labels and hints are the game's (``games/<game>/options.py``, English, as engines
know no language); they are shown through the catalog (``option_text``), which holds them for every
language (``bot.i18n.catalogs`` extracts them from each game's ``Options``).
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from babel.numbers import format_percent
from pydantic import BaseModel

from bot.i18n import N_, _, current, ngettext, number, pgettext
from bot.render.clock_lines import duration, relative
from bot.render.game_names import game_title
from bot.render.languages import language_line
from bot.render.names import mention, safe_name
from bot.render.screen import Button, Screen, Select, SelectOption
from bot.tables.models import Player, TableInfo
from storage.models import QuitRecord

MAX_OPTION_SELECTS = 4  # one row stays for the buttons
THREAD_LINE = N_("Plays in: a thread of its own, opened at Start (this channel keeps one line)")
# A bot's level as a player reads it (the stored value is the key).
LEVEL_NAMES = {"casual": N_("casual"), "strong": N_("strong"), "expert": N_("expert")}
# Beside a name in a lobby, the share of their games here they played to the end (bot.tables.quit_records),
# only when it is below 100 %: a clean record is the rule and needs no words on a phone.
QUIT_MARK = "🏁"


def lobby_screen(table: TableInfo, options_summary: str) -> Screen:
    """``options_summary`` is the game's line (``GameUI.options_summary``), in the current language."""
    seats = "   ".join(
        f"{number(seat)}. {_seat_label(table, seat - 1)}" for seat in range(1, table.max_players + 1)
    )
    if table.min_players == table.max_players:
        count = ngettext("{n} player", "{n} players", table.min_players)
    else:
        count = _("{low} to {high} players", low=number(table.min_players), high=number(table.max_players))
    lines = [
        _(
            "🃏 **{game}** — {count} · host {host}",
            game=game_title(table.game_name),
            count=count,
            host=mention(table.host_id),
        ),
        _("Options: {summary}", summary=options_summary),
        _("Turn clock: {clock}", clock=_clock_text(table.turn_clock)),
        language_line(table),
        *([_(THREAD_LINE)] if table.play_in_thread else []),
        hints_lobby_line(table),
        seats,
        _readiness(table),
    ]
    if any(_shown_record(table, player) for player in table.players):
        lines.append(_("-# 🏁 the share of their games on this server they played to the end"))
    if table.deadline is not None:
        # i18n: {when} is a Discord relative time ("in 10 minutes"), shown in each reader's own language.
        lines.append(
            _(
                "-# This lobby closes by itself {when} if nothing happens.",
                when=relative(table.deadline),
            )
        )
    full_of_people = len(table.players) >= table.max_players and not table.bots
    buttons = (
        Button(_("Join"), "lobby:join", style="primary", disabled=full_of_people),
        Button(_("Leave"), "lobby:leave"),
        Button(_("Start"), "lobby:start", style="success", disabled=len(table.players) < table.min_players),
        Button(_("Cancel"), "lobby:cancel", style="danger"),
        Button(_("Bots, clock & thread"), "lobby:setup", emoji="🤖"),
    )
    return Screen("\n".join(lines), (buttons, *option_selects(table.options)))


def hints_lobby_line(table: TableInfo) -> str:
    """Whether the hands will offer 💡 Hint (issue 39), and what it costs."""
    if table.hints_allowed:
        return _("💡 Hints: on (a game with hints is not rated)")
    return _("💡 Hints: off")


def closed_screen(table: TableInfo) -> Screen:
    return Screen(
        _(
            "🃏 **{game}** — this table was closed. Start a new one with /play.",
            game=game_title(table.game_name),
        )
    )


def departed_screen(table: TableInfo) -> Screen:
    """What a hand by DM becomes once its player is gone from the table's server: no cards, no buttons."""
    return Screen(
        _(
            "🚪 **{game}** — you're no longer in this table's server, so this hand is closed.",
            game=game_title(table.game_name),
        )
    )


def option_text(text: str) -> str:
    """A game's option title, label or hint in the current language (see the module's docstring)."""
    return _(text) if text else text


def option_selects(options: BaseModel) -> tuple[Select, ...]:
    """One select per option whose values can be listed, for the host to change.

    Literal and bool fields give a one-value select; a field declaring ``json_schema_extra``
    ``{"pick": {"count": n, "choices": {value: label}}}`` gives a select of exactly n values (shown last).
    """
    single: list[Select] = []
    multi: list[Select] = []
    for key, field in type(options).model_fields.items():
        title = option_text(field.title or key.replace("_", " ").capitalize())
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
                        description=option_text(str(hints[value]))[:100] if value in hints else None,
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
        placeholder=_("{title}: pick {n}", title=title, n=number(count)),
        min_values=count,
        max_values=count,
        options=tuple(
            SelectOption(label=option_text(label)[:100], value=value, default=value in chosen)
            for value, label in choices.items()
        ),
    )


def option_choices(annotation: Any, extra: Any = None) -> list[tuple[str, str]]:
    """(value, label) pairs for an option field, labels in the current language; they come from
    ``json_schema_extra["labels"]``."""
    labels = {value: str(label) for value, label in _extra(extra, "labels").items()}
    if annotation is bool:
        # i18n: a house rule or variant of the table is in use ("on") or not ("off"), on the lobby's selects.
        states = {
            "false": pgettext("a table option's state", "off"),
            "true": pgettext("a table option's state", "on"),
        }
        return [(v, option_text(labels[v]) if v in labels else states[v]) for v in ("false", "true")]
    if get_origin(annotation) is Literal:
        values = [_encode(value) for value in get_args(annotation)]
    else:
        return []
    return [(value, option_text(labels.get(value, value.replace("_", " ")))) for value in values]


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
        player = table.players[index]
        record = _shown_record(table, player)
        label = player_label(player)
        return label if record is None else f"{label} · {QUIT_MARK} {finished_percent(record)}"
    return "—"  # an empty seat


def _shown_record(table: TableInfo, player: Player) -> QuitRecord | None:
    """The person's quit record when the lobby shows it: they left a game under way and were not back."""
    record = None if player.is_bot else table.quit_record(player.user_id)
    return record if record is not None and record.left > 0 else None


def finished_percent(record: QuitRecord) -> str:
    """The share of games played to the end, in the reader's language ("96%")."""
    return format_percent(record.finished_percent / 100, locale=current())


def player_label(player: Player) -> str:
    """A person as a mention (no ping in an edit), a bot by its name and level."""
    if player.is_bot:
        return f"{safe_name(player.name)} ({level_name(player.bot_level)})"
    return mention(player.user_id)


def level_name(level: str | None) -> str:
    """A bot level in the current language (an unknown stored value as it is)."""
    known = LEVEL_NAMES.get(level or "")
    return _(known) if known else str(level)


def _clock_text(seconds: int | None) -> str:
    if seconds is None:
        return _("off (no time limit)")
    return _("{time} per turn, then a bot plays for whoever ran out of time", time=duration(seconds))


def _readiness(table: TableInfo) -> str:
    missing = table.min_players - len(table.players)
    if missing > 0:
        return ngettext(
            "Waiting for {n} more player — press Join (or the host adds bots).",
            "Waiting for {n} more players — press Join (or the host adds bots).",
            missing,
        )
    return _("Ready: the host can press Start (seats are drawn at random).")
