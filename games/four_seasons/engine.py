"""The game flow: new game, whose turn, legal actions and ``apply`` (spec §2-§4).

Phases per round: ``bidding`` (everyone at once) → ``bonus`` (one at a time; skipped without bonus bids
and in the team variant) → ``playing`` → the next round's ``bidding`` or ``finished``. ``apply`` never
mutates its input and refuses anything but a legal action, with a message a player can read.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.base import (
    NOT_AN_ACTION,
    NOT_YOUR_TURN,
    Event,
    IllegalActionError,
    Outcome,
    Words,
    new_game_checks,
    require_turn,
)
from games.four_seasons import bonus
from games.four_seasons.bids import BID_PREFIX, Bids, check_bid, held_bid
from games.four_seasons.cardplay import card_play
from games.four_seasons.cards import BUTTERFLY_LEADS, DECK, PLAY_ACTION, SEASON_OF
from games.four_seasons.config import (
    BID_CARDS,
    BUTTERFLY,
    BUTTERFLY_MAY_NAME_TRUMP,
    GAME_NAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SEASONS,
    TEAM_PLAYERS,
    TEAMS,
)
from games.four_seasons.events import BidMade
from games.four_seasons.options import TEAM, Options
from games.four_seasons.rounds import start_round
from games.four_seasons.scoring import winners_after_round
from games.four_seasons.state import BIDDING, BONUS, FINISHED, PLAYING, State
from games.trickplay import following
from games.twins import builder, drafter

_SORTED_DECK = sorted(DECK)
make_bid_made = builder(BidMade)


def new_game(
    players: int,
    seed: int,
    options: Options | dict | None = None,
    deals: Sequence[Sequence[str]] | None = None,
) -> State:
    options = new_game_checks(GAME_NAME, players, MIN_PLAYERS, MAX_PLAYERS, Options, options)
    if options.variant == TEAM and players != TEAM_PLAYERS:
        raise ValueError("The team variant needs exactly 4 players (partners sit opposite each other).")
    stacked = tuple(tuple(order) for order in deals or ())
    for i, order in enumerate(stacked, start=1):
        if sorted(order) != _SORTED_DECK:
            raise ValueError(f"deal {i} is not an order of the 37-card deck")
    blank = State(
        players=players,
        seed=seed,
        options=options,
        deals=stacked,
        phase=BIDDING,
        round=0,
        dealer=0,
        scores=(0,) * players,
        history=(),
        turn_up=BUTTERFLY,
        hands=(),
        bids=(),
        reveals=(),
        bonus=None,
        leader=None,
        trick=(),
        named=None,
        tricks=(),
    )
    state, _ = start_round(blank, 1)
    return state


def to_act(state: State) -> tuple[int, ...]:
    global _last_acting
    phase = state.phase
    if phase == PLAYING:  # legal_actions and apply work the one seat out inline: no memo
        return ONE_SEAT[(state.leader + len(state.trick)) % state.players]  # type: ignore[operator]
    if phase == BIDDING:
        acting = tuple(seat for seat, bid in enumerate(state.bids) if bid is None)
    elif phase == BONUS:
        acting = ONE_SEAT[bonus.asker(state)]
    else:
        return ()
    _last_acting = (state, acting)  # one tuple, swapped whole: a reader never sees half of it
    return acting


# The seats ``to_act`` found last while bidding or deciding bonus bids, with their state (by identity: a
# state is immutable, so the same object has the same seats; the tuple keeps it alive). A playout or a bot
# asks ``to_act``, then ``legal_actions`` and ``apply`` about that very state: they reuse the answer
# (as Quattro Exchange's engine does; bench/HISTORY.md).
_last_acting: tuple[object, tuple[int, ...]] = (None, ())
ONE_SEAT = tuple((seat,) for seat in range(MAX_PLAYERS))  # to_act's answers of one seat, made once


def legal_actions(state: State, seat: int) -> Sequence[str]:
    if state.phase == PLAYING:  # most calls: the turn check and the action strings in one pass each
        if seat != (state.leader + len(state.trick)) % state.players:  # type: ignore[operator]
            return []
        hand = state.hands[seat]
        trick = state.trick
        if trick:  # follow the led season if you can (cards.playable), else play anything
            led = SEASON_OF[trick[0][1]] or state.named  # tricks.led_suit: a butterfly lead named it
            # The actions of the led season's cards, in hand order, with no Python loop over the hand.
            return list(filter(None, map(FOLLOWING[led].get, hand))) or list(
                map(PLAY_ACTION.__getitem__, hand)
            )
        if BUTTERFLY not in hand:
            return list(map(PLAY_ACTION.__getitem__, hand))
        actions = [PLAY_ACTION[card] for card in hand if card != BUTTERFLY]
        return actions + BUTTERFLY_LEADS_UNDER[state.trump]  # a butterfly lead names its season
    last = _last_acting  # ``to_act(state)``: the remembered answer if it was about this very state
    if seat not in (last[1] if last[0] is state else to_act(state)):
        return []
    if state.phase == BIDDING:
        count = BID_CARDS[state.players]
        return Bids(state.hands[seat], count, state.options.butterfly_may_bid)  # lazy: 660 bids from 12 cards
    return list(bonus.ACTIONS)


# The play actions of each season's cards (the butterfly follows none), and the butterfly's leads under
# each trump: lookups made once for legal_actions.
FOLLOWING = following(DECK, SEASON_OF, PLAY_ACTION)  # the butterfly's, under None, is never read
BUTTERFLY_LEADS_UNDER = {
    trump: [a for a in BUTTERFLY_LEADS if BUTTERFLY_MAY_NAME_TRUMP or a[-1] != trump]
    for trump in (*SEASONS, None)
}
BID_MADE = tuple(make_bid_made(seat) for seat in range(MAX_PLAYERS))  # immutable values, made once
thaw, freeze = drafter(State)  # a bid's one copy: a mutable twin (games.twins), frozen once set
ALREADY_BID = Words("You have already bid this round; the others are still choosing.")


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    if state.phase == PLAYING:  # most actions: require_turn's checks, with the one seat to act computed once
        if not isinstance(action, str):
            raise IllegalActionError(NOT_AN_ACTION)
        if seat != (state.leader + len(state.trick)) % state.players:  # type: ignore[operator]
            raise IllegalActionError(NOT_YOUR_TURN)
        return card_play(state, seat, action)
    already_bid = state.phase == BIDDING and seat in range(state.players)
    last = _last_acting  # ``to_act(state)``: the remembered answer if it was about this very state
    require_turn(
        finished=state.phase == FINISHED,
        acting=last[1] if last[0] is state else to_act(state),
        seat=seat,
        action=action,
        why_not=ALREADY_BID if already_bid else NOT_YOUR_TURN,
    )
    if state.phase == BIDDING:
        return _bid(state, seat, action)
    return bonus.decide(state, seat, action)


def outcome(state: State) -> Outcome | None:
    if state.phase != FINISHED:
        return None
    winners = winners_after_round(state.scores, state.history[-1].made, state.options.variant)
    assert winners is not None
    teams = TEAMS if state.options.variant == TEAM else ()
    return Outcome(scores=state.scores, winners=winners, teams=teams)


def _bid(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    count = BID_CARDS[state.players]
    if not action.startswith(BID_PREFIX):
        if action.startswith("play:"):
            raise IllegalActionError("It is time to choose your {n} bid cards, not to play a card.", n=count)
        raise IllegalActionError("It is time to choose your {n} bid cards, not to do that.", n=count)
    hand = state.hands[seat]
    butterfly_may_bid = state.options.butterfly_may_bid
    cards = held_bid(hand, action, count, butterfly_may_bid) or check_bid(
        hand, action, count, butterfly_may_bid
    )
    draft = thaw(state)
    draft.hands = (*state.hands[:seat], tuple([c for c in hand if c not in cards]), *state.hands[seat + 1 :])
    draft.bids = bids = (*state.bids[:seat], cards, *state.bids[seat + 1 :])
    # A bool seat is kept in the event as the plain constructor keeps it.
    events: list[Event] = [BID_MADE[seat] if type(seat) is int else BidMade(seat=seat)]
    if None in bids:  # others still choosing
        return freeze(draft), events
    if state.options.bonus_bids and state.options.variant != TEAM:
        draft.phase = BONUS
    else:
        draft.phase = PLAYING
        draft.leader = (state.dealer + 1) % state.players
    return freeze(draft), events
