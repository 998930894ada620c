"""4 Seasons, casual level: bid the tricks the hand should take, then play to take exactly that many.

* Bid: every card gets a rough chance of taking a trick (high trumps, the butterfly, the top cards of the
  other seasons). The bid cards leave the hand, so a bid is good when its value (autumn 3, summer 2,
  spring 1, winter 0) matches the chance left in the other cards; weak cards are preferred as bid cards,
  and the strongest of them goes on top (the card a reveal would show).
  In the Team variant the bid is shaded down a little (``TEAM_BID_SHADE``: the partners share tricks).
* Bonus step: reveal only a top card that should win the reveal (Worth 9 or the butterfly).
* Play: while short of the bid, win as cheaply as possible (the lowest winning card when last to play,
  else the strongest); once the bid is made, duck (the highest card that still loses), and follow low
  when nothing can win. The butterfly is never led unless nothing else is left.
* Team variant: once the seat sees its partner's bid, the play is the team's (``team.py``): it does not
  overtake a partner who is taking a trick the team needs, and hands tricks to a partner who still needs
  them.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from games.bots.four_seasons import team
from games.bots.four_seasons.hand import BF, lead_action, strength, win_chance
from games.bots.four_seasons.hand import bid_value_of as _bid_value
from games.bots.four_seasons.hand import reveal_strength_of as _reveal_strength
from games.four_seasons.cards import reveal_strength, trick_winner

# In the Team variant a seat expects this many tricks fewer than its cards' chances add up to: the team
# play does not overtake a partner who is taking a trick and hands them tricks, so a seat's strong cards
# take fewer tricks, and a short bid is the easier one for the team to make up. Measured with
# ``python -m bench.partners --first-seed 10000 --games 400 --partner casual --opponents casual-solo``
# (a team of two casual bots against a team-blind one, points per game): no shade +4.4 ± 1.0, 0.2 +7.7,
# 0.3 +7.8, 0.45 +7.7 (a plateau), and scaling the chances instead (× 0.85) +7.2.
TEAM_BID_SHADE = 0.3


def _bid_scores(view: dict[str, Any]) -> dict[str, float]:
    trump = view["trump"]
    hand = view["hand"]
    chance = {card: win_chance(card, trump) for card in hand}
    total = sum(chance.values())
    scores: dict[str, float] = {}
    for action in view["legal"]:
        cards = action[4:].split(",")
        taken = sum(chance[c] for c in cards)
        left = total - taken
        if view["teams"] is not None:
            left -= TEAM_BID_SHADE
        value = sum(_bid_value(card, trump) for card in cards)  # cards.bid_total
        score = -abs(value - left) - 0.3 * taken
        if cards[0] == max(cards, key=lambda card: _reveal_strength(card, trump)):  # cards.default_top
            score += 0.01
        scores[action] = score
    return scores


def _play(view: dict[str, Any]) -> str:
    seat, trump = view["seat"], view["trump"]
    legal = view["legal"]
    cards = list(dict.fromkeys(action.split(":")[1] for action in legal))
    my_bid = view["my_bid"] or 0
    want = view["tricks_won"][seat] < my_bid
    trick = [(s, c) for s, c in view["trick"]]
    key = lambda c: strength(c, trump)  # noqa: E731
    if not trick:
        pool = [c for c in cards if c != BF] or cards
        pick = (
            max(pool, key=key)
            if want and max(win_chance(c, trump) for c in pool) >= 0.5
            else min(pool, key=key)
        )
        return lead_action(pick, legal, trump)
    named = view["named"]
    winning = [c for c in cards if trick_winner([*trick, (seat, c)], named, trump)[0] == seat]
    last = len(trick) == view["players"] - 1
    if want:
        if winning:
            return "play:" + (min(winning, key=key) if last else max(winning, key=key))
        return "play:" + min(cards, key=key)
    losing = [c for c in cards if c not in winning]
    if losing:
        return "play:" + max(losing, key=key)
    return "play:" + min(cards, key=key)


def _reveal(view: dict[str, Any]) -> str:
    top = view["my_bid_cards"][0] if view["my_bid_cards"] else None
    if top is not None and reveal_strength(top, view["trump"])[0] >= 9:
        return "reveal"
    return "pass"


def casual(view: dict[str, Any], rng: random.Random) -> str:
    phase = view["phase"]
    if phase == "playing":
        # The Team variant, once the seat sees its partner's bid: play for the team (``team.py``).
        return _play(view) if view["partner_bid"] is None else team.play(view)
    if phase == "bidding":
        scores = _bid_scores(view)
        return max(view["legal"], key=scores.__getitem__)
    if phase == "bonus":
        return _reveal(view)
    return rng.choice(view["legal"])


def ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    legal = view["legal"]
    phase = view["phase"]
    if phase == "bidding":
        scores = _bid_scores(view)
        # one top card per card set: the others only matter for a reveal
        best: dict[frozenset[str], str] = {}
        for action in sorted(legal, key=lambda a: -scores[a]):
            best.setdefault(frozenset(action[4:].split(",")), action)
        return list(best.values())
    first = casual(view, rng)
    if phase == "playing" and view["partner_bid"] is not None:
        legal = team.sparing(view, legal)  # the Team variant: never overtake a partner who needs the trick
    return [first, *(a for a in legal if a != first)]


__all__ = ["casual", "combinations", "ranked"]
