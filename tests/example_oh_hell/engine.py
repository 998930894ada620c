"""Oh Hell, the second example game of docs/adding-a-game.md (registered only in tests): the game the
issue's first attempt took 1,416 lines for, written again on today's kits.

The rules (standard Oh Hell, 3-5 players, a 52-card deck, ranks 2 low to ace high):

- Round 1 deals 1 card to each player, each later round one more, up to the most the deck allows
  (52 // players), then one fewer each round back to 1. With ``rounds="short"`` hands rise only to
  ``SHORT_PEAK`` cards and fall back.
- The dealer passes to the left each round (seat 0 deals the first). The card after the deal is turned
  up: its suit is trump for the round. When the deal used every card there is no trump.
- Each player bids the number of tricks they will take, in turn from the dealer's left; the dealer bids
  last and may not bid so that the bids total the tricks of the round (the "hook").
- The dealer's left leads the first trick. Follow suit if you can; the highest trump wins, else the
  highest card of the led suit; the trick's winner leads the next.
- A player who takes exactly their bid scores ``MADE_BONUS`` + the bid; otherwise 0. After the last
  round the highest total wins (ties share the win).

Built from the shared kits: ``games.decks.french`` (the deck), ``games.tricks`` (the deal, follow-suit,
the play step and its events, the dealer's rotation), ``games.trickgame`` (bids, the trick view keys, the
score sheet, the outcome) and ``games.codec`` (the stored format).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from games import trickgame, tricks
from games.base import Event, IllegalActionError, Outcome, Words, new_game_checks, require_turn
from games.codec import StateCodec
from games.decks import french
from games.decks.french import DECK, SUIT, sort
from games.fastcopy import fast_replace, updater
from games.trickgame import BidMade, GameOver, RoundScored

GAME_ID = "example-oh-hell"
GAME_NAME = "Example Oh Hell"  # made up: an example holds no name a real game could want
MIN_PLAYERS, MAX_PLAYERS = 3, 5
FIRST_HAND = 1  # cards each in round 1; each later round deals one more, up to the peak, then one fewer
SHORT_PEAK = 5  # the peak hand of a short game
MADE_BONUS = 10  # an exact bid scores this plus the bid; any other number of tricks scores nothing
FORMAT_VERSION = 1

THE_HOOK = Words("The dealer may not bid {bid}: the bids would total the {size} tricks of the round.")


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    rounds: Literal["full", "short"] = Field(
        default="full",
        title="Rounds",
        json_schema_extra={
            "labels": {"full": "full game", "short": "short game"},
            "hints": {
                "full": "Hands rise to the most the deck allows, then fall back to 1.",
                "short": "Hands rise to 5 cards, then fall back to 1.",
            },
        },
        description="full: hands rise from 1 card to the most the deck allows and back. "
        "short: to 5 and back.",
    )


@fast_replace  # the kit's play step copies the state with state._replace(...)
@dataclass(frozen=True, slots=True)
class State:
    options: Options
    seed: int
    round_no: int  # from 1; past the last round once the game is over
    hands: tuple[tuple[str, ...], ...]
    trump: str | None  # the card turned up (None: the deal used every card)
    bids: tuple[int | None, ...]  # by seat; None until the seat bids
    taken: tuple[int, ...]  # tricks taken this round, by seat
    scores: tuple[int, ...]
    points: tuple[tuple[int, ...], ...]  # each scored round's points, by seat (the score sheet)
    trick: tuple[tuple[int, str], ...]
    leader: int
    last_trick: tuple[tuple[int, str], ...] = ()  # this round's last complete trick
    deals: tuple[tuple[str, ...], ...] = ()  # stacked deck orders by round (tests, replays of real deals)


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    kind: ClassVar[str] = "RoundDealt"
    round: int
    dealer: int
    size: int
    trump: str | None


def sizes(options: Options, players: int) -> tuple[int, ...]:
    """The hand size of every round: up by one to the peak, then down by one to the first."""
    peak = len(DECK) // players if options.rounds == "full" else min(SHORT_PEAK, len(DECK) // players)
    up = tuple(range(FIRST_HAND, peak + 1))
    return up + up[-2::-1]


# The kit's play step told this game's cards; no completed tricks are kept, only the count (``taken``).
RULES = tricks.TrickRules(
    suit=SUIT,
    strength=lambda state, led: french.strength(led, SUIT[state.trump] if state.trump else None),
    must_follow=french.must_follow,
    not_a_card=french.NOT_A_CARD,
    record=None,
    done=lambda state: sum(state.taken),
)
update = updater(State)


def _deal(options: Options, seed: int, deals: Sequence[Sequence[str]], round_no: int, players: int) -> dict:
    """The fields of a freshly dealt round: the hands, the trump turned up, no bids, no tricks."""
    size = sizes(options, players)[round_no - 1]
    order = tricks.round_order(DECK, seed, round_no, deals)
    dealer = tricks.dealer(round_no, players)
    return {
        "round_no": round_no,
        "hands": tricks.deal(order, players, size, sort),
        "trump": order[size * players] if size * players < len(order) else None,
        "bids": (None,) * players,
        "taken": (0,) * players,
        "trick": (),
        "leader": (dealer + 1) % players,
        "last_trick": (),
    }


def new_game(
    players: int,
    seed: int,
    options: Options | dict[str, Any] | None = None,
    deals: Sequence[Sequence[str]] | None = (),
) -> State:
    opts = new_game_checks(GAME_NAME, players, MIN_PLAYERS, MAX_PLAYERS, Options, options)
    stacked = tuple(tuple(order) for order in deals or ())
    fields = _deal(opts, seed, stacked, 1, players)
    return State(options=opts, seed=seed, scores=(0,) * players, points=(), deals=stacked, **fields)


def round_size(state: State) -> int:
    return sizes(state.options, len(state.hands))[state.round_no - 1]


def dealer(state: State) -> int:
    return tricks.dealer(state.round_no, len(state.hands))


def finished(state: State) -> bool:
    return state.round_no > len(sizes(state.options, len(state.hands)))


def bidding(state: State) -> bool:
    return None in state.bids


def to_act(state: State) -> tuple[int, ...]:
    if finished(state):
        return ()
    if bidding(state):
        return (trickgame.bidder(state.bids, dealer(state) + 1),)
    return (tricks.to_play(state),)


def hooked(state: State, seat: int, bid: int) -> bool:
    """The dealer's bid that would make the bids total the round's tricks."""
    others = sum(b for s, b in enumerate(state.bids) if s != seat and b is not None)
    return seat == dealer(state) and others + bid == round_size(state)


def legal_actions(state: State, seat: int) -> list[str]:
    if seat not in to_act(state):
        return []
    if bidding(state):
        return trickgame.bid_actions(n for n in range(round_size(state) + 1) if not hooked(state, seat, n))
    return trickgame.card_actions(state.hands[seat], state.trick, SUIT)


def _bid(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    bid = trickgame.bid_of(action, most=round_size(state))
    if hooked(state, seat, bid):
        raise IllegalActionError(THE_HOOK, bid=bid, size=round_size(state))
    bids = tuple(bid if s == seat else b for s, b in enumerate(state.bids))
    return state._replace(bids=bids), [BidMade(seat, bid)]


def _end_round(new: State, events: list[Event]) -> None:
    """Score the round on the draft ``new`` and deal the next (or end the game)."""
    bids = tuple(b or 0 for b in new.bids)
    points = tuple(MADE_BONUS + b if t == b else 0 for b, t in zip(bids, new.taken, strict=True))
    scores = tuple(s + p for s, p in zip(new.scores, points, strict=True))
    events.append(RoundScored(new.round_no, bids, new.taken, points, scores))
    update(new, scores=scores, points=(*new.points, points), round_no=new.round_no + 1)
    if finished(new):
        events.append(GameOver(scores))
        return
    update(new, **_deal(new.options, new.seed, new.deals, new.round_no, len(new.hands)))
    events.append(RoundDealt(new.round_no, dealer(new), round_size(new), new.trump))


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    require_turn(finished=finished(state), acting=to_act(state), seat=seat, action=action)
    if bidding(state):
        return _bid(state, seat, action)
    new, events = tricks.play(state, seat, tricks.card_of(action), RULES)
    if not new.trick:  # the card completed a trick: it counts for its winner, who leads next
        update(new, taken=trickgame.took(state.taken, new.leader), last_trick=events[-1].cards)  # type: ignore[attr-defined]  # TrickWon
        if not any(new.hands):
            _end_round(new, events)
    return new, events


def view(state: State, seat: int | None) -> dict[str, Any]:
    over = finished(state)
    public = {
        "game": GAME_ID,
        "phase": "finished" if over else "bidding" if bidding(state) else "playing",
        "to_act": list(to_act(state)),
        "rounds_rule": state.options.rounds,
        "round": min(state.round_no, len(sizes(state.options, len(state.hands)))),
        "rounds": len(sizes(state.options, len(state.hands))),
        "hand_size": 0 if over else round_size(state),
        "dealer": tricks.dealer(state.round_no - over, len(state.hands)),
        "trump": state.trump,
        "bids": list(state.bids),
        "taken": list(state.taken),
        "scores": list(state.scores),
        "round_history": trickgame.round_history(state.points),
        **trickgame.trick_keys(
            state, sum(state.taken) + (0 if over else 1), trickgame.last_trick(state.last_trick, state.leader)
        ),
    }
    if seat is None:
        return public
    return public | {"seat": seat, "hand": list(state.hands[seat]), "legal": legal_actions(state, seat)}


def outcome(state: State) -> Outcome | None:
    return trickgame.top_score(state.scores) if finished(state) else None


_codec = StateCodec(State, game=GAME_ID, version=FORMAT_VERSION)
dump, load = _codec.dump, _codec.load
