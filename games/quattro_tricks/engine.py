"""The game flow: new game, whose turn, legal actions and ``apply`` (spec §2-§7).

Phases: ``choosing`` (custom rules only, before rounds 2..n) → ``bidding`` → ``playing`` → next round or
``finished``. ``apply`` never mutates its input and refuses anything but a legal action, with a message a
player can read.
"""

from __future__ import annotations

from collections.abc import Sequence

from games import tricks
from games.base import Event, IllegalActionError, Outcome, new_game_checks, require_turn
from games.quattro_tricks import choosing
from games.quattro_tricks.bids import check_bid, legal_bids
from games.quattro_tricks.cards import PLAY_ACTION, TRICK_RULES, deck
from games.quattro_tricks.config import FIRST_STARTER, GAME_NAME, TRICKS_PER_ROUND
from games.quattro_tricks.events import BidMade, GameEnded, RoundScored
from games.quattro_tricks.options import Options
from games.quattro_tricks.rounds import base_sets, start_round
from games.quattro_tricks.scoring import score_round
from games.quattro_tricks.state import BIDDING, CHOOSING, FINISHED, PLAYING, RoundRecord, State

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
    phase = state.phase
    if phase == PLAYING:
        return ((state.leader + len(state.trick)) % state.players,)  # type: ignore[operator]
    if phase == BIDDING:
        made = sum(1 for bid in state.bids if bid is not None)
        return ((state.starter + made) % state.players,)  # type: ignore[operator]
    if phase == CHOOSING:
        return (choosing.chooser(state),)
    return ()


def legal_actions(state: State, seat: int) -> list[str]:
    if seat not in to_act(state):
        return []
    if state.phase == PLAYING:
        hand = state.hands[seat]
        if state.trick:
            led = state.trick[0][1][0]
            following = [PLAY_ACTION[card] for card in hand if card[0] == led]
            if following:
                return following
        return [PLAY_ACTION[card] for card in hand]
    if state.phase == BIDDING:
        return list(legal_bids(state.sets[seat], state.options.a_bonus_without_chip))  # type: ignore[arg-type]
    return choosing.choices(state, seat)


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    require_turn(finished=state.phase == FINISHED, acting=to_act(state), seat=seat, action=action)
    if state.phase == PLAYING:
        return _play(state, seat, action)
    if state.phase == BIDDING:
        return _bid(state, seat, action)
    return choosing.choose(state, seat, action)


def outcome(state: State) -> Outcome | None:
    if state.phase != FINISHED:
        return None
    top = max(state.scores)
    winners = tuple(seat for seat, score in enumerate(state.scores) if score == top)
    return Outcome(scores=state.scores, winners=winners)


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
    if all(bid is not None for bid in bids):
        new = state._replace(bids=bids, phase=PLAYING, leader=state.starter)
    else:
        new = state._replace(bids=bids)
    return new, [BidMade(seat=seat, set=set_letter, bid=payload)]


# --- trick play: the kit's play step (games.tricks.play), then the end of the round ----------------
def _play(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    new, events = tricks.play(state, seat, tricks.card_of(action), TRICK_RULES)
    if not new.trick and len(new.tricks) == TRICKS_PER_ROUND:
        new = _end_round(new, events)
    return new, events


def _end_round(state: State, events: list[Event]) -> State:
    """Score the round, then end the game, open the custom-rule selection, or pass the sets left."""
    sets = tuple(s for s in state.sets if s is not None)
    bids = tuple(b for b in state.bids if b is not None)
    lines = score_round(sets, bids, state.tricks, state.options.a_bonus_without_chip)
    scores = tuple(score + line.points for score, line in zip(state.scores, lines, strict=True))
    assert state.starter is not None
    record = RoundRecord(state.round, sets, state.starter, bids, tuple(line.points for line in lines), scores)
    events.append(RoundScored(round=state.round, lines=lines, scores=scores))
    state = state._replace(scores=scores, history=(*state.history, record))
    n = state.players
    if state.round == n:
        top = max(scores)
        events.append(GameEnded(scores=scores, winners=tuple(s for s in range(n) if scores[s] == top)))
        return state._replace(phase=FINISHED)
    if state.options.custom_rule != "none":
        return choosing.begin(state, events)
    passed = tuple(sets[(seat - 1) % n] for seat in range(n))  # each player passes their set to the left
    new, started = start_round(state, state.round + 1, passed, passed.index("A"))
    events.append(started)
    return new
