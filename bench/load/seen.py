"""What a player sees of the bot's answers: a redrawn message, a new reply, a turn ping, a name on a line."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.adapter.custom_ids import parse
from bot.local.standin.models import Interaction, Message, walk
from tests.loopback.driver import tail_of
from tests.support.text import text_of


def updated(reply: Interaction) -> bool:
    """The clicked message was redrawn: at once (7), or after an early acknowledgement (6)."""
    return reply.ack == 7 or (reply.ack == 6 and reply.shown_at is not None)


def replied(reply: Interaction) -> bool:
    """A new message answered: at once (4), or filling the "thinking" reply of an early one (5)."""
    return reply.ack == 4 or (reply.ack == 5 and reply.shown_at is not None)


def button_id(message: Message, tail: str) -> str:
    """The custom_id of the message's button that ends in ``tail``."""
    return str(next(c for c in walk(message.components) if tail_of(c) == tail)["custom_id"])


def answered_in(interaction: Interaction) -> str:
    """How long the bot took to answer, for a line of the report."""
    answered = interaction.answered_at
    return "(no answer)" if answered is None else f"in {1000 * (answered - interaction.created):.1f} ms"


def named_in(name: str, line: str) -> bool:
    """``name`` stands on ``line`` as a whole name, not inside another or a mention."""
    return re.search(rf"(?<![\w@]){re.escape(name)}(?!\w)", line) is not None


def ping_at(table_id: int, version: int) -> Callable[[Message], bool]:
    """A turn ping of this table at this version: a mention and the table's Show my hand button (the
    table message has that button too, but mentions no one: edits don't notify)."""

    def is_ping(message: Message) -> bool:
        if "<@" not in text_of(message):
            return False
        for component in walk(message.components):
            parsed = parse(component.get("custom_id") or "")
            if (
                parsed
                and parsed.tail == "ui:hand"
                and (parsed.table_id, parsed.version) == (table_id, version)
            ):
                return True
        return False

    return is_ping
