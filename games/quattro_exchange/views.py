"""What a seat, or everyone, may know (docs/views-quattro-exchange.md; visibility per spec §4).

Public: open cards, mulligan counts, the cards handed face up to the virtual players (in their slots),
who has visited whom, the stops, whether a secret opening choice has been made. Private to a seat: its
hidden hand, the card it received in its latest exchange, its secret opening choice. Never shown: the
virtual players' face-down cards, the fresh stack and the returned pile.
"""

from __future__ import annotations

from typing import Any

from games import recent
from games.quattro_exchange.cards import sort_hand
from games.quattro_exchange.config import (
    EXCHANGE_PHASES,
    GAME_ID,
    MAX_MULLIGANS,
    OPENINGS,
    PLAYERS,
    VIRTUAL_PLAYERS,
)
from games.quattro_exchange.engine import legal_actions, to_act
from games.quattro_exchange.exchange import may_stop
from games.quattro_exchange.finale import scores_of
from games.quattro_exchange.state import EXCHANGE, State


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < PLAYERS):
        raise ValueError(f"no seat {seat!r} at a {PLAYERS}-player table")
    result = state.result
    data: dict[str, Any] = {
        "game": GAME_ID,
        "phase": state.phase,
        "players": PLAYERS,
        "round": state.round,
        "openings": OPENINGS,
        "exchange_phases": EXCHANGE_PHASES,
        "to_act": list(to_act(state)),
        "scores": list(scores_of(None if result is None else result.winner, PLAYERS)),
        "hand_sizes": [len(hand) for hand in state.hands],
        "opens": [list(cards) for cards in state.opens],
        "mulligans": list(state.mulligans),
        "max_mulligans": MAX_MULLIGANS,
        "mulligan_done": list(state.kept),
        "open_chosen": [card is not None for card in state.chosen],
        "first": state.first,
        "virtuals": [
            {"cards": [card if up else None for card, up in zip(slots, ups, strict=True)]}
            for slots, ups in zip(state.virtual, state.face_up, strict=True)
        ],
        "visited": [list(visits) for visits in state.visits],
        "virtual_players": VIRTUAL_PLAYERS,
        "stops": list(state.stops),
        "may_stop": [state.phase == EXCHANGE and may_stop(state, s) for s in range(PLAYERS)],
        "history": [{"phase": r.phase, "first": r.first, "stops": list(r.stops)} for r in state.history],
        "result": None if result is None else _result(state),
        # Events never name a hidden card here: opened cards and cards given face up stay public.
        "last_turns": recent.public_records(state.recent),
        "options": state.options.model_dump(mode="json"),
    }
    if seat is not None:
        hand = state.hands[seat]
        received = state.received[seat]
        data["seat"] = seat
        data["hand"] = sort_hand(hand)
        data["legal"] = legal_actions(state, seat)
        data["my_choice"] = state.chosen[seat]
        # The latest card received, while it is still hidden in this hand (once given on or opened it is
        # no longer news, and it may sit in the other player's hand).
        data["received"] = (
            {"virtual": received[0], "card": received[1]}
            if received is not None and received[1] in hand
            else None
        )
    return data


def _result(state: State) -> dict[str, Any]:
    result = state.result
    assert result is not None
    return {
        "cards": [list(cards) for cards in result.cards],
        "sums": list(result.sums),
        "quattro": list(result.quattro),
        "zero": list(result.zero),
        "decided_by": result.decided_by,
        "deciding": list(result.deciding),
        "winner": result.winner,
    }
