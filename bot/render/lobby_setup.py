"""The host's private panel for a lobby: seat or remove bots, choose the turn clock, and where it plays."""

from __future__ import annotations

from bot.render.languages import language_select
from bot.render.lobby import player_label
from bot.render.screen import Screen, Select, SelectOption
from bot.render.threads import place_select
from bot.tables.clock import TURN_CLOCK_CHOICES, clock_label
from bot.tables.models import TableInfo

LEVEL_HINTS = {
    "casual": "Plays by sound rules of thumb, quickly.",
    "strong": "Thinks ahead by trying out the hands it can't see.",
}
NO_CLOCK = "off"


def setup_screen(table: TableInfo, channel_name: str, notice: str | None = None) -> Screen:
    seats = " · ".join(f"{n}. {player_label(p)}" for n, p in enumerate(table.players, start=1))
    lines = [
        *([notice] if notice else []),
        f"🤖 **Bots, clock & thread** — {table.game_name} in #{channel_name} (only you, the host, see this)",
        f"Seats: {seats}",
        "Bots fill seats so a game can start with fewer people; games with bots are casual: they count "
        "in /stats but not on the leaderboard. A person who joins a full table takes the last bot's seat.",
        "The turn clock gives each decision a time limit: one reminder, then a casual bot plays for whoever "
        "ran out of time; after two in a row their seat stays on autopilot until they press I'm back.",
        "A game in a thread of its own leaves one line here, and this channel free for another table.",
    ]
    rows: list[Select] = []
    bot_choices = _bot_choices(table)
    if bot_choices:
        rows.append(Select(pick="lobby:bot", placeholder="Add or remove a bot", options=bot_choices))
    else:
        lines.append("The table is full of people: no seat for a bot.")
    rows.append(
        Select(
            pick="lobby:clock",
            placeholder="Turn clock",
            options=tuple(
                SelectOption(
                    label=f"Turn clock: {clock_label(seconds)}",
                    value=NO_CLOCK if seconds is None else str(seconds),
                    default=seconds == table.turn_clock,
                )
                for seconds in TURN_CLOCK_CHOICES
            ),
        )
    )
    rows.append(place_select(table))
    rows.append(language_select(table))
    return Screen("\n".join(lines), tuple(rows))


def _bot_choices(table: TableInfo) -> tuple[SelectOption, ...]:
    choices: list[SelectOption] = []
    if len(table.players) < table.max_players:
        choices += [
            SelectOption(label=f"Add a {level} bot", value=f"add:{level}", description=hint, emoji="➕")
            for level, hint in LEVEL_HINTS.items()
        ]
    choices += [
        SelectOption(label=f"Remove {bot.name} ({bot.bot_level})", value=f"remove:{bot.user_id}", emoji="➖")
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
