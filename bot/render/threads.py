"""The words of a table that plays in a thread of its own: the thread's name, the one line the channel
keeps, the host's choice on the lobby panel, and the sentence when no thread can be made."""

from __future__ import annotations

from bot.i18n import N_, _
from bot.render.game_names import game_title
from bot.render.lobby import player_label
from bot.render.names import label_name, safe_name
from bot.render.people import join
from bot.render.screen import Select, SelectOption
from bot.tables.models import TableInfo

MAX_THREAD_NAME = 100  # Discord's limit
IN_THREAD, IN_CHANNEL = "thread", "channel"  # values of the panel's select
NO_THREADS = N_("I can't create threads here, so the table stays in this channel.")
THREAD_FAILED = N_("I couldn't open a thread just now, so the table stays in this channel.")


def thread_name(table: TableInfo) -> str:
    """``Quatorze · alice, bob, 🤖 Ada``: a thread's name is plain text, so names take their label form;
    the people first, the bots after them (a hand's header names the thread: people find it by them)."""
    players = sorted(table.players, key=lambda player: player.is_bot)  # stable: seat order otherwise
    people = ", ".join(label_name(player.name) for player in players)
    return f"{game_title(table.game_name)} · {people}"[:MAX_THREAD_NAME]


def moved_line(table: TableInfo, thread_id: int, *, over: bool = False, mentions: bool = True) -> str:
    """What the lobby message in the channel becomes: one line pointing to the thread below it.

    ``mentions=False`` names the people as they are stored instead of mentioning them: redrawn after
    /privacy forget, the forgotten seat reads "Former player" (a mention of its anonymous id would read
    "@unknown-user", and their old mention would still show their Discord name)."""
    labels = [player_label(p) if mentions or p.is_bot else safe_name(p.name) for p in table.players]
    people = join(labels)
    values = {"game": game_title(table.game_name), "people": people, "thread": f"<#{thread_id}>"}
    if over:
        return _("🃏 **{game}** — {people} played in the thread below → {thread}", **values)
    return _("🃏 **{game}** — {people} are playing in the thread below → {thread}", **values)


def place_select(table: TableInfo) -> Select:
    """The host's choice on the lobby panel; the server's setting is what a new table starts with."""
    choices = (
        (IN_CHANNEL, _("Play in: this channel"), _("Everything happens here, as usual.")),
        (
            IN_THREAD,
            _("Play in: a thread of its own"),
            _("This channel keeps one line; the game plays below it."),
        ),
    )
    current = IN_THREAD if table.play_in_thread else IN_CHANNEL
    return Select(
        pick="lobby:place",
        placeholder=_("Where the game plays"),
        options=tuple(
            SelectOption(label=label, value=value, description=hint, default=value == current)
            for value, label, hint in choices
        ),
    )


def parse_place(value: str) -> bool:
    """A place select value back to ``play_in_thread``; ``ValueError`` for anything that isn't one."""
    if value not in (IN_THREAD, IN_CHANNEL):
        raise ValueError(value)
    return value == IN_THREAD
