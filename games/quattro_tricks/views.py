"""What a seat, or everyone, may know (docs/views-quattro-tricks.md; visibility per spec §8 default).

The public view shows the current trick, the last completed trick, tricks-won counts, bids, the
set-specific face-up stack info and every bid's public progress (``progress.py``: the C chips filled,
the D missions achieved or failed, the B sections broken); never a card still in a hand.
"""

from __future__ import annotations

from typing import Any

from games import trickgame
from games.lazyview import Field, LazyView, plain_view, seat_fields
from games.quattro_tricks import choosing
from games.quattro_tricks.bids import parse
from games.quattro_tricks.config import GAME_ID, TRICKS_PER_ROUND
from games.quattro_tricks.engine import legal_actions, to_act
from games.quattro_tricks.progress import progress
from games.quattro_tricks.scoring import colours_taken, colours_won_with, sevens_taken
from games.quattro_tricks.state import CHOOSING, PLAYING, State, Trick


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    n = state.players
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"no seat {seat!r} at a {n}-player table")
    return plain_view(PUBLIC, OWN, state, seat)


def lazy_view(state: State, seat: int | None = None) -> LazyView:
    """``view(state, seat)`` computed key by key as it is read (the strong level's playouts and sampler)."""
    return LazyView(PUBLIC if seat is None else SEAT_FIELDS, state, seat)


def _playing(state: State) -> bool:
    return state.phase == PLAYING


def _won_by(state: State) -> list[list[Trick]]:
    return [[t for t in state.tricks if t.winner == s] for s in range(state.players)]


def _last_trick(state: State) -> dict[str, Any] | None:
    return trickgame.record_view(state.tricks[-1]) if state.tricks else None


def _round_history(state: State) -> list[dict[str, Any]]:
    return [{"round": r.round, "points": list(r.points), "scores": list(r.scores)} for r in state.history]


# The view's keys in order, each with the function that computes it (``games.lazyview``).
PUBLIC: dict[str, Field] = {
    "game": lambda state, seat: GAME_ID,
    "phase": lambda state, seat: state.phase,
    "players": lambda state, seat: state.players,
    "round": lambda state, seat: state.round,
    "rounds": lambda state, seat: state.players,
    "trick_no": lambda state, seat: len(state.tricks) + 1 if _playing(state) else 0,
    "tricks_per_round": lambda state, seat: TRICKS_PER_ROUND,
    "to_act": lambda state, seat: list(to_act(state)),
    "scores": lambda state, seat: list(state.scores),
    "hand_sizes": trickgame.hand_sizes,
    "sets": lambda state, seat: list(state.sets),
    "starter": lambda state, seat: state.starter,
    "leader": lambda state, seat: state.leader if _playing(state) else None,
    "bids": lambda state, seat: list(state.bids),
    "trick": trickgame.trick,
    "led": lambda state, seat: state.trick[0][1][0] if state.trick else None,
    "last_trick": lambda state, seat: _last_trick(state),
    "tricks_won": trickgame.tricks_won,
    "face_up": lambda state, seat: _face_up(state, _won_by(state))[0],
    "face_up_colours": lambda state, seat: _face_up(state, _won_by(state))[1],
    "progress": lambda state, seat: progress(state),
    "round_history": lambda state, seat: _round_history(state),
    "choosing": lambda state, seat: _choosing(state),
    "options": lambda state, seat: state.options.model_dump(mode="json"),
}
OWN: dict[str, Field] = {
    "seat": lambda state, seat: seat,
    "hand": lambda state, seat: list(state.hands[seat]),
    "legal": lambda state, seat: legal_actions(state, seat),
    "my_set": lambda state, seat: state.sets[seat],
}
SEAT_FIELDS = seat_fields(PUBLIC, OWN)


def _face_up(state: State, won_by: list[list[Trick]]) -> tuple[list[list[str]], list[list[str]]]:
    """Spec §8 default: the A player's winning cards; a D4 bidder's 7s taken; D5a colours taken,
    D5b colours won with. Nothing for B and C."""
    cards: list[list[str]] = []
    colours: list[list[str]] = []
    for seat, won in enumerate(won_by):
        set_letter, payload = state.sets[seat], state.bids[seat]
        missions = parse(payload) if set_letter == "D" and payload is not None else ()
        if set_letter == "A":
            cards.append([t.card for t in won])
        elif "D4a" in missions or "D4b" in missions:
            cards.append(list(sevens_taken(won)))
        else:
            cards.append([])
        if "D5a" in missions:
            colours.append(list(colours_taken(won)))
        elif "D5b" in missions:
            colours.append(list(colours_won_with(won)))
        else:
            colours.append([])
    return cards, colours


def _choosing(state: State) -> dict[str, Any] | None:
    if state.phase != CHOOSING or state.choosing is None:
        return None
    return {
        "mode": state.choosing.mode,
        "order": list(state.choosing.order),
        "chosen": {str(seat): choice for seat, choice in state.choosing.chosen},
        "remaining_sets": list(choosing.remaining_sets(state)),
        "start_taken": choosing.start_taken(state),
    }
