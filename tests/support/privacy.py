"""Who may read which card: the oracle behind every "no hand ever leaks" assertion.

The oracle reads each seat's secrets from the service (never shown to a user) and looks for their
tokens in what every user can newly read. Tokens are spelled here independently of the renderers,
so a renderer that printed a hidden card in some new way would still have to match docs/ux.md's tokens.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tests.support.harness import Harness

# game id -> card code prefix -> the symbol players read (docs/ux.md#card-tokens)
TOKENS: dict[str, dict[str, str]] = {
    "quattro-tricks": {"R": "🟥", "B": "🟦", "Y": "🟨", "G": "🟩"},
    "four-seasons": {"R": "🍂", "Y": "☀️", "G": "🌱", "B": "❄️"},
    "quattro-exchange": {"S": "♠", "D": "♦", "H": "♥", "C": "♣", "K": "⚫"},
}
# Quatorze cards read as "Queens 5" (long) or "QU5🟣" (short): the code itself is a token.
LONG_NAMES: dict[str, dict[str, str]] = {
    "quatorze": {
        "AM": "Ages of Man",
        "CO": "Colors",
        "DA": "Days",
        "DS": "Deadly Sins",
        "HV": "Holy Virtues",
        "LG": "Lucky Gods",
        "LU": "Luminaries",
        "NO": "Notes",
        "PE": "Peaks",
        "PL": "Planes of Existence",
        "QU": "Queens",
        "SA": "Sages",
        "SE": "Seas",
        "WO": "Wonders",
    }
}
# The same long names as a Korean table reads them ("여왕 5"): a hand shown in Korean must not leak either.
KOREAN_LONG_NAMES: dict[str, dict[str, str]] = {
    "quatorze": {
        "AM": "인간의 시대",
        "CO": "무지개",
        "DA": "요일",
        "DS": "대죄",
        "HV": "미덕",
        "LG": "칠복신",
        "LU": "천체",
        "NO": "음표",
        "PE": "봉우리",
        "PL": "존재의 차원",
        "QU": "여왕",
        "SA": "현자",
        "SE": "바다",
        "WO": "불가사의",
    }
}


def _hand(view: dict) -> Iterable[str]:
    return view["hand"]


def _nobody(owner: str, viewer: str) -> bool:
    return False


@dataclass(frozen=True)
class Secret:
    """Which cards of a seat's view are secret, and who else the rules let see them."""

    cards: Callable[[dict], Iterable[str]] = _hand
    may_see: Callable[[str, str], bool] = _nobody  # (owner, viewer) -> allowed


def card_patterns(game_id: str, card: str) -> list[re.Pattern[str]]:
    """The token (symbol + number, not followed by another digit) and the raw code as a word."""
    match = re.fullmatch(r"([A-Z]+?)(\d+)", card)
    patterns = [re.compile(rf"(?<![A-Za-z]){re.escape(card)}(?![A-Za-z0-9])")]
    if match and match.group(1) in TOKENS.get(game_id, {}):
        token = TOKENS[game_id][match.group(1)] + match.group(2)
        patterns.append(re.compile(re.escape(token) + r"(?!\d)"))
    for names in (LONG_NAMES, KOREAN_LONG_NAMES):
        if match and match.group(1) in names.get(game_id, {}):
            long_name = f"{names[game_id][match.group(1)]} {match.group(2)}"
            patterns.append(re.compile(re.escape(long_name) + r"(?!\d)"))
    return patterns


async def seat_views(h: Harness) -> dict[str, dict]:
    """Every seated player's own view now, read from the service (the oracle; no user sees this)."""
    state = await h.bot.tables.table_in_channel(h.channel.id)
    if state is None or state.table.status != "playing":
        return {}
    by_id = {member.id: name for name, member in h.players.items()}
    views = {}
    for player in state.table.players:
        private = await h.bot.tables.private_view(state.table.id, player.user_id)
        # A bot has no Discord account: its hand is a secret under its own name.
        views[by_id.get(player.user_id, player.name)] = private.view
    return views


async def secrets_by_player(
    h: Harness, cards: Callable[[dict], Iterable[str]] = _hand
) -> dict[str, set[str]]:
    return {name: set(cards(view)) for name, view in (await seat_views(h)).items()}


async def assert_no_leaks(
    h: Harness,
    game_id: str,
    *secrets: Secret,
    public_cards: Callable[[dict], Iterable[str]] = lambda view: (),
    known: Callable[[dict], Iterable[str]] = lambda view: (),
    skip: Callable[[str], bool] | None = None,
) -> None:
    """Nothing any user can newly read names a card that is secret to another player.

    ``secrets`` default to each hand, seen by nobody else. ``public_cards`` lists codes that are also
    public right now (a duplicate code such as Quattro Exchange's two black zeros, one open and one
    hidden), which then cannot be attributed; ``known(viewer's view)`` lists other seats' cards the
    rules let that viewer know (a Wonders look, a card they passed); ``skip`` exempts messages that
    legitimately show an earlier round's cards (hands are dealt anew each round).
    """
    views = await seat_views(h)
    state = await h.bot.tables.table_in_channel(h.channel.id)
    public = set(public_cards(state.public)) if state and state.public else set()
    for viewer, member in h.players.items():
        text = h.newly_visible_text(member, skip=skip)
        allowed = public | (set(known(views[viewer])) if viewer in views else set())
        for secret in secrets or (Secret(),):
            for owner, view in views.items():
                if owner == viewer or secret.may_see(owner, viewer):
                    continue
                leaked = sorted(
                    card
                    for card in set(secret.cards(view)) - allowed
                    if any(pattern.search(text) for pattern in card_patterns(game_id, card))
                )
                assert not leaked, f"{viewer} can read {owner}'s secret {leaked}"
