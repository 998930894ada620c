"""The end: the forced 4th opening and the final comparison (spec §3.4 OPEN(4), §3.6)."""

from __future__ import annotations

from games.base import Event
from games.quattro_exchange.compare import compare
from games.quattro_exchange.config import LOSS_POINTS, OPENINGS, WIN_POINTS
from games.quattro_exchange.events import make_cards_opened, make_game_ended, make_game_scored
from games.quattro_exchange.state import FINISHED, Draft


def finish(state: Draft, events: list[Event]) -> None:
    """Open each player's last hidden card (no choice is left) and score the game."""
    seats = range(len(state.hands))
    assert all(len(hand) == 1 for hand in state.hands)
    events.append(
        make_cards_opened(round=OPENINGS, cards=tuple((s, state.hands[s][0]) for s in seats), auto=True)
    )
    opens = tuple(state.opens[s] + state.hands[s] for s in seats)
    result = compare(opens, state.options.original_zero_rule, state.options.tiebreak_mode)
    events.append(
        make_game_scored(
            cards=result.cards,
            sums=result.sums,
            quattro=result.quattro,
            zero=result.zero,
            decided_by=result.decided_by,
            deciding=result.deciding,
            winner=result.winner,
        )
    )
    scores = scores_of(result.winner, len(state.hands))
    events.append(make_game_ended(scores=scores, winners=(result.winner,)))
    hands = ((),) * len(seats)
    state.phase, state.round, state.hands, state.opens, state.result = (
        FINISHED,
        OPENINGS,
        hands,
        opens,
        result,
    )


def scores_of(winner: int | None, players: int) -> tuple[int, ...]:
    """Winner 1, loser 0 [Interp]; 0-0 while the game is running (``winner`` None)."""
    return tuple(WIN_POINTS if seat == winner else LOSS_POINTS for seat in range(players))
