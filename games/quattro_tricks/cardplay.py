"""A card play in one step: the hot path of ``apply`` (92% of a game's actions are card plays).

Why: the plain step (``play.play``: the action read, then the trick kit's ``games.tricks.play``)
copies the 16-field state through ``_replace``, builds every event through a generated constructor and
works each trick's winner out through a strength closure per trick. Here the action text is looked up in a
table made once per process (its card, its ``CardPlayed`` event, an immutable value made once, and the
trick's pair), the state is copied once through its mutable twin (``games.twins.setter``) and the winner
is read from a rank table per led colour (``games.trickplay``, shared with 4 Seasons). bench/HISTORY.md
("Issue 18: Quattro Trick-Taking's card play in one copy") has the figures.

Only a legal card play takes this path: anything else goes to ``play.play``, the readable reference,
which refuses it in its own words. ``tests/games/quattro_tricks/test_same_games.py`` and
``test_cardplay.py`` check both give the same states, events and refusals.
"""

from __future__ import annotations

from games.base import Event
from games.quattro_tricks.cards import ALL_CARDS, COLOUR, COLOURS, NUMBER, PLAY_ACTION, RED, RED_RANK
from games.quattro_tricks.config import TRICKS_PER_ROUND
from games.quattro_tricks.play import end_round, play
from games.quattro_tricks.state import State
from games.trickplay import NO_RANK, best_play, played_by_seat
from games.tricks import Trick, make_card_played, make_trick_won
from games.twins import builder, setter

PLAYERS_AT_MOST = 4  # engine.MAX_PLAYERS (the engine imports this module)

# The one copy of a card play, by the fields it changes: built through the mutable twin (games.twins).
put_play = setter(State, ("hands", "trick"))
put_trick_won = setter(State, ("hands", "trick", "leader", "tricks"))
make_trick = builder(Trick)

PLAYED = played_by_seat(PLAYERS_AT_MOST, PLAY_ACTION, make_card_played)


def _ranks(led: str) -> dict[str, int]:
    """``cards.strength(None, led)`` as a table: red above all, then the led colour, by number."""
    ranks = {}
    for card in ALL_CARDS:
        if COLOUR[card] == RED:
            ranks[card] = RED_RANK + NUMBER[card]
        else:
            ranks[card] = NUMBER[card] if COLOUR[card] == led else NO_RANK
    return ranks


RANKS = {led: _ranks(led) for led in COLOURS}


def card_play(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    """``play.play(state, seat, action)`` for a seat whose turn it is (``apply`` checked that)."""
    if type(seat) is not int:  # a bool or an int subclass: the plain step keeps its type in the events
        return play(state, seat, action)
    played = PLAYED[seat].get(action)
    if played is None:
        return play(state, seat, action)  # no card play text: refused there
    card, event, pair = played
    hand = state.hands[seat]
    try:
        at = hand.index(card)
    except ValueError:
        return play(state, seat, action)  # not held
    trick = state.trick
    if trick:
        led = trick[0][1][0]
        if card[0] != led and led in map(COLOUR.__getitem__, hand):
            return play(state, seat, action)  # must follow
    hands = list(state.hands)  # one seat's hand replaced: through a list, cheaper than slices
    hands[seat] = hand[:at] + hand[at + 1 :]
    trick = (*trick, pair)
    if len(trick) < len(hands):
        return put_play(state, tuple(hands), trick), [event]
    lead = trick[0][1]
    best, best_card = best_play(trick, RANKS[lead[0]], RANKS[lead[0]][lead])
    no = len(state.tricks) + 1
    events = [event, make_trick_won(no, best, best_card, trick)]
    tricks = (*state.tricks, make_trick(no, trick, best, best_card))
    new = put_trick_won(state, tuple(hands), (), best, tricks)
    if no == TRICKS_PER_ROUND:
        new = end_round(new, events)
    return new, events
