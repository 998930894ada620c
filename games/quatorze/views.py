"""What a seat, or everyone, may know (docs/views-quatorze.md).

The public view never holds a card of a hand or an unseen deck card until the game is over; then
``final`` shows every hand with each card's value explained. A seat's view adds its hand (in order of
arrival: Wonders positions count that way), its legal actions, its plays described, what it saw with
Wonders and its last Luminaries exchange.
"""

from __future__ import annotations

from typing import Any

from games import recent
from games.quatorze import play
from games.quatorze.cards import COLORS, COLOURS, DAYS
from games.quatorze.config import GAME_ID, LUCKY_BONUS_POINTS, WONDERS_LOOKS
from games.quatorze.engine import decision, legal_actions, to_act
from games.quatorze.powers import sins
from games.quatorze.powers.common import opponents
from games.quatorze.scoring import FinalScore, final_score
from games.quatorze.state import (
    DECK,
    FINISHED,
    LUCKY_CALL,
    LUMINARIES_OTHERS,
    LUMINARIES_PASS,
    NOTES_TAKE,
    PLANES_MOVE,
    PLAY,
    QUEENS_TARGET,
    SEAS_TAKE,
    SINS_PLACE,
    SINS_TARGET,
    VIRTUES_PLAY,
    WONDERS_LOOK,
    WONDERS_ORDER,
    State,
)
from games.quatorze.table import setter, wild_colour, wild_number

POWER_OF_DECISION: dict[str, str | None] = {
    PLAY: None,
    VIRTUES_PLAY: "HV",
    SINS_TARGET: "DS",
    SINS_PLACE: "DS",
    LUCKY_CALL: "LG",
    LUMINARIES_PASS: "LU",
    LUMINARIES_OTHERS: "LU",
    NOTES_TAKE: "NO",
    PLANES_MOVE: "PL",
    QUEENS_TARGET: "QU",
    SEAS_TAKE: "SE",
    WONDERS_LOOK: "WO",
    WONDERS_ORDER: "WO",
}


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    n = state.players
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"no seat {seat!r} at a {n}-player table")
    finished = state.phase == FINISHED
    final = final_score(state) if finished else None
    colour, number = wild_colour(state.columns), wild_number(state.columns)
    end = state.end
    data: dict[str, Any] = {
        "game": GAME_ID,
        "phase": state.phase,
        "players": n,
        "types": list(state.types),
        "turn": None if finished else state.turn,
        "turn_no": state.turn_no,
        "to_act": list(to_act(state)),
        "scores": list(final.totals) if final else [LUCKY_BONUS_POINTS * len(b) for b in state.bonus],
        "hand_sizes": [len(hand) for hand in state.hands],
        "deck_size": len(state.deck),
        "columns": [{"type": code, "cards": list(cards), "arrived": list(arrived)}
                    for code, cards, arrived in state.columns],
        "wild_colour": None if colour is None else COLOURS[colour],
        "wild_number": number,
        "wild_colour_card": setter(state.columns, COLORS),
        "wild_number_card": setter(state.columns, DAYS),
        "bonus": [list(cards) for cards in state.bonus],
        "decision": _decision(state),
        "end": None if end is None else {"reason": end.reason, "card": end.card, "column": end.column,
                                         "owner": end.owner},
        "final": None if final is None else _final(final),
        "options": state.options.model_dump(mode="json"),
        # A card shown in public that now sits in a hand (taken from a column, a Lucky Gods miss) is
        # left out (None): the public view never names a hand card.
        "last_turns": recent.public_records(state.recent, () if finished else _hidden(state)),
    }  # fmt: skip
    if seat is not None:
        data.update(_private(state, seat, finished))
    return data


def _decision(state: State) -> dict[str, Any] | None:
    kind = decision(state)
    if kind is None:
        return None
    pending = state.pending
    out: dict[str, Any] = {
        "kind": kind,
        "seat": state.turn,
        "power": POWER_OF_DECISION[kind],
        "column": None if pending is None else pending.column,
        "card": None if pending is None else pending.card,
    }
    if pending is None:
        return out
    if kind == SINS_TARGET:
        out["targets"] = [s for s in opponents(state) if state.hands[s]]
    elif kind == SINS_PLACE:
        out["victim"] = pending.victim
        out["discard"] = pending.discard
        out["places"] = [action[6:] for action in sins.legal_place(state, state.turn)]
    elif kind == LUMINARIES_OTHERS:
        out["direction"] = pending.direction
        out["waiting"] = list(pending.waiting)
        out["chosen"] = [s for s, card in enumerate(pending.passes) if card is not None]
    elif kind in (WONDERS_LOOK, WONDERS_ORDER):
        out["looks"] = [{"seat": None if s == DECK else s, "position": p} for s, p in pending.looks]
        out["looks_left"] = WONDERS_LOOKS - len(pending.looks) if kind == WONDERS_LOOK else 0
    return out


def _private(state: State, seat: int, finished: bool) -> dict[str, Any]:
    pending = state.pending
    deciding = seat in to_act(state) and decision(state) in (PLAY, VIRTUES_PLAY)
    exchange = state.exchanges[seat]
    my_pass = None
    if pending is not None and pending.kind == LUMINARIES_OTHERS:
        my_pass = pending.passes[seat]
    return {
        "seat": seat,
        "hand": list(state.hands[seat]),
        "legal": legal_actions(state, seat),
        "plays": [_play(p) for p in play.plays(state, seat)] if deciding else [],
        "looked": [] if finished else _looked(state, seat),
        "exchange": None if exchange is None or finished else {
            "turn": exchange.turn, "direction": exchange.direction, "gave": exchange.gave, "to": exchange.to,
            "got": exchange.got, "from": exchange.source,
        },
        "my_pass": my_pass,
    }  # fmt: skip


def _looked(state: State, seat: int) -> list[dict[str, Any]]:
    """The seat's Wonders looks, each card where it is now: still in the deck (its position from the top
    after any reorder and draws) or still in the hand looked at (its position there). Gone ones are left
    out."""
    out = []
    for source, _, card in state.peeks[seat]:
        cards = state.deck if source == DECK else state.hands[source]
        if card in cards:
            out.append(
                {"seat": None if source == DECK else source, "position": cards.index(card) + 1, "card": card}
            )
    return out


def _play(p: play.Play) -> dict[str, Any]:
    return {
        "action": p.action,
        "card": p.card,
        "column": p.column,
        "how": p.how,
        "power": p.power,
        "creates": p.creates,
        "ends": p.ends,
    }


def _final(score: FinalScore) -> dict[str, Any]:
    return {
        "ages": score.ages,
        "highest": score.highest,
        "wild_colour": None if score.wild_colour is None else COLOURS[score.wild_colour],
        "wild_number": score.wild_number,
        "peaks": score.peaks,
        "queen_most": score.queen_most,
        "queen_leaders": list(score.queen_leaders),
        "players": [
            {
                "seat": p.seat,
                "cards": [{"card": v.card, "value": v.value, "why": v.why} for v in p.cards],
                "sideways": p.sideways,
                "card_points": p.card_points,
                "queens": p.queens,
                "queens_bonus": p.queens_bonus,
                "peaks_cards": list(p.peaks_cards),
                "peaks_bonus": p.peaks_bonus,
                "notes": p.notes,
                "run": list(p.run),
                "notes_bonus": p.notes_bonus,
                "lucky": list(p.lucky),
                "lucky_bonus": p.lucky_bonus,
                "total": p.total,
                "lowest": p.lowest,
            }
            for p in score.players
        ],
        "winners": list(score.winners),
        "tie_break": score.tie_break,
    }


def _hidden(state: State) -> set[str]:
    """Cards no one may see now: in a hand, in the deck, or passed face down in a Luminaries exchange.
    A card an earlier event named (taken, revealed) is blanked in ``last_turns`` once it is one of them."""
    hidden = {card for hand in state.hands for card in hand} | set(state.deck)
    if state.pending is not None:
        hidden |= {card for card in state.pending.passes if card is not None}
    return hidden
