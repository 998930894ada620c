"""4 Seasons, card facts the casual heuristics share (the solo play in ``casual.py``, the team play in
``team.py``): a card's rough chance of taking a trick and its power for ordering.

Cached per (card, trump) (the strong level's playouts score up to 660 bids per bidding decision, hundreds
of times per decision; a cached call costs a dict lookup). The same pure functions, so the same values.
"""

from __future__ import annotations

from functools import cache

from games.four_seasons.cards import bid_value, reveal_strength

BF = "BF"

bid_value_of = cache(bid_value)
reveal_strength_of = cache(reveal_strength)


@cache
def win_chance(card: str, trump: str | None) -> float:
    if card == BF:
        return 0.8
    worth = int(card[1:])
    if card[0] == trump:
        return min(1.0, 0.25 + 0.09 * worth)
    return {9: 0.6, 8: 0.35, 7: 0.15}.get(worth, 0.0)


@cache
def strength(card: str, trump: str | None) -> int:
    """Rough power for ordering: trumps above everything, the butterfly above a plain 9."""
    if card == BF:
        return 10
    return int(card[1:]) + (100 if card[0] == trump else 0)


def lead_action(pick: str, legal: list[str], trump: str | None) -> str:
    """The action leading ``pick``: a led butterfly names a season other than trump where it can."""
    if pick == BF:
        seasons = [a for a in legal if a.startswith("play:BF:") and a[-1] != trump]
        return seasons[0] if seasons else legal[0]
    return "play:" + pick


__all__ = ["BF", "bid_value_of", "lead_action", "reveal_strength_of", "strength", "win_chance"]
