"""Trick play (spec §3 d) and the end of a round: scoring, the end check, the next deal (§3 e-f)."""

from __future__ import annotations

from games.base import Event, IllegalActionError, Words
from games.four_seasons.cards import ORDER, SEASON_OF, bid_total, led_season, trick_winner
from games.four_seasons.config import (
    BUTTERFLY,
    BUTTERFLY_MAY_NAME_TRUMP,
    COLOUR_NAMES,
    SEASON_NAMES,
    SEASONS,
    TRICKS_PER_ROUND,
)
from games.four_seasons.events import GameEnded, RoundScored, card_played, trick_won
from games.four_seasons.options import TEAM
from games.four_seasons.rounds import start_round
from games.four_seasons.scoring import score_round, winners_after_round
from games.four_seasons.state import FINISHED, RoundRecord, State, make_trick, update

BUTTERFLY_LEAD_PREFIX = f"play:{BUTTERFLY}:"
NAME_A_SEASON = Words(
    "Name a season when you lead the butterfly: play:BF:R (autumn), play:BF:Y (summer), "
    "play:BF:G (spring) or play:BF:B (winter)."
)


def parse_play(action: str) -> tuple[str, str | None]:
    """``play:R5`` -> ("R5", None); ``play:BF:G`` -> ("BF", "G")."""
    if action.startswith(BUTTERFLY_LEAD_PREFIX):
        return BUTTERFLY, action[len(BUTTERFLY_LEAD_PREFIX) :]
    return action[5:], None


def play(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    # The hot path of a round (most actions are card plays): each check is one lookup or one scan of the
    # hand, the hand loses the card by slicing, the events are built without their frozen __init__, and
    # the state is copied once (bench/README.md, "4 Seasons: the card play").
    if not action.startswith("play:"):
        raise IllegalActionError("It is your turn to play a card (play:<card>).")
    card, named = parse_play(action)
    hand = state.hands[seat]
    try:
        at = hand.index(card)
    except ValueError:
        if card not in ORDER:
            raise IllegalActionError(
                "{card!r} is not a card; cards look like R9, Y4 or BF.", card=card
            ) from None
        raise IllegalActionError("You don't hold {card}.", card=card) from None
    trick = state.trick
    leading = not trick
    if leading:
        if card == BUTTERFLY:
            if named is None:
                raise IllegalActionError(NAME_A_SEASON)
            if named not in SEASONS:
                raise IllegalActionError(
                    "{named!r} is not a season. Name a season when you lead the butterfly: "
                    "play:BF:R (autumn), play:BF:Y (summer), play:BF:G (spring) or play:BF:B (winter).",
                    named=named,
                )
            if named == state.trump and not BUTTERFLY_MAY_NAME_TRUMP:
                raise IllegalActionError("The butterfly may not name the trump season.")
    else:
        if named is not None:
            raise IllegalActionError("Only a butterfly that leads names a season: play it as play:BF.")
        led = led_season(trick, state.named)
        # what ``playable`` allows, without building its tuple: the led season, or nothing of it in hand
        if SEASON_OF[card] != led and led in map(SEASON_OF.__getitem__, hand):
            raise IllegalActionError(
                "You must follow {season} ({colour}).",
                season=SEASON_NAMES[led],  # type: ignore[index]
                colour=COLOUR_NAMES[led],  # type: ignore[index]
            )
    hands = (*state.hands[:seat], hand[:at] + hand[at + 1 :], *state.hands[seat + 1 :])
    trick = (*trick, (seat, card))
    events: list[Event] = [card_played(seat, card, named)]
    named = named if leading else state.named  # the season to follow for the rest of the trick
    if len(trick) < state.players:
        return state._replace(hands=hands, trick=trick, named=named), events
    winner, winning_card = trick_winner(trick, named, state.trump)
    no = len(state.tricks) + 1
    events.append(trick_won(no, winner, winning_card, trick, named))
    tricks = (*state.tricks, make_trick(no, trick, named, winner, winning_card))
    new = state._replace(hands=hands, trick=(), named=None, tricks=tricks, leader=winner)
    if no == TRICKS_PER_ROUND[state.players]:
        new = end_round(new, events)
    return new, events


def end_round(state: State, events: list[Event]) -> State:
    """Score the round (every bid is revealed), then end the game or deal the next round.

    ``state`` is the draft ``play`` copied for the last trick: it is updated in place."""
    n = state.players
    cards = tuple(bid or () for bid in state.bids)
    bids = tuple(bid_total(bid, state.trump) for bid in cards)
    won = [0] * n
    for trick in state.tricks:
        won[trick.winner] += 1
    team = state.options.variant == TEAM
    lines, teams, points = score_round(cards, bids, won, state.bonus, team)
    scores = tuple(score + add for score, add in zip(state.scores, points, strict=True))
    made = tuple(line.made for line in lines)
    record = RoundRecord(
        state.round, state.dealer, state.trump, state.bonus, bids, tuple(won), made, points, scores
    )
    events.append(
        RoundScored(
            round=state.round, bonus=state.bonus, lines=lines, teams=teams, points=points, scores=scores
        )
    )
    update(state, scores=scores, history=(*state.history, record))
    winners = winners_after_round(scores, made, state.options.variant)
    if winners is not None:
        events.append(GameEnded(scores=scores, winners=winners))
        return update(state, phase=FINISHED, leader=None)
    new, started = start_round(state, state.round + 1)
    events.append(started)
    return new
