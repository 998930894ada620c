"""Reasons for a card played to a trick (issue 39), shared by every trick-taking game's ``explain``.

A game gives the cards it may play, who would win the trick with each, their order of strength, and how
many more tricks the seat wants (None when its bid does not count tricks); the reason follows the plain
rules of trick play a person learns first: lead strong when tricks are wanted, else low; win as cheaply as
possible; take a trick that is still needed; once the tricks are in, play under; when nothing wins,
throw the lowest card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.bots.hints import Reason

# Keys (worded by each game's renderer, bot/render/<game>/hints.py).
LEAD_WIN = "lead-winner"  # {"card"}: a lead likely to take the trick, when tricks are wanted
LEAD_LOW = "lead-low"  # {"card"}: lead low, keeping the strong cards
LEAD = "lead"  # {"card"}: any other lead: the stronger cards are kept for later
WIN_CHEAPLY = "win-cheaply"  # {"card"}: the lowest card that wins the trick
WIN_HIGH = "win-high"  # {"card"}: a high winner, so later players cannot beat it
NEED_TRICKS = "need-tricks"  # {"card", "n"}: n more tricks are needed: take this one
PLAY_UNDER = "play-under"  # {"card"}: the tricks are in: play a card that loses
NOTHING_WINS = "nothing-wins"  # {"card"}: nothing held wins: throw the lowest
LET_GO = "let-go"  # {"card"}: a winner was possible, but this trick is better lost
DISCARD = "discard"  # {"card"}: nothing held wins: this card is the one to give up


def trick_reason(
    cards: Sequence[str],
    card: str,
    trick_empty: bool,
    wins: Callable[[str], bool],
    strength: Callable[[str], int],
    need: int | None,
) -> Reason:
    """Why ``card`` out of ``cards`` (the distinct cards the seat may play); ``wins(c)``: the seat would
    win the trick as it stands with ``c`` (for a lead: whether ``c`` is a likely winner)."""
    values: dict[str, str | int] = {"card": card}
    if trick_empty:
        if wins(card) and (need is None or need > 0):
            return Reason(LEAD_WIN, values)
        if card == min(cards, key=strength):
            return Reason(LEAD_LOW, values)
        return Reason(LEAD, values)
    winning = [c for c in cards if wins(c)]
    if card in winning:
        if need is not None and need > 0:
            return Reason(NEED_TRICKS, {**values, "n": need})
        if card == min(winning, key=strength):
            return Reason(WIN_CHEAPLY, values)
        return Reason(WIN_HIGH, values)
    if not winning:
        return Reason(NOTHING_WINS if card == min(cards, key=strength) else DISCARD, values)
    if need is not None and need <= 0:
        return Reason(PLAY_UNDER, values)
    return Reason(LET_GO, values)
