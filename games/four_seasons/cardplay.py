"""A card play in one step: the hot path of ``apply`` (most actions of a round are card plays).

Why: the plain step (``play.play``: the action read, the butterfly's naming checked, the trick kit's
``games.tricks.play``) copies the 18-field state through ``_replace``, builds every event through a
generated constructor and works out each trick's winner through a strength closure per trick. Here the
action text is looked up in a table made once per process (its card, the season it names and its
``CardPlayed`` event, an immutable value made once), the state is copied once through its mutable twin
(``games.twins.setter``: the changed fields set, the others copied, frozen), and the winner is read
from a rank table per (led season, trump) (``games.trickplay``, shared with Quattro Trick-Taking).
bench/HISTORY.md ("Issue 18: 4 Seasons' card play in one copy") has the figures.

Only a legal card play takes this path: anything else goes to ``play.play``, the readable reference,
which refuses it in its own words (or, equally, plays it). ``tests/games/four_seasons/test_same_games.py``
and ``test_cardplay.py`` check both give the same states, events and refusals.
"""

from __future__ import annotations

from games.base import Event
from games.four_seasons.cards import DECK, PLAY_ACTION, SEASON_OF, TRUMP_RANK, WORTH
from games.four_seasons.config import (
    BUTTERFLY,
    BUTTERFLY_FOLLOWING_WORTH,
    BUTTERFLY_LEADING_WORTH,
    BUTTERFLY_MAY_NAME_TRUMP,
    MAX_PLAYERS,
    SEASONS,
    TRICKS_PER_ROUND,
)
from games.four_seasons.events import CardPlayed, TrickWon
from games.four_seasons.play import end_round, play
from games.four_seasons.state import State, Trick
from games.trickplay import NO_RANK, best_play
from games.twins import builder, setter

# The one copy of a card play, by the fields it changes: built through the mutable twin (games.twins).
put_play = setter(State, ("hands", "trick"))
put_lead_naming = setter(State, ("hands", "trick", "named"))
put_trick_won = setter(State, ("hands", "trick", "leader", "tricks"))
put_trick_won_named = setter(State, ("hands", "trick", "leader", "tricks", "named"))
make_trick_won = builder(TrickWon)
make_trick = builder(Trick)

# Every well-formed card play text of a seat -> (card, season named, the CardPlayed event). A butterfly
# names a season only when it leads (play:BF:G); following, it is play:BF. Events are immutable values,
# so each one is made once per process and shared (as Quattro Exchange's are).
_make_played = builder(CardPlayed)
# The trick's (seat, card) pair is made once too.
Played = tuple[str, str | None, Event, tuple[int, str]]
PLAYED: tuple[dict[str, Played], ...] = tuple(
    {
        **{PLAY_ACTION[card]: (card, None, _make_played(seat, card), (seat, card)) for card in DECK},
        **{
            f"{PLAY_ACTION[BUTTERFLY]}:{named}": (
                BUTTERFLY,
                named,
                _make_played(seat, BUTTERFLY, named),
                (seat, BUTTERFLY),
            )
            for named in SEASONS
        },
    }
    for seat in range(MAX_PLAYERS)
)


def _ranks(led: str, trump: str | None) -> dict[str, int]:
    """``cards.strength(led, trump)`` as a table: every card's rank when it does not lead (the butterfly
    following: Worth 10 of the led season), and the butterfly's when it leads under the key ``""``."""
    ranks = {}
    for card in DECK[:-1]:
        season = card[0]
        if season == trump:
            ranks[card] = TRUMP_RANK + WORTH[card]
        else:
            ranks[card] = WORTH[card] if season == led else NO_RANK
    over = TRUMP_RANK if led == trump else 0  # the butterfly counts as the led season
    ranks[BUTTERFLY] = over + BUTTERFLY_FOLLOWING_WORTH
    ranks[""] = over + BUTTERFLY_LEADING_WORTH
    return ranks


RANKS = {(led, trump): _ranks(led, trump) for led in SEASONS for trump in (*SEASONS, None)}


def card_play(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    """``play.play(state, seat, action)`` for a seat whose turn it is (``apply`` checked that)."""
    if type(seat) is not int:  # a bool or an int subclass: the plain step keeps its type in the events
        return play(state, seat, action)
    played = PLAYED[seat].get(action)
    if played is None:
        return play(state, seat, action)  # no card play text: refused there
    card, named, event, pair = played
    hand = state.hands[seat]
    try:
        at = hand.index(card)
    except ValueError:
        return play(state, seat, action)  # not held
    trick = state.trick
    if trick:
        if named is not None:
            return play(state, seat, action)  # only a butterfly that leads names a season
        led = SEASON_OF[trick[0][1]] or state.named
        if SEASON_OF[card] != led and led in map(SEASON_OF.__getitem__, hand):
            return play(state, seat, action)  # must follow
    elif card == BUTTERFLY:
        turn_up = state.turn_up
        if named is None or (not BUTTERFLY_MAY_NAME_TRUMP and turn_up != BUTTERFLY and named == turn_up[0]):
            return play(state, seat, action)  # a butterfly lead names a season (not trump, by rule)
    hands = list(state.hands)  # one seat's hand replaced: through a list, cheaper than slices
    hands[seat] = hand[:at] + hand[at + 1 :]
    trick = (*trick, pair)
    if len(trick) < len(hands):
        if named is None:
            return put_play(state, tuple(hands), trick), [event]
        return put_lead_naming(state, tuple(hands), trick, named), [event]
    return _complete(state, tuple(hands), trick, event)


def _complete(
    state: State, hands: tuple[tuple[str, ...], ...], trick: tuple[tuple[int, str], ...], event: Event
) -> tuple[State, list[Event]]:
    """The card that completes the trick: its winner (the earliest of equals) leads the next, and the
    round ends after its last trick."""
    lead = trick[0][1]
    lead_named = state.named if lead == BUTTERFLY else None
    turn_up = state.turn_up
    ranks = RANKS[lead_named or lead[0], None if turn_up == BUTTERFLY else turn_up[0]]
    best, best_card = best_play(trick, ranks, ranks["" if lead == BUTTERFLY else lead])
    no = len(state.tricks) + 1
    events = [event, make_trick_won(no, best, best_card, trick, lead_named)]
    tricks = (*state.tricks, make_trick(no, trick, lead_named, best, best_card))
    if lead_named is None:
        new = put_trick_won(state, hands, (), best, tricks)
    else:
        new = put_trick_won_named(state, hands, (), best, tricks, None)
    if no == TRICKS_PER_ROUND[state.players]:
        new = end_round(new, events)
    return new, events
