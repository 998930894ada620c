"""Trick play, the readable reference: the kit's play step (``games.tricks.play``), then the end of the
round (spec §4-§6). ``cardplay.card_play`` is the hot path; it leaves here whatever it does not play
itself, so this step words every refusal."""

from __future__ import annotations

from games import tricks
from games.base import Event
from games.quattro_tricks import choosing
from games.quattro_tricks.cards import TRICK_RULES
from games.quattro_tricks.config import TRICKS_PER_ROUND
from games.quattro_tricks.events import GameEnded, RoundScored
from games.quattro_tricks.rounds import start_round
from games.quattro_tricks.scoring import score_round
from games.quattro_tricks.state import FINISHED, RoundRecord, State
from games.twins import builder

# A round's end builds its record and events through their mutable twins (games.twins): no frozen __init__.
make_record = builder(RoundRecord)
make_round_scored, make_game_ended = builder(RoundScored), builder(GameEnded)


def play(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    """``seat`` (whose turn it is: ``apply`` checked that) plays the card of ``action``."""
    new, events = tricks.play(state, seat, tricks.card_of(action), TRICK_RULES)
    if not new.trick and len(new.tricks) == TRICKS_PER_ROUND:
        new = end_round(new, events)
    return new, events


def end_round(state: State, events: list[Event]) -> State:
    """Score the round, then end the game, open the custom-rule selection, or pass the sets left."""
    sets = tuple(s for s in state.sets if s is not None)
    bids = tuple(b for b in state.bids if b is not None)
    lines = score_round(sets, bids, state.tricks, state.options.a_bonus_without_chip)
    scores = tuple(score + line.points for score, line in zip(state.scores, lines, strict=True))
    assert state.starter is not None
    record = make_record(state.round, sets, state.starter, bids, tuple(line.points for line in lines), scores)
    events.append(make_round_scored(state.round, lines, scores))
    state = state._replace(scores=scores, history=(*state.history, record))
    n = state.players
    if state.round == n:
        top = max(scores)
        events.append(make_game_ended(scores, tuple(s for s in range(n) if scores[s] == top)))
        return state._replace(phase=FINISHED)
    if state.options.custom_rule != "none":
        return choosing.begin(state, events)
    passed = tuple(sets[(seat - 1) % n] for seat in range(n))  # each player passes their set to the left
    new, started = start_round(state, state.round + 1, passed, passed.index("A"))
    events.append(started)
    return new
