"""Why a Quattro Trick-Taking move (issue 39's hints): worded by ``bot/render/quattro_tricks/hints.py``.

* A play: the shared trick reasons (``games.bots.trick_reasons``); the tricks still needed are counted
  for a set C bid (its chips ask for a number of tricks), other bids ask for particular cards or tricks.
* A bid: the tricks the hand should take (the casual level's rough chance per card); for the Sum Board,
  what its winning cards should add up to.
"""

from __future__ import annotations

from typing import Any

from games.bots.hints import Reason
from games.bots.quattro_tricks.casual import number, strength, win_chance
from games.bots.trick_reasons import trick_reason
from games.quattro_tricks.bids import ChipBid, parse
from games.quattro_tricks.cards import trick_winner
from games.quattro_tricks.config import HIGHEST_NUMBER

BID = "bid-strength"  # {"tricks": the tricks the hand should take}
BID_SUM = "bid-sum"  # {"sum": what the hand's likely winning cards should add up to} (set A, the Sum Board)
LIKELY = 0.5  # a lead this likely to win is a lead "to take the trick"


def explain(view: dict[str, Any], action: str) -> Reason | None:
    top = HIGHEST_NUMBER[view["players"]]
    if view["phase"] == "bidding" and action.startswith("bid:"):
        chances = {card: win_chance(card, top) for card in view["hand"]}
        if action.startswith("bid:sum:"):  # casual.py's model of the Sum Board: the expected total
            return Reason(BID_SUM, {"sum": round(sum(p * number(card) for card, p in chances.items()))})
        return Reason(BID, {"tricks": round(sum(chances.values()))})
    if view["phase"] != "playing" or not action.startswith("play:"):
        return None
    seat, card = view["seat"], action[5:]
    cards = [a[5:] for a in view["legal"] if a.startswith("play:")]
    trick = [(s, c) for s, c in view["trick"]]
    payload = view["bids"][seat]
    bid = parse(payload) if payload and view["my_set"] == "C" else None
    need = bid.tricks - view["tricks_won"][seat] if isinstance(bid, ChipBid) else None

    def wins(c: str) -> bool:
        if not trick:
            return win_chance(c, top) >= LIKELY
        return trick_winner([*trick, (seat, c)])[0] == seat

    return trick_reason(cards, card, not trick, wins, strength, need)
