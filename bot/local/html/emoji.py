"""Unicode emoji in text, wrapped so they are drawn as Discord draws them: an image 1.375 em square
(22 px beside 16 px text) sitting on the line's bottom, whatever the emoji font's own advance is.

Discord replaces emoji with Twemoji pictures; here they are Noto Color Emoji glyphs in a box of the same
size, so a line of card tokens (🟥12 🟦7) is as wide as Discord makes it. Which characters count: those
drawn as emoji by default (Unicode's Emoji_Presentation; approximated by the planes and the short BMP list
below), any character followed by U+FE0F, keycaps, flags, skin tones and ZWJ sequences. A character with
text presentation and no U+FE0F (♠, ♦) stays text, as Discord leaves it.
"""

from __future__ import annotations

import re

# BMP characters whose default presentation is emoji (Unicode emoji-data, Emoji_Presentation=Yes).
_BMP = (
    "\u231a\u231b\u23e9-\u23ec\u23f0\u23f3\u25fd\u25fe\u2614\u2615\u2648-\u2653\u267f\u2693\u26a1"
    "\u26aa\u26ab\u26bd\u26be\u26c4\u26c5\u26ce\u26d4\u26ea\u26f2\u26f3\u26f5\u26fa\u26fd\u2705\u270a"
    "\u270b\u2728\u274c\u274e\u2753-\u2755\u2757\u2795-\u2797\u27b0\u27bf\u2b1b\u2b1c\u2b50\u2b55"
)
_WIDE = (
    "\U0001f004\U0001f0cf\U0001f18e\U0001f191-\U0001f19a\U0001f201\U0001f21a\U0001f22f\U0001f232-\U0001f251"
)
_PLANE = "\U0001f300-\U0001f64f\U0001f680-\U0001f6ff\U0001f7e0-\U0001f7ff\U0001f900-\U0001faff"
_BASE = f"[{_BMP}{_WIDE}{_PLANE}]"
_ANY_WITH_VS = r"[\u00a9\u00ae\u203c-\u3299\U0001f000-\U0001faff]\ufe0f"
_KEYCAP = r"[0-9#*]\ufe0f?\u20e3"
_FLAG = r"[\U0001f1e6-\U0001f1ff]{2}"
_ONE = rf"(?:{_KEYCAP}|{_FLAG}|{_ANY_WITH_VS}|{_BASE}\ufe0f?)[\U0001f3fb-\U0001f3ff]?"
EMOJI = re.compile(rf"{_ONE}(?:\u200d{_ONE})*")


def wrap_emoji(text: str) -> str:
    """``text`` (already escaped HTML) with every emoji in a ``span.emoji``."""
    return EMOJI.sub(lambda m: f'<span class="emoji">{m.group(0)}</span>', text)


def has_emoji(text: str) -> bool:
    return EMOJI.search(text) is not None
