"""The game flow: new game, whose turn, legal actions and ``apply`` (spec §2-§7).

Phases: ``choosing`` (custom rules only, before rounds 2..n) → ``bidding`` → ``playing`` → next round or
``finished``. ``apply`` never mutates its input and refuses anything but a legal action, with a message a
player can read.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.base import (
    NOT_AN_ACTION,
    NOT_YOUR_TURN,
    Event,
    IllegalActionError,
    Outcome,
    new_game_checks,
    require_turn,
)
from games.quattro_tricks import choosing
from games.quattro_tricks.bids import check_bid, legal_bids
from games.quattro_tricks.cardplay import card_play
from games.quattro_tricks.cards import ALL_CARDS, COLOUR, PLAY_ACTION, deck
from games.quattro_tricks.config import FIRST_STARTER, GAME_NAME
from games.quattro_tricks.events import BidMade
from games.quattro_tricks.options import Options
from games.quattro_tricks.rounds import base_sets, start_round
from games.quattro_tricks.state import BIDDING, CHOOSING, FINISHED, PLAYING, State
from games.trickgame import bidder, top_score
from games.trickplay import following
from games.twins import builder, setter

MIN_PLAYERS = 3
MAX_PLAYERS = 4


def new_game(
    players: int,
    seed: int,
    options: Options | dict | None = None,
    deals: Sequence[Sequence[str]] | None = None,
) -> State:
    options = new_game_checks(GAME_NAME, players, MIN_PLAYERS, MAX_PLAYERS, Options, options)
    stacked = tuple(tuple(order) for order in deals or ())
    full = sorted(deck(players))
    for i, order in enumerate(stacked, start=1):
        if sorted(order) != full:
            raise ValueError(f"deal {i} is not an order of the {len(full)}-card deck for {players} players")
    blank = State(
        players=players,
        seed=seed,
        options=options,
        deals=stacked,
        phase=BIDDING,
        round=1,
        scores=(0,) * players,
        history=(),
        sets=(),
        starter=None,
        choosing=None,
        bids=(),
        hands=(),
        leader=None,
        trick=(),
        tricks=(),
    )
    state, _ = start_round(blank, 1, base_sets(players, 1), FIRST_STARTER)
    return state


def to_act(state: State) -> tuple[int, ...]:
    global _last_acting
    phase = state.phase
    if phase == PLAYING:  # legal_actions and apply work the one seat out inline: no memo
        return ONE_SEAT[(state.leader + len(state.trick)) % state.players]  # type: ignore[operator]
    if phase == BIDDING:
        acting = ONE_SEAT[bidder(state.bids, state.starter)]  # type: ignore[arg-type]  # set while bidding
    elif phase == CHOOSING:
        acting = (choosing.chooser(state),)
    else:
        return ()
    _last_acting = (state, acting)  # one tuple, swapped whole: a reader never sees half of it
    return acting


# The seats ``to_act`` found last while bidding or choosing, with their state (by identity: a state is
# immutable, so the same object has the same seats; the tuple keeps it alive). A playout or a bot asks
# ``to_act``, then ``legal_actions`` and ``apply`` about that very state: they reuse the answer (as
# 4 Seasons' and Quattro Exchange's engines do; bench/HISTORY.md).
_last_acting: tuple[object, tuple[int, ...]] = (None, ())
ONE_SEAT = tuple((seat,) for seat in range(MAX_PLAYERS))  # to_act's answers of one seat, made once
# The play actions of each colour's cards: a lookup made once for legal_actions.
FOLLOWING = following(ALL_CARDS, COLOUR, PLAY_ACTION)


def legal_actions(state: State, seat: int) -> list[str]:
    if state.phase == PLAYING:  # most calls: the turn check and the action strings in one pass each
        if seat != (state.leader + len(state.trick)) % state.players:  # type: ignore[operator]
            return []
        hand = state.hands[seat]
        trick = state.trick
        if trick:  # follow the led colour if you can (cards.legal_cards), else play anything
            # The actions of the led colour's cards, in hand order, with no Python loop over the hand.
            return list(filter(None, map(FOLLOWING[trick[0][1][0]].get, hand))) or list(
                map(PLAY_ACTION.__getitem__, hand)
            )
        return list(map(PLAY_ACTION.__getitem__, hand))
    last = _last_acting  # ``to_act(state)``: the remembered answer if it was about this very state
    if seat not in (last[1] if last[0] is state else to_act(state)):
        return []
    if state.phase == BIDDING:
        return list(legal_bids(state.sets[seat], state.options.a_bonus_without_chip))  # type: ignore[arg-type]
    return choosing.choices(state, seat)


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    if state.phase == PLAYING:  # most actions: require_turn's checks, with the one seat to act computed once
        if not isinstance(action, str):
            raise IllegalActionError(NOT_AN_ACTION)
        if seat != (state.leader + len(state.trick)) % state.players:  # type: ignore[operator]
            raise IllegalActionError(NOT_YOUR_TURN)
        return card_play(state, seat, action)
    last = _last_acting  # ``to_act(state)``: the remembered answer if it was about this very state
    require_turn(
        finished=state.phase == FINISHED,
        acting=last[1] if last[0] is state else to_act(state),
        seat=seat,
        action=action,
    )
    if state.phase == BIDDING:
        return _bid(state, seat, action)
    return choosing.choose(state, seat, action)


def outcome(state: State) -> Outcome | None:
    return top_score(state.scores) if state.phase == FINISHED else None


# --- bidding --------------------------------------------------------------------------------------
def _bid(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    set_letter = state.sets[seat]
    assert set_letter is not None
    if action.startswith(("play:", "choose:")):
        if action.startswith("play:"):
            raise IllegalActionError("It is time to bid, not to play a card.")
        raise IllegalActionError("It is time to bid, not to choose.")
    payload = check_bid(set_letter, action, state.options.a_bonus_without_chip)
    bids = (*state.bids[:seat], payload, *state.bids[seat + 1 :])
    event = make_bid_made(seat, set_letter, payload)
    if None in bids:
        return put_bids(state, bids), [event]
    return put_bids_playing(state, bids, PLAYING, state.starter), [event]  # the starter leads trick 1


# A bid's one copy and its event, built through their mutable twins (games.twins).
put_bids = setter(State, ("bids",))
put_bids_playing = setter(State, ("bids", "phase", "leader"))
make_bid_made = builder(BidMade)
