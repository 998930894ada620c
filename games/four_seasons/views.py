"""What a seat, or everyone, may know (docs/views-four-seasons.md; visibility per spec §5).

Public: the turn-up and trump, who has bid (not what), revealed top cards, the BONUS player's whole bid,
the current trick (and the trick just completed, until the next lead), tricks-won counts, and every bid
once the game is over. Private: the seat's hand and bid cards, and in the team variant the partner's bid
cards once all four bids are in. Round history is card-free: an old round's card codes would collide
with the current hands.
"""

from __future__ import annotations

from typing import Any

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

TARGETS = {PROFI: PROFI_TARGET, TEAM: TEAM_TARGET}


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    n = state.players
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"no seat {seat!r} at a {n}-player table")
    playing = state.phase == PLAYING
    team = state.options.variant == TEAM
    won = [0] * n
    for trick in state.tricks:
        won[trick.winner] += 1
    last = state.tricks[-1] if state.tricks and not state.trick and SHOW_LAST_TRICK_UNTIL_NEXT_LEAD else None
    trump = state.trump
    data: dict[str, Any] = {
        "game": GAME_ID,
        "phase": state.phase,
        "players": n,
        "round": state.round,
        "dealer": state.dealer,
        "trick_no": len(state.tricks) + 1 if playing else 0,
        "tricks_per_round": TRICKS_PER_ROUND[n],
        "bid_cards": BID_CARDS[n],
        "target": TARGETS.get(state.options.variant, TARGET),
        "to_act": list(to_act(state)),
        "scores": list(state.scores),
        "hand_sizes": [len(hand) for hand in state.hands],
        "turn_up": state.turn_up,
        "trump": trump,
        "has_bid": [bid is not None for bid in state.bids],
        "reveals": list(state.reveals),
        "best_reveal": bonus.best_reveal(state) if state.phase == BONUS else None,
        "bonus": state.bonus,
        "bonus_bid": None if state.bonus is None else bid_total(state.bids[state.bonus] or (), trump),
        "shown_bids": [_shown(state, s) for s in range(n)],
        "leader": state.leader if playing else None,
        "trick": [[s, card] for s, card in state.trick],
        "named": state.named,
        "led": led_season(state.trick, state.named),
        "last_trick": None if last is None else _trick(last),
        "tricks_won": won,
        "teams": [list(pair) for pair in TEAMS] if team else None,
        "winners": list(result.winners) if (result := outcome(state)) else [],
        "round_history": [
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
        ],
        "options": state.options.model_dump(mode="json"),
    }
    if seat is not None:
        mine = state.bids[seat]
        partner = _partner(seat) if team else None
        theirs = state.bids[partner] if partner is not None and all(state.bids) else None
        data["seat"] = seat
        data["hand"] = list(state.hands[seat])
        data["legal"] = list(legal_actions(state, seat))  # a view is plain data (the bids are a lazy Bids)
        data["my_bid_cards"] = list(mine or ())
        data["my_bid"] = None if mine is None else bid_total(mine, trump)
        data["partner"] = partner
        data["partner_bid_cards"] = list(theirs or ())
        data["partner_bid"] = None if theirs is None else bid_total(theirs, trump)
    return data


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


def _trick(trick: Any) -> dict[str, Any]:
    cards = [[s, card] for s, card in trick.cards]
    return {"no": trick.no, "cards": cards, "named": trick.named, "winner": trick.winner, "card": trick.card}
