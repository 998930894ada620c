"""Who a new message pings: the users it mentions that its ``allowed_mentions`` lets it notify.

Discord notifies (and highlights the message for) a mentioned user only when the message is sent, and
only as far as ``allowed_mentions`` allows: absent, every mention pings; ``parse`` with ``users`` lets
all user mentions ping; ``users`` lists the only ones that may. An edit that adds a mention notifies
nobody.
"""

from __future__ import annotations

import re
from typing import Any

USER_MENTION = re.compile(r"<@!?(\d+)>")


def pinged(data: dict[str, Any], text: str) -> set[str]:
    """The user ids that a message sent with ``data`` (its request body) and reading ``text`` pings."""
    mentioned = set(USER_MENTION.findall(text))
    allowed = data.get("allowed_mentions")
    if allowed is None:
        return mentioned
    if "users" in (allowed.get("parse") or []):
        return mentioned
    return mentioned & {str(user) for user in allowed.get("users") or []}
