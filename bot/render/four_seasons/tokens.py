"""Card tokens: the same short text everywhere (docs/ux.md#card-tokens): 🍂9 ☀️4 🌱2 ❄️7 🦋.

The emoji differ in shape, not only in colour; where there is room text also names the season
("☀️ summer"), so colour is never the only carrier of meaning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.i18n import N_, _, ngettext, number

SEASONS = ("R", "Y", "G", "B")  # the engine's canonical order
BUTTERFLY = "BF"
BUTTERFLY_ICON = "🦋"
ICON = {"R": "🍂", "Y": "☀️", "G": "🌱", "B": "❄️"}
# English names (the engine's own, a test compares); shown through ``season_word`` in the reader's language.
SEASON_NAME = {"R": N_("autumn"), "Y": N_("summer"), "G": N_("spring"), "B": N_("winter")}
BID_VALUE = {"R": 3, "Y": 2, "G": 1, "B": 0}  # printed only; the engine owns the rule (a test compares)
SEASON_RANK = {"R": 4, "Y": 3, "G": 2, "B": 1}
BUTTERFLY_REVEAL_WORTH = 10

_CARD = re.compile(r"^([RYGB])([1-9])$")


def split(code: str) -> tuple[str, int] | None:
    """``"R9"`` -> ``("R", 9)``; None for the butterfly and anything that is not a season card."""
    match = _CARD.match(code) if isinstance(code, str) else None
    return (match.group(1), int(match.group(2))) if match else None


def card(code: str) -> str:
    """``"R9"`` -> ``"🍂9"``, ``"BF"`` -> ``"🦋"``. Unknown text is shown as it is rather than hidden."""
    if code == BUTTERFLY:
        return BUTTERFLY_ICON
    parts = split(code)
    return f"{ICON[parts[0]]}{parts[1]}" if parts else str(code)


def season(letter: str | None) -> str:
    """``"Y"`` -> ``"☀️"`` (icon only, for tight lines)."""
    return ICON.get(letter or "", str(letter))


def season_word(letter: str) -> str:
    """``"Y"`` -> ``"summer"`` in the current language."""
    return _(SEASON_NAME[letter])


def season_named(letter: str | None) -> str:
    """``"Y"`` -> ``"☀️ summer"``."""
    if letter not in ICON:
        return str(letter)
    return f"{ICON[letter]} {season_word(letter)}"


def as_season(letter: str | None, worth: int) -> str:
    """What a butterfly counts as: ``as_season("G", 0)`` -> ``"🌱0"``."""
    return f"{season(letter)}{worth}"


def sort_key(code: str) -> tuple[int, int, str]:
    parts = split(code)
    if parts is None:
        return (len(SEASONS), 0 if code == BUTTERFLY else 1, str(code))
    return (SEASONS.index(parts[0]), parts[1], code)


def sort_cards(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=sort_key)


def season_order(trump: str | None) -> tuple[str, ...]:
    """The seasons as a hand shows them: trump first, then the others in card order."""
    return (trump, *(s for s in SEASONS if s != trump)) if trump in SEASONS else SEASONS


def suit_of(code: str) -> str:
    """A card's season letter; the butterfly (and unknown text) is a group of its own."""
    parts = split(code)
    return parts[0] if parts else str(code)


def hand_order(cards: Iterable[str], trump: str | None) -> list[str]:
    """A hand as it is held: trump first, then the other seasons, Worth ascending, 🦋 last."""
    order = season_order(trump)
    return sorted(
        cards, key=lambda c: (order.index(suit_of(c)) if suit_of(c) in order else len(order), *sort_key(c))
    )


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(card(c) for c in cards)


def hand_text(cards: Iterable[str], trump: str | None = None) -> str:
    """A hand grouped by season, trump first, each group named: ``summer ☀️2 · autumn 🍂3 🍂9 · 🦋``."""
    groups: dict[str, list[str]] = {}
    for code in sort_cards(cards):
        parts = split(code)
        groups.setdefault(parts[0] if parts else code, []).append(card(code))
    chunks = [f"{season_word(s)} {' '.join(groups[s])}" for s in season_order(trump) if s in groups]
    if BUTTERFLY in groups:
        chunks.append(_("{icon} butterfly", icon=BUTTERFLY_ICON))
    chunks += [" ".join(v) for k, v in groups.items() if k not in SEASONS and k != BUTTERFLY]
    return " · ".join(chunks) if chunks else _("no cards")


def bid_value(code: str, trump: str | None) -> int:
    if code == BUTTERFLY:
        return BID_VALUE.get(trump or "", 0)
    parts = split(code)
    return BID_VALUE[parts[0]] if parts else 0


def bid_total(cards: Iterable[str], trump: str | None) -> int:
    return sum(bid_value(c, trump) for c in cards)


def bid_sum(cards: Iterable[str], trump: str | None) -> str:
    """``"3 + 3 + 1 = 7"`` (or just ``"3"`` for one card)."""
    values = [bid_value(c, trump) for c in cards]
    total = sum(values)
    return f"{' + '.join(map(str, values))} = {total}" if len(values) > 1 else str(total)


def reveal_strength(code: str, trump: str | None) -> tuple[int, int]:
    """Worth first, then season; a butterfly is Worth 10 of trump (printed rules; a test compares)."""
    if code == BUTTERFLY:
        return (BUTTERFLY_REVEAL_WORTH, SEASON_RANK.get(trump or "", 0))
    parts = split(code)
    return (parts[1], SEASON_RANK[parts[0]]) if parts else (-1, -1)


def tricks(n: int) -> str:
    return ngettext("{n} trick", "{n} tricks", n)


def numeral(value: object) -> str:
    """A number from a view as the reader writes numbers; anything else (a missing "?") as it is."""
    return number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)
