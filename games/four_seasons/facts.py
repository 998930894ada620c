"""What 4 Seasons declares for the shared tests (``games.facts``): the hand and the bid cards set aside
are secret until the bid is shown (the BONUS player's, a revealed top card, the end of the game); in the
team variant a seat knows its partner's bid once every bid is in (its view says so)."""

from __future__ import annotations

from itertools import chain

from games.facts import CardPrint, DailyFormat, GameFacts, Variant, View
from games.four_seasons.cards import BUTTERFLY
from games.four_seasons.config import TEAM_PLAYERS
from games.four_seasons.hidden import hidden, rebuild
from games.four_seasons.options import PROFI, TEAM


def secret(view: View) -> set[str]:
    shown = set(view["shown_bids"][view["seat"]])
    return set(view["hand"]) | (set(view["my_bid_cards"]) - shown)


def known(view: View) -> set[str]:
    return set(view["partner_bid_cards"])


def public(view: View) -> set[str]:
    return set(chain.from_iterable(view["shown_bids"]))


# The daily deal: four seats and one round (a whole game plays to a target score: too long for a daily).
DAILY_SEATS = 4
DAILY_ROUNDS = 1

FACTS = GameFacts(
    cards=CardPrint(suits={"R": ("🍂",), "Y": ("☀️",), "G": ("🌱",), "B": ("❄️",)}, named={BUTTERFLY: ("🦋",)}),
    variants=(
        Variant(),
        Variant({"variant": PROFI, "butterfly_may_bid": True}),
        Variant({"variant": TEAM, "bonus_bids": False}, players=(TEAM_PLAYERS,)),
    ),
    secret=secret,
    known=known,
    public=public,
    # The end of a round shows every bid and the last trick; hands are dealt anew after it.
    reveals=(r"Round \d+ scored",),
    hidden=hidden,  # the strong bot level's sampler (games/four_seasons/hidden.py)
    rebuild=rebuild,
    daily=DailyFormat(players=DAILY_SEATS, rounds=DAILY_ROUNDS),
)
