"""Why a 4 Seasons move (issue 39's hints): worded by ``bot/render/four_seasons/hints.py``.

* A play: the shared trick reasons (``games.bots.trick_reasons``), counting the tricks still needed for
  the seat's own bid. In the team variant (the partner's bid is seen) two more: play under a partner who
  is winning the trick, and take no trick once the team holds exactly its combined bid (``team.py``).
* A bid: the tricks the bid cards stand for, and the tricks the cards kept should take (the casual
  level's rough chance per card).
* The bonus step: reveal a top card strong enough to win the reveal, or pass.
"""

from __future__ import annotations

from typing import Any

from games.bots.four_seasons.casual import strength, win_chance
from games.bots.four_seasons.team import team_needs
from games.bots.hints import Reason
from games.bots.trick_reasons import trick_reason
from games.four_seasons.cards import bid_total, trick_winner

BID = "bid-tricks"  # {"tricks": the bid, "expected": the tricks the kept cards should take}
REVEAL = "reveal-strong"  # {"card": the top card}
PASS = "pass-weak"  # {}
PARTNER_WINS = "partner-winning"  # {"card"}: the partner is winning the trick: play under them
TEAM_EXACT = "team-exact"  # {"card"}: the team has exactly its combined bid: take no more tricks
LIKELY = 0.5  # a lead this likely to win is a lead "to take the trick" (casual.py leads so)


def explain(view: dict[str, Any], action: str) -> Reason | None:
    phase = view["phase"]
    if phase == "playing" and action.startswith("play:"):
        return _play(view, action)
    if phase == "bidding" and action.startswith("bid:"):
        cards = action[4:].split(",")
        kept = [card for card in view["hand"] if card not in cards]
        expected = round(sum(win_chance(card, view["trump"]) for card in kept))
        return Reason(BID, {"tricks": bid_total(cards, view["trump"]), "expected": expected})
    if phase == "bonus" and action in ("reveal", "pass"):
        top = view["my_bid_cards"][0] if view["my_bid_cards"] else None
        return Reason(REVEAL, {"card": top}) if action == "reveal" and top else Reason(PASS)
    return None


def _play(view: dict[str, Any], action: str) -> Reason:
    seat, trump, named = view["seat"], view["trump"], view["named"]
    card = action.split(":")[1]
    cards = list(dict.fromkeys(a.split(":")[1] for a in view["legal"] if a.startswith("play:")))
    trick = [(s, c) for s, c in view["trick"]]
    need = None
    if view.get("partner_bid") is None and view["my_bid"] is not None:
        need = view["my_bid"] - view["tricks_won"][seat]

    def wins(c: str) -> bool:
        if not trick:
            return win_chance(c, trump) >= LIKELY
        return trick_winner([*trick, (seat, c)], named, trump)[0] == seat

    if view.get("partner_bid") is not None and trick and not wins(card):
        _, team_need = team_needs(view)
        if trick_winner(trick, named, trump)[0] == view["partner"]:
            return Reason(PARTNER_WINS, {"card": card})
        if team_need == 0 and any(wins(c) for c in cards):
            return Reason(TEAM_EXACT, {"card": card})
    return trick_reason(cards, card, not trick, wins, lambda c: strength(c, trump), need)
