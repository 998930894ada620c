"""4 Seasons, casual level in the Team variant: play for the team's score, not for one's own bid.

A team scores both partners' tricks, +3 per partner who made their own bid and +8 when the two took
exactly their combined bid (docs/rules/four-seasons.md §4.2). Once the bids are in, each seat sees its
partner's bid, so it knows what both still need:

* **Who should take tricks.** A partner "wants" a trick while short of their own bid — unless the team
  has exactly its combined bid already (the other partner took one too many): then one more trick costs
  the premium of 8 and buys only 3 + 1, so nobody wants it.
* **Following.** While the partner is winning the trick, the seat does not overtake them, unless it needs
  the trick and the partner does not (then it takes it, sparing the partner an extra trick). While an
  opponent is winning, it takes the trick only if it wants it; a seat that has its bid leaves the trick
  to the partner who still needs one.
* **Leading.** A seat that wants tricks leads as the solo play does. A seat that has its bid while the
  partner still needs tricks leads low, in the season the partner bid away (their bid cards left their
  hand, so they are shorter there: more likely to trump it), and not in trump (that would draw the
  partner's trumps); a seat nobody needs a trick from leads its weakest card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.bots.four_seasons.hand import BF, lead_action, strength, win_chance
from games.four_seasons.cards import trick_winner

# The solo play leads its strongest card when it is at least this likely to take the trick (casual.py).
STRONG_LEAD = 0.5


def wants_trick(need: int, team_need: int) -> bool:
    """Whether a partner short of ``need`` tricks should take one, the team being ``team_need`` short of
    its combined bid: not when the team has its sum exactly (the premium is worth more than a made bid)."""
    return need > 0 and team_need != 0


def team_needs(view: Any) -> tuple[int, int]:
    """(the tricks this seat is short of its bid, the tricks the team is short of its combined bid);
    negative when over."""
    won = view["tricks_won"]
    my_need = (view["my_bid"] or 0) - won[view["seat"]]
    return my_need, my_need + view["partner_bid"] - won[view["partner"]]


def _needs(view: Any) -> tuple[bool, bool]:
    """(this seat wants a trick, its partner wants one)."""
    my_need, team_need = team_needs(view)
    return wants_trick(my_need, team_need), wants_trick(team_need - my_need, team_need)


def sparing(view: Any, actions: Sequence[str]) -> list[str]:
    """``actions`` without the cards that would overtake a partner winning a trick they want (all of them
    when every card would): the moves the strong level never searches, so that no level undercuts its
    partner (its playouts are noisy; a person notices an overtake at once)."""
    trick = [(s, c) for s, c in view["trick"]]
    seat, trump, named = view["seat"], view["trump"], view["named"]
    if not trick or trick_winner(trick, named, trump)[0] != view["partner"] or not _needs(view)[1]:
        return list(actions)
    kept = [a for a in actions if trick_winner([*trick, (seat, a.split(":")[1])], named, trump)[0] != seat]
    return kept or list(actions)


def play(view: Any) -> str:
    """The casual card for a seat that sees its partner's bid (``view["partner_bid"]`` is set)."""
    seat, partner, trump = view["seat"], view["partner"], view["trump"]
    legal = view["legal"]
    cards = list(dict.fromkeys(action.split(":")[1] for action in legal))
    mine, theirs = _needs(view)
    trick = [(s, c) for s, c in view["trick"]]
    key = lambda c: strength(c, trump)  # noqa: E731
    if not trick:
        return lead_action(_lead(cards, mine, theirs, view["partner_bid_cards"], trump), legal, trump)
    named = view["named"]
    winning = [c for c in cards if trick_winner([*trick, (seat, c)], named, trump)[0] == seat]
    losing = [c for c in cards if c not in winning]
    last = len(trick) == view["players"] - 1
    partner_leads = trick_winner(trick, named, trump)[0] == partner
    # Never overtake a partner taking a trick they need; a seat wanting no trick takes none (when the
    # partner is on top, an overtake would only change whose bid the trick spoils).
    take = mine and not (partner_leads and theirs)
    if take and winning:
        return "play:" + (min(winning, key=key) if last else max(winning, key=key))
    if losing:
        # Keeping the partner's (or an opponent's) card on top. A seat still wanting tricks keeps its
        # strong cards for later; one that wants none sheds the highest card that still loses.
        return "play:" + (min(losing, key=key) if mine else max(losing, key=key))
    return "play:" + min(cards, key=key)


def _lead(
    cards: Sequence[str], mine: bool, theirs: bool, partner_bid_cards: Sequence[str], trump: str | None
) -> str:
    pool = [c for c in cards if c != BF] or list(cards)
    key = lambda c: strength(c, trump)  # noqa: E731
    if mine:
        strong = max(win_chance(c, trump) for c in pool) >= STRONG_LEAD
        return max(pool, key=key) if strong else min(pool, key=key)
    if theirs:
        bid_away = {card[0] for card in partner_bid_cards if card != BF}
        plain = [c for c in pool if c[0] != trump] or pool
        # The partner's short seasons first, then the lowest card: a card the partner can beat.
        return min(plain, key=lambda c: (c[0] not in bid_away, key(c)))
    return min(pool, key=key)


__all__ = ["STRONG_LEAD", "play", "sparing", "wants_trick"]
