"""What Quattro Exchange declares for the shared tests (``games.facts``): each hand is secret; the open
cards and the cards handed face up to virtual players are public. The deck holds two black zeros (``K0``):
while one is public the other cannot be told apart by its print, so both count as public then."""

from __future__ import annotations

from itertools import chain

from games.facts import CardPrint, DailyFormat, GameFacts, Variant, View
from games.quattro_exchange.hidden import hidden, rebuild
from games.quattro_exchange.state import State


def public(view: View) -> set[str]:
    opened = set(chain.from_iterable(view["opens"]))
    slots = {card for virtual in view["virtuals"] for card in virtual["cards"] if card}
    return opened | slots


# The daily deal: the game is two players and one hand, short enough to play whole.
DAILY_SEATS = 2
# The game scores 1 to the winner and 0 to the loser, which ranks a day's players only in two heaps. Their
# daily points follow the winner rule instead: a Quattro beats any hand without one, then the higher sum.
# The bonus is above any sum of four cards (at most 4 × 6 = 24). [Interp: daily deal, ours]
DAILY_QUATTRO_BONUS = 100


def daily_points(state: State) -> tuple[int, ...]:
    """Each seat's daily points at the end: its open cards' sum, and ``DAILY_QUATTRO_BONUS`` more for a
    Quattro."""
    result = state.result
    assert result is not None, "scored only once the game has ended"
    return tuple(
        total + (DAILY_QUATTRO_BONUS if quattro else 0)
        for total, quattro in zip(result.sums, result.quattro, strict=True)
    )


FACTS = GameFacts(
    cards=CardPrint(suits={"S": ("♠",), "D": ("♦",), "H": ("♥",), "C": ("♣",), "K": ("🔘",)}),
    variants=(
        Variant(),
        Variant({"opening_mode": "sequential", "stop_mode": "pass"}),
        Variant({"original_zero_rule": True, "tiebreak_mode": "lexicographic"}),
    ),
    public=public,
    proper_names=("콰트로",),  # its name in the seed rulebook, kept in its English title too
    hidden=hidden,  # the strong bot level's sampler (games/quattro_exchange/hidden.py)
    rebuild=rebuild,
    daily=DailyFormat(players=DAILY_SEATS, scores=daily_points),
)
