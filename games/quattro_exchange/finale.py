"""The end: the forced 4th opening and the final comparison (spec §3.4 OPEN(4), §3.6)."""

from __future__ import annotations

from games.base import Event
from games.quattro_exchange.compare import compare
from games.quattro_exchange.config import LOSS_POINTS, OPENINGS, PLAYERS, WIN_POINTS
from games.quattro_exchange.events import make_cards_opened, make_game_ended, make_game_scored
from games.quattro_exchange.state import FINISHED, Draft


def finish(state: Draft, events: list[Event]) -> None:
    """Open each player's last hidden card (no choice is left) and score the game."""
    (first,), (second,) = state.hands  # one hidden card each (two players: ``config.PLAYERS``)
    events.append(make_cards_opened(OPENINGS, ((0, first), (1, second)), True))
    opens = (state.opens[0] + (first,), state.opens[1] + (second,))
    options = state.options
    result = compare(opens, options.original_zero_rule, options.tiebreak_mode)
    winner = result.winner
    events.append(
        make_game_scored(
            result.cards, result.sums, result.quattro, result.zero, result.decided_by, result.deciding, winner
        )
    )
    events.append(make_game_ended(_SCORES[winner], (winner,)))
    state.phase, state.round, state.hands, state.opens, state.result = (
        FINISHED,
        OPENINGS,
        ((), ()),
        opens,
        result,
    )


def scores_of(winner: int | None, players: int) -> tuple[int, ...]:
    """Winner 1, loser 0 [Interp]; 0-0 while the game is running (``winner`` None)."""
    return tuple(WIN_POINTS if seat == winner else LOSS_POINTS for seat in range(players))


_SCORES = {winner: scores_of(winner, PLAYERS) for winner in range(PLAYERS)}  # the game's end, made once
