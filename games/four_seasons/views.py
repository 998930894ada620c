"""What a seat, or everyone, may know (docs/views-four-seasons.md; visibility per spec §5).

Public: the turn-up and trump, who has bid (not what), revealed top cards, the BONUS player's whole bid,
the current trick (and the trick just completed, until the next lead), tricks-won counts, and every bid
once the game is over. Private: the seat's hand and bid cards, and in the team variant the partner's bid
cards once all four bids are in. Round history is card-free: an old round's card codes would collide
with the current hands.
"""

from __future__ import annotations

from typing import Any

from games import trickgame
from games.four_seasons import bonus
from games.four_seasons.cards import bid_total, led_season
from games.four_seasons.config import (
    BID_CARDS,
    GAME_ID,
    PROFI_TARGET,
    SHOW_LAST_TRICK_UNTIL_NEXT_LEAD,
    TARGET,
    TEAM_TARGET,
    TEAMS,
    TRICKS_PER_ROUND,
)
from games.four_seasons.engine import legal_actions, outcome, to_act
from games.four_seasons.options import PROFI, TEAM
from games.four_seasons.state import BONUS, FINISHED, PLAYING, State
from games.lazyview import Field, LazyView, plain_view, seat_fields

TARGETS = {PROFI: PROFI_TARGET, TEAM: TEAM_TARGET}


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    n = state.players
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"no seat {seat!r} at a {n}-player table")
    return plain_view(PUBLIC, OWN, state, seat)


def lazy_view(state: State, seat: int) -> LazyView:
    """``view(state, seat)`` computed key by key as it is read (the strong level's playouts)."""
    return LazyView(SEAT_FIELDS, state, seat)


def _playing(state: State) -> bool:
    return state.phase == PLAYING


def _team(state: State) -> bool:
    return state.options.variant == TEAM


def _last_trick(state: State) -> dict[str, Any] | None:
    shown = state.tricks and not state.trick and SHOW_LAST_TRICK_UNTIL_NEXT_LEAD
    return trickgame.record_view(state.tricks[-1]) if shown else None


def _round_history(state: State) -> list[dict[str, Any]]:
    return [
        {
            "round": r.round,
            "dealer": r.dealer,
            "trump": r.trump,
            "bonus": r.bonus,
            "bids": list(r.bids),
            "tricks": list(r.tricks),
            "made": list(r.made),
            "points": list(r.points),
            "scores": list(r.scores),
        }
        for r in state.history
    ]


def _my_partner(state: State, seat: int) -> int | None:
    return _partner(seat) if _team(state) else None


def _partner_bid_cards(state: State, seat: int) -> tuple[str, ...] | None:
    """The partner's bid cards once all four bids are in (team variant), else None."""
    partner = _my_partner(state, seat)
    return state.bids[partner] if partner is not None and all(state.bids) else None


def _partner_bid(state: State, seat: int) -> int | None:
    theirs = _partner_bid_cards(state, seat)
    return None if theirs is None else bid_total(theirs, state.trump)


# The view's keys in order, each with the function that computes it (``games.lazyview``).
PUBLIC: dict[str, Field] = {
    "game": lambda state, seat: GAME_ID,
    "phase": lambda state, seat: state.phase,
    "players": lambda state, seat: state.players,
    "round": lambda state, seat: state.round,
    "dealer": lambda state, seat: state.dealer,
    "trick_no": lambda state, seat: len(state.tricks) + 1 if _playing(state) else 0,
    "tricks_per_round": lambda state, seat: TRICKS_PER_ROUND[state.players],
    "bid_cards": lambda state, seat: BID_CARDS[state.players],
    "target": lambda state, seat: TARGETS.get(state.options.variant, TARGET),
    "to_act": lambda state, seat: list(to_act(state)),
    "scores": lambda state, seat: list(state.scores),
    "hand_sizes": trickgame.hand_sizes,
    "turn_up": lambda state, seat: state.turn_up,
    "trump": lambda state, seat: state.trump,
    "has_bid": lambda state, seat: [bid is not None for bid in state.bids],
    "reveals": lambda state, seat: list(state.reveals),
    "best_reveal": lambda state, seat: bonus.best_reveal(state) if state.phase == BONUS else None,
    "bonus": lambda state, seat: state.bonus,
    "bonus_bid": lambda state, seat: (
        None if state.bonus is None else bid_total(state.bids[state.bonus] or (), state.trump)
    ),
    "shown_bids": lambda state, seat: [_shown(state, s) for s in range(state.players)],
    "leader": lambda state, seat: state.leader if _playing(state) else None,
    "trick": trickgame.trick,
    "named": lambda state, seat: state.named,
    "led": lambda state, seat: led_season(state.trick, state.named),
    "last_trick": lambda state, seat: _last_trick(state),
    "tricks_won": trickgame.tricks_won,
    "teams": lambda state, seat: [list(pair) for pair in TEAMS] if _team(state) else None,
    "winners": lambda state, seat: list(result.winners) if (result := outcome(state)) else [],
    "round_history": lambda state, seat: _round_history(state),
    "options": lambda state, seat: state.options.model_dump(mode="json"),
}
OWN: dict[str, Field] = {
    "seat": lambda state, seat: seat,
    "hand": lambda state, seat: list(state.hands[seat]),
    # A view is plain data (the bids are a lazy Bids).
    "legal": lambda state, seat: list(legal_actions(state, seat)),
    "my_bid_cards": lambda state, seat: list(state.bids[seat] or ()),
    "my_bid": lambda state, seat: (
        None if state.bids[seat] is None else bid_total(state.bids[seat], state.trump)
    ),
    "partner": _my_partner,
    "partner_bid_cards": lambda state, seat: list(_partner_bid_cards(state, seat) or ()),
    "partner_bid": _partner_bid,
}
SEAT_FIELDS = seat_fields(PUBLIC, OWN)


def _shown(state: State, seat: int) -> list[str]:
    """A seat's bid cards everyone may see: all of them for the BONUS player and once the game is over,
    the top card once revealed, else none."""
    bid = state.bids[seat]
    if bid is None:
        return []
    if seat == state.bonus or state.phase == FINISHED:
        return list(bid)
    return [bid[0]] if state.reveals[seat] else []


def _partner(seat: int) -> int:
    return next(b if a == seat else a for a, b in TEAMS if seat in (a, b))
