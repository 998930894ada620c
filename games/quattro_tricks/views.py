"""What a seat, or everyone, may know (docs/views-quattro-tricks.md; visibility per spec §8 default).

The public view shows the current trick, the last completed trick, tricks-won counts, bids, the
set-specific face-up stack info and every bid's public progress (``progress.py``: the C chips filled,
the D missions achieved or failed, the B sections broken); never a card still in a hand.
"""

from __future__ import annotations

from typing import Any

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
    playing = state.phase == PLAYING
    won_by = [[t for t in state.tricks if t.winner == s] for s in range(n)]
    face_up, face_up_colours = _face_up(state, won_by)
    last = state.tricks[-1] if state.tricks else None
    data: dict[str, Any] = {
        "game": GAME_ID,
        "phase": state.phase,
        "players": n,
        "round": state.round,
        "rounds": n,
        "trick_no": len(state.tricks) + 1 if playing else 0,
        "tricks_per_round": TRICKS_PER_ROUND,
        "to_act": list(to_act(state)),
        "scores": list(state.scores),
        "hand_sizes": [len(hand) for hand in state.hands],
        "sets": list(state.sets),
        "starter": state.starter,
        "leader": state.leader if playing else None,
        "bids": list(state.bids),
        "trick": [[s, card] for s, card in state.trick],
        "led": state.trick[0][1][0] if state.trick else None,
        "last_trick": None if last is None else _trick(last),
        "tricks_won": [len(won) for won in won_by],
        "face_up": face_up,
        "face_up_colours": face_up_colours,
        "progress": progress(state),
        "round_history": [
            {"round": r.round, "points": list(r.points), "scores": list(r.scores)} for r in state.history
        ],
        "choosing": _choosing(state),
        "options": state.options.model_dump(mode="json"),
    }
    if seat is not None:
        data["seat"] = seat
        data["hand"] = list(state.hands[seat])
        data["legal"] = legal_actions(state, seat)
        data["my_set"] = state.sets[seat]
    return data


def _trick(trick: Trick) -> dict[str, Any]:
    cards = [[s, card] for s, card in trick.cards]
    return {"no": trick.no, "cards": cards, "winner": trick.winner, "card": trick.card}


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
