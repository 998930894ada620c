"""The host's private panel for a lobby: seat or remove bots, choose the turn clock, and where it plays."""

from __future__ import annotations

from bot.i18n import N_, _, number
from bot.render.clock_lines import duration
from bot.render.game_names import game_title
from bot.render.languages import language_select
from bot.render.lobby import level_name, player_label
from bot.render.names import safe_channel_name
from bot.render.screen import Button, Screen, Select, SelectOption
from bot.render.threads import place_select
from bot.tables.clock import TURN_CLOCK_CHOICES
from bot.tables.models import TableInfo
from games.bots import levels as bot_levels

LEVEL_HINTS = {
    "casual": N_("Plays by sound rules of thumb, quickly."),
    "strong": N_("Thinks ahead by trying out the hands it can't see."),
    "expert": N_("Thinks longest and weighs every move; slower to answer."),
}
# One whole label per level: English's article follows the word ("a strong", "an expert").
LEVEL_ADD = {
    "casual": N_("Add a casual bot"),
    "strong": N_("Add a strong bot"),
    "expert": N_("Add an expert bot"),
}
NO_CLOCK = "off"
HINTS_STEP = "lobby:hints"  # the setup panel's 💡 toggle: lobby:hints:on / lobby:hints:off
HINTS_ON, HINTS_OFF = "on", "off"


def setup_screen(table: TableInfo, channel_name: str, notice: str | None = None) -> Screen:
    """``notice`` is a sentence in the current language (what the host's last choice did)."""
    seats = " · ".join(f"{number(n)}. {player_label(p)}" for n, p in enumerate(table.players, start=1))
    lines = [
        *([notice] if notice else []),
        "🤖 "
        + _(
            "**Bots, clock & thread** — {game} in {channel} (only you, the host, see this)",
            game=game_title(table.game_name),
            channel="#" + safe_channel_name(channel_name),
        ),
        _("Seats: {seats}", seats=seats),
        _(
            "Bots fill seats so a game can start with fewer people. Two people or more are rated among "
            "themselves (the bots left out); one person against bots is casual: in /stats, not rated. A "
            "person who joins a full table takes the last bot's seat."
        ),
        _(
            "The turn clock gives each decision a time limit: one reminder, then a casual bot plays for "
            "whoever ran out of time; after two in a row their seat stays on autopilot until they press "
            "I'm back."
        ),
        _("A game in a thread of its own leaves one line here, and this channel free for another table."),
    ]
    rows: list[Select] = []
    bot_choices = _bot_choices(table)
    if bot_choices:
        rows.append(Select(pick="lobby:bot", placeholder=_("Add or remove a bot"), options=bot_choices))
    else:
        lines.append(_("The table is full of people: no seat for a bot."))
    rows.append(
        Select(
            pick="lobby:clock",
            placeholder=_("Turn clock"),
            options=tuple(
                SelectOption(
                    label=_("Turn clock: {time}", time=duration(seconds)),
                    value=NO_CLOCK if seconds is None else str(seconds),
                    default=seconds == table.turn_clock,
                )
                for seconds in TURN_CLOCK_CHOICES
            ),
        )
    )
    rows.append(place_select(table))
    rows.append(language_select(table))
    # The fifth and last row Discord allows: the lobby's options kept for the server (bot/adapter/presets.py).
    lines.append(
        _(
            "💾 Save as preset keeps this table's options under a name: /play game preset:name opens "
            "a table with them."
        )
    )
    save = Button(_("Save as preset"), "lobby:preset", emoji="💾")
    lines.append(
        _(
            "💡 Hints suggest a move on a player's turn, with a reason. On by default for one person "
            "against bots; among people only if you turn them on. A game in which anyone used a hint is "
            "not rated."
        )
    )
    return Screen("\n".join(lines), (*rows, (save, hints_toggle(table))))


def hints_toggle(table: TableInfo) -> Button:
    """Turns hints off where they are on, and on where they are off (the lobby line says which)."""
    if table.hints_allowed:
        return Button(_("Turn hints off"), f"{HINTS_STEP}:{HINTS_OFF}", emoji="💡")
    return Button(_("Turn hints on"), f"{HINTS_STEP}:{HINTS_ON}", emoji="💡", style="primary")


def parse_hints(choice: str) -> bool:
    """``on``/``off`` of the toggle's tail back to the choice; ``ValueError`` for anything else."""
    if choice not in (HINTS_ON, HINTS_OFF):
        raise ValueError(choice)
    return choice == HINTS_ON


def _bot_choices(table: TableInfo) -> tuple[SelectOption, ...]:
    choices: list[SelectOption] = []
    if len(table.players) < table.max_players:
        choices += [
            SelectOption(
                label=_(LEVEL_ADD[level]),
                value=f"add:{level}",
                description=_(hint),
                emoji="➕",
            )
            for level, hint in LEVEL_HINTS.items()
            if level in bot_levels(table.game_id)  # a game may ship with casual bots only
        ]
    choices += [
        SelectOption(
            label=_("Remove {name} ({level})", name=bot.name, level=level_name(bot.bot_level))[:100],
            value=f"remove:{bot.user_id}",
            emoji="➖",
        )
        for bot in table.bots
    ]
    return tuple(choices)


def parse_clock(value: str) -> int | None:
    """A clock select value back to seconds; ``ValueError`` for anything that isn't one."""
    if value == NO_CLOCK:
        return None
    seconds = int(value)
    if seconds not in TURN_CLOCK_CHOICES:
        raise ValueError(value)
    return seconds
