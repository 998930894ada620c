"""Which cards the pictures on the fake's messages show, for privacy checks.

Every picture the bot draws records the card codes it shows in its PNG text chunk (``bot.pictures``,
``cards_in_png``), so a test holding only the bytes Discord received can tell which cards a user sees.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.local.standin.models import Message, User
from bot.local.standin.world import World
from bot.pictures import cards_in_png


def cards_on(world: World, message: Message) -> list[str]:
    """The card codes every picture on ``message`` shows, picture by picture, in drawing order."""
    return [card for data in world.pictures(message) for card in cards_in_png(data)]


def newly_seen_cards(world: World, user: User, skip: Callable[[str], bool] | None = None) -> dict[str, str]:
    """Card code -> where ``user`` sees it ("message <id> <filename>"), over the pictures they can see
    and had not seen before (``World.newly_visible_pictures``; ``skip`` exempts a message by its text)."""
    seen: dict[str, str] = {}
    for message, attachment, data in world.newly_visible_pictures(user, skip):
        for card in cards_in_png(data):
            seen.setdefault(card, f"message {message.id} {attachment['filename']}")
    return seen
