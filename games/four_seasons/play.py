"""Trick play (spec §3 d) and the end of a round: scoring, the end check, the next deal (§3 e-f)."""

from __future__ import annotations

from games import tricks
from games.base import Event, IllegalActionError, Words
from games.fastcopy import maker
from games.four_seasons.cards import SEASON_OF, bid_total, strength
from games.four_seasons.config import (
    BUTTERFLY,
    BUTTERFLY_MAY_NAME_TRUMP,
    COLOUR_NAMES,
    SEASON_NAMES,
    SEASONS,
    TRICKS_PER_ROUND,
)
from games.four_seasons.events import CardPlayed, GameEnded, RoundScored, TrickWon
from games.four_seasons.options import TEAM
from games.four_seasons.rounds import start_round
from games.four_seasons.scoring import score_round, winners_after_round
from games.four_seasons.state import FINISHED, RoundRecord, State, make_trick, update
from games.twins import builder

BUTTERFLY_NAMES = f"{BUTTERFLY}:"  # play:BF:<season> leads the butterfly naming a season
NAME_A_SEASON = Words(
    "Name a season when you lead the butterfly: play:BF:R (autumn), play:BF:Y (summer), "
    "play:BF:G (spring) or play:BF:B (winter)."
)


def must_follow(led: str) -> IllegalActionError:
    return IllegalActionError(
        "You must follow {season} ({colour}).", season=SEASON_NAMES[led], colour=COLOUR_NAMES[led]
    )


# What the kit's play step (games.tricks.play) needs to know of these cards: the butterfly has no season
# (leading it names one: ``State.named``), and the events and completed tricks carry that season.
TRICK_RULES = tricks.TrickRules(
    suit=SEASON_OF,
    strength=lambda state, led: strength(led, state.trump),
    must_follow=must_follow,
    not_a_card=Words("{card!r} is not a card; cards look like R9, Y4 or BF."),
    record=make_trick,
    card_played=maker(CardPlayed),
    trick_won=maker(TrickWon),
)


def play(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    # The hot path of a round (most actions are card plays): the action read inline (no call), the
    # butterfly's own check, then the kit's play step (bench/HISTORY.md, "4 Seasons' card play").
    if not action.startswith(tricks.PLAY_PREFIX):
        raise IllegalActionError(tricks.PLAY_A_CARD)
    card, named = action[5:], None  # play:R5; play:BF:G leads the butterfly naming spring
    if card.startswith(BUTTERFLY_NAMES):
        card, named = BUTTERFLY, card[len(BUTTERFLY_NAMES) :]
    if card == BUTTERFLY and BUTTERFLY in state.hands[seat]:
        _check_naming(state, named)
    new, events = tricks.play(state, seat, card, TRICK_RULES, named)
    if not new.trick and len(new.tricks) == TRICKS_PER_ROUND[state.players]:
        new = end_round(new, events)
    return new, events


def _check_naming(state: State, named: str | None) -> None:
    """A butterfly that leads names a season, not the trump unless the house rule allows it; one that
    follows names none."""
    if state.trick:
        if named is not None:
            raise IllegalActionError("Only a butterfly that leads names a season: play it as play:BF.")
    elif named is None:
        raise IllegalActionError(NAME_A_SEASON)
    elif named not in SEASONS:
        raise IllegalActionError(
            "{named!r} is not a season. Name a season when you lead the butterfly: "
            "play:BF:R (autumn), play:BF:Y (summer), play:BF:G (spring) or play:BF:B (winter).",
            named=named,
        )
    elif named == state.trump and not BUTTERFLY_MAY_NAME_TRUMP:
        raise IllegalActionError("The butterfly may not name the trump season.")


make_round_record = builder(RoundRecord)  # once a round each, without the frozen __init__ (games.twins)
make_round_scored = builder(RoundScored)


def end_round(state: State, events: list[Event]) -> State:
    """Score the round (every bid is revealed), then end the game or deal the next round.

    ``state`` is the draft ``play`` copied for the last trick: it is updated in place."""
    n = state.players
    trump = state.trump
    cards = tuple([bid or () for bid in state.bids])
    bids = tuple([bid_total(bid, trump) for bid in cards])
    won = [0] * n
    for trick in state.tricks:
        won[trick.winner] += 1
    team = state.options.variant == TEAM
    lines, teams, points = score_round(cards, bids, won, state.bonus, team)
    scores = tuple([score + add for score, add in zip(state.scores, points, strict=True)])
    made = tuple([line.made for line in lines])
    record = make_round_record(
        state.round, state.dealer, trump, state.bonus, bids, tuple(won), made, points, scores
    )
    events.append(make_round_scored(state.round, state.bonus, lines, teams, points, scores))
    update(state, scores=scores, history=(*state.history, record))
    winners = winners_after_round(scores, made, state.options.variant)
    if winners is not None:
        events.append(GameEnded(scores=scores, winners=winners))
        return update(state, phase=FINISHED, leader=None)
    new, started = start_round(state, state.round + 1)
    events.append(started)
    return new
