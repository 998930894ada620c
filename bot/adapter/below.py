"""How much the bot posted below a table's message, in a phone's pixels (issue 36: what you act on stays
near the bottom).

The bot cannot read the channel (its intents are guilds and moderation: receiving every message of every
server would cost too much), but it knows what it posts itself under the table message: the start, round
results, notices, standings, turn pings. Each is counted here when posted, as an estimate of its height
in a 380 px phone's chat (``estimate_px``: the lines it wraps to, its buttons, the author line), and
uncounted when deleted (an answered ping). When more than a phone screen (``SCREEN_PX``) piles up, the
table message is posted again at the bottom when the next turn begins (``TableMessage.move_down``).

A running total per table (``total``) says about how far anything posted earlier was pushed up since: a help
answer is edited in place only while it is likely still on the screen (``bot/adapter/help_answers.py``).

In memory, per table: a restart starts from nothing below, which at worst leaves one screen's drift.
The constants are Discord's phone layout as ``tests/support/screens`` draws it; ``tests/bot/adapter/
test_near_bottom.py`` checks the estimate against chromium's measurement of the messages a game posts.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict

# One phone screen of chat, more or less: a 380 × 800 px phone less the bars and the message box. [product]
SCREEN_PX = 700
# At a 380 px width the text runs from 64 px to 12 px short of the edge (304 px), 16 px text on 22 px
# lines; Noto Sans averages ~8.5 px a character there (emoji 22 px), so a line holds about 34 of them.
LINE_PX = 22
CHARS_PER_LINE = 34
EMOJI_CHARS = 3  # an emoji is as wide as about this many letters
# A message on its own: its author line (name, APP tag, time) and the spacing above and below it.
MESSAGE_PX = 40
# A row of buttons: 32 px tall and 8 px apart, on a row of their own below the text.
BUTTON_ROW_PX = 40
# The table message's picture inside its embed: 276 px wide on a 380 px phone, about 260 px tall (a trick
# game's table, measured: 267 px; other games' pictures differ a little).
PICTURE_PX = 260
# An embed's frame (padding, title line) around its text.
EMBED_PX = 32

_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")  # a markdown link shows its label only
_MENTION = re.compile(r"<@!?\d+>")  # shown as @name
_STAMP = re.compile(r"<t:\d+(?::\w)?>")  # shown as "in 2 minutes"
_MARKS = re.compile(r"\*\*|__|~~|`")
_FIELD = re.compile(r"\*\*[^*]+\*\*\s+\S")  # "**Scores**  …": in an embed, a field: its name on a line
_WIDE = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff]")  # emoji: drawn 22 px wide


def _shown_chars(line: str) -> int:
    """About how many letters wide a line of markdown is once Discord has drawn it."""
    line = _LINK.sub(r"\1", line)
    line = _MENTION.sub("@someone", line)
    line = _STAMP.sub("in 10 minutes", line)
    line = _MARKS.sub("", line)
    wide = len(_WIDE.findall(line))
    return len(line) + wide * (EMOJI_CHARS - 1)


def text_lines(content: str) -> int:
    """The lines ``content`` takes at a phone's width (a long line wraps)."""
    return sum(max(1, math.ceil(_shown_chars(line) / CHARS_PER_LINE)) for line in content.splitlines())


def estimate_px(content: str, *, button_rows: int = 0, picture: bool = False, embed: bool = False) -> int:
    """A message's height in a 380 px phone's chat: its author line, its text's lines, its rows of
    buttons, its picture (the table's, in an embed, where a line "**Name**  value" is a field whose
    name takes a line of its own: ``bot/render/kit/layout.py``)."""
    fields = sum(1 for line in content.splitlines()[1:] if _FIELD.match(line)) if embed else 0
    return (
        MESSAGE_PX
        + (text_lines(content) + fields) * LINE_PX
        + button_rows * BUTTON_ROW_PX
        + (EMBED_PX if embed else 0)
        + (PICTURE_PX if picture else 0)
    )


class Below:
    """Per table: the messages the bot posted below its table message (id -> estimated px), and the
    running total of what it posted in its channel since the bot started, less what it deleted."""

    def __init__(self) -> None:
        self._posted: defaultdict[int, dict[int, int]] = defaultdict(dict)
        self._total: defaultdict[int, int] = defaultdict(int)

    def posted(self, table_id: int, message_id: int, px: int) -> None:
        self._posted[table_id][message_id] = px
        self._total[table_id] += px

    def deleted(self, table_id: int, message_id: int) -> None:
        """A message it posted is gone (an answered ping): what was below it moves up."""
        px = self._posted.get(table_id, {}).pop(message_id, None)
        if px is not None:
            self._total[table_id] -= px

    def table_posted(self, table_id: int, px: int) -> None:
        """The table message was posted at the bottom (``px`` tall): nothing of the bot's is below it."""
        self._posted.pop(table_id, None)
        self._total[table_id] += px

    def height(self, table_id: int) -> int:
        """How tall what the bot posted below the table message is, estimated (px at 380 px)."""
        return sum(self._posted.get(table_id, {}).values())

    def over_a_screen(self, table_id: int) -> bool:
        return self.height(table_id) > SCREEN_PX

    def total(self, table_id: int) -> int:
        """Everything the bot posted in the table's channel so far and did not delete (px): a message
        posted when this read ``t`` was pushed up by about ``total() - t`` since (less, by one ping at
        most, when the ping that was out then is deleted: a table has one at a time)."""
        return self._total.get(table_id, 0)

    def forget(self, table_id: int) -> None:
        self._posted.pop(table_id, None)
        self._total.pop(table_id, None)

    def __len__(self) -> int:
        return len(self._posted.keys() | self._total.keys())
