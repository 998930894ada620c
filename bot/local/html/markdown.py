"""Discord's markdown, as much of it as the bot writes, turned into safe HTML.

Every piece of text is HTML-escaped before any markup is added, and everything the markup adds (a
mention's name, a link's address) is escaped too: a display name such as ``<img onerror=…>`` shows as
typed and never becomes an element. Markup that produces HTML is first swapped for a placeholder, so a
later rule (``*`` inside a link's address, ``_`` inside a name) cannot break what an earlier one built.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime

from bot.local.html.emoji import wrap_emoji

PLACEHOLDER = re.compile("\x00(\\d+)\x00")
MESSAGE_LINK = re.compile(r"https://discord\.com/channels/(?:\d+|@me)/(?P<channel>\d+)(?:/(?P<message>\d+))?")


@dataclass
class Context:
    """What markup needs beyond the text: who is who, and when "now" is (relative timestamps)."""

    names: Mapping[int, str] = field(default_factory=dict)
    now: float = 0.0
    # Buttons and menus that work (the local table), each naming its custom_id; else drawn only.
    live: bool = False
    channels: Mapping[int, str] = field(default_factory=dict)  # channel and thread names, for <#id>


def escape(text: str) -> str:
    return html.escape(text, quote=True)


class _Held:
    """HTML already built, held behind placeholders until the text around it is done."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def hold(self, built: str) -> str:
        self.parts.append(built)
        return f"\x00{len(self.parts) - 1}\x00"

    def release(self, text: str) -> str:
        # Held parts may hold others (a link's label with a mention), so release until none is left.
        while PLACEHOLDER.search(text):
            text = PLACEHOLDER.sub(lambda m: self.parts[int(m.group(1))], text)
        return text


UNITS = (("year", 365 * 86400), ("month", 30 * 86400), ("day", 86400), ("hour", 3600), ("minute", 60))


def relative(when: float, now: float) -> str:
    """Discord's ``R`` style: "in 2 minutes", "3 hours ago", "in 5 seconds"."""
    delta = when - now
    seconds = abs(delta)
    count, unit = round(seconds), "second"
    for name, size in UNITS:
        if seconds >= size * 0.95:
            count, unit = max(1, round(seconds / size)), name
            break
    phrase = f"{count} {unit}{'' if count == 1 else 's'}"
    return f"in {phrase}" if delta >= 0 else f"{phrase} ago"


STAMP_FORMATS = {
    "t": "%H:%M",
    "T": "%H:%M:%S",
    "d": "%d/%m/%Y",
    "D": "%d %B %Y",
    "f": "%d %B %Y %H:%M",
    "F": "%A, %d %B %Y %H:%M",
}


def timestamp(unix: int, style: str, now: float) -> str:
    if style == "R":
        return relative(unix, now)
    moment = datetime.fromtimestamp(unix, UTC)
    return moment.strftime(STAMP_FORMATS.get(style, STAMP_FORMATS["f"]))


# Inline rules on escaped text, in order; each returns HTML to hold. ``&lt;``/``&gt;`` are the escaped
# angle brackets of mentions, timestamps and <autolinks>.
Rule = tuple[re.Pattern[str], Callable[[re.Match[str], Context, _Held], str]]


def _mention(match: re.Match[str], context: Context, held: _Held) -> str:
    name = context.names.get(int(match.group(1)))
    shown = f"@{name}" if name else "@unknown-user"
    return held.hold(f'<span class="mention">{escape(shown)}</span>')


def _channel(match: re.Match[str], context: Context, held: _Held) -> str:
    """A channel mention: its name where it is known (the local table opens it when clicked)."""
    channel_id = int(match.group(1))
    name = context.channels.get(channel_id)
    if name is None:
        return held.hold('<span class="mention">#channel</span>')
    link = f' data-place="{channel_id}"' if context.live else ""
    return held.hold(f'<span class="mention"{link}>#{escape(name)}</span>')


def _stamp(match: re.Match[str], context: Context, held: _Held) -> str:
    text = timestamp(int(match.group(1)), match.group(2) or "f", context.now)
    return held.hold(f'<span class="stamp">{escape(text)}</span>')


def _link(match: re.Match[str], context: Context, held: _Held) -> str:
    label, url = match.group(1), html.unescape(match.group(2))
    if not url.startswith(("https://", "http://", "discord://")):
        return match.group(0)
    jump = MESSAGE_LINK.fullmatch(url) if context.live else None
    # Live, a link to a message of this server opens its place and shows it (the local table).
    local = f' data-place="{jump["channel"]}" data-jump="{jump["message"] or ""}"' if jump else ""
    return held.hold(f'<a class="link" href="{escape(url)}"{local}>') + label + held.hold("</a>")


def _autolink(match: re.Match[str], context: Context, held: _Held) -> str:
    url = html.unescape(match.group(1))
    return held.hold(f'<a class="link" href="{escape(url)}">{escape(url)}</a>')


def _wrap(opening: str, closing: str) -> Callable[[re.Match[str], Context, _Held], str]:
    """Only the tags are held: the words between stay in the text, for the later rules and emoji."""
    return lambda match, context, held: held.hold(opening) + match.group(1) + held.hold(closing)


RULES: list[Rule] = [
    (re.compile(r"&lt;@!?(\d+)&gt;"), _mention),
    (re.compile(r"&lt;#(\d+)&gt;"), _channel),
    (re.compile(r"&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;"), _stamp),
    (re.compile(r"\[([^\[\]\n]+)\]\((?:&lt;)?(https?://[^\s)]+?)(?:&gt;)?\)"), _link),
    (re.compile(r"&lt;(https?://[^\s]+?)&gt;"), _autolink),
    (re.compile(r"(?<![\w/])(https?://[^\s<]+[^\s<.,:;\"')\]])"), _autolink),
    (re.compile(r"\*\*(.+?)\*\*(?!\*)", re.S), _wrap("<strong>", "</strong>")),
    (re.compile(r"__(.+?)__(?!_)", re.S), _wrap("<u>", "</u>")),
    (re.compile(r"\*(?!\s)(.+?)(?<!\s)\*", re.S), _wrap("<em>", "</em>")),
    (re.compile(r"\b_(.+?)_\b", re.S), _wrap("<em>", "</em>")),
    (re.compile(r"~~(.+?)~~", re.S), _wrap("<s>", "</s>")),
    (re.compile(r"\|\|(.+?)\|\|", re.S), _wrap('<span class="spoiler">', "</span>")),
]
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
ESCAPED = re.compile(r"\\([*_`~|>\\\[\]()#-])")


def inline(text: str, context: Context) -> str:
    """One paragraph's inline markup. Code spans first: nothing inside them is markup."""
    held = _Held()

    def code(match: re.Match[str]) -> str:
        return held.hold(f"<code>{escape(match.group(2))}</code>")

    text = CODE_SPAN.sub(code, text)
    # A backslash makes the next character plain: hold it so no rule sees it.
    text = ESCAPED.sub(lambda m: held.hold(escape(m.group(1))), text)
    text = escape(text)
    for pattern, build in RULES:
        text = pattern.sub(lambda m, build=build: build(m, context, held), text)
    text = wrap_emoji(text)
    return held.release(text)


HEADING = re.compile(r"^(#{1,3}) (.+)$")
SUBTEXT = re.compile(r"^-# (.+)$")
LIST_ITEM = re.compile(r"^(\s*)[-*] (.+)$")


def _closes_block(line: str, opening: bool) -> bool:
    line = line.rstrip()
    return line.endswith("```") and (not opening or len(line) >= 6)


def render(text: str, context: Context) -> str:
    """A message's (or embed part's) markdown as HTML blocks: code blocks, quotes, headings, subtext,
    list items, and lines (Discord keeps every line break)."""
    out: list[str] = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("```"):
            end = next((j for j in range(index, len(lines)) if _closes_block(lines[j], j == index)), None)
            if end is not None:
                chunk = "\n".join(lines[index : end + 1])[3:]
                chunk = chunk[: chunk.rfind("```")]
                first, _, rest = chunk.partition("\n")
                body = rest if rest and re.fullmatch(r"[\w+-]*", first) else chunk  # ```lang names a language
                out.append(f'<pre class="block">{escape(body.strip(chr(10)))}</pre>')
                index = end + 1
                continue
        if line.startswith(">>> "):
            rest = "\n".join([line[4:], *lines[index + 1 :]])
            out.append(f"<blockquote>{render(rest, context)}</blockquote>")
            break
        if line.startswith("> ") or line == ">":
            quoted = []
            while index < len(lines) and (lines[index].startswith("> ") or lines[index] == ">"):
                quoted.append(lines[index][2:])
                index += 1
            out.append(f"<blockquote>{render(chr(10).join(quoted), context)}</blockquote>")
            continue
        if match := HEADING.match(line):
            level = len(match.group(1))
            out.append(f'<div class="h{level}">{inline(match.group(2), context)}</div>')
        elif match := SUBTEXT.match(line):
            out.append(f'<div class="subtext">{inline(match.group(1), context)}</div>')
        elif match := LIST_ITEM.match(line):
            depth = 1 + len(match.group(1)) // 2
            out.append(f'<div class="li" style="--depth:{depth}">{inline(match.group(2), context)}</div>')
        else:
            out.append(f'<div class="line">{inline(line, context) or "<br>"}</div>')
        index += 1
    return "".join(out)
