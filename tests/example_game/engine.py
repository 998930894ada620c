"""High Card: the tiny example game that proves docs/adding-a-game.md (registered only in tests).

2-3 players, one deal of four cards each from a 12-card deck (red and blue, ranks 1-6). The first seat
leads; the others must follow the led suit if they can; the highest card of the led suit wins the trick
(the lowest, with ``low_wins``) and its winner leads the next. A trick won is a point; most points win.
Built from the shared kits only: ``games.tricks`` for the deal, follow-suit and the winner, ``games.codec``
for the stored format. Views: docs/adding-a-game.md's example (the keys below are the whole contract).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from games import tricks
from games.base import NOT_AN_ACTION, Event, IllegalActionError, Outcome, Words, new_game_checks, require_turn
from games.codec import StateCodec

GAME_ID = "high-card"
GAME_NAME = "High Card"
MIN_PLAYERS, MAX_PLAYERS = 2, 3
SUITS = ("R", "B")
RANKS = range(1, 7)
HAND_SIZE = 4
DECK = tuple(f"{suit}{rank}" for suit in SUITS for rank in RANKS)
FORMAT_VERSION = 1
NOT_A_CARD = Words("{card} is not a card of this game.")
NOT_HELD = Words("You do not hold {card}.")
MUST_FOLLOW = Words("You must follow suit {suit}.")


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    low_wins: bool = Field(
        default=False, title="Low wins", description="The lowest card of the led suit wins."
    )


@dataclass(frozen=True, slots=True)
class State:
    options: Options
    seed: int
    hands: tuple[tuple[str, ...], ...]
    trick: tuple[tuple[int, str], ...]
    leader: int
    won: tuple[int, ...]
    last_trick: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    kind: ClassVar[str] = "CardPlayed"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    kind: ClassVar[str] = "TrickWon"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind: ClassVar[str] = "GameOver"
    scores: tuple[int, ...]


def _sort(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=DECK.index))


def _rank(card: str) -> int:
    return int(card[1:])


def new_game(
    players: int,
    seed: int,
    options: Options | dict[str, Any] | None = None,
    deals: Sequence[Sequence[str]] = (),
) -> State:
    opts = new_game_checks(GAME_NAME, players, MIN_PLAYERS, MAX_PLAYERS, Options, options)
    order = tricks.round_order(DECK, seed, 1, deals or ())
    hands = tricks.deal(order, players, HAND_SIZE, _sort)
    return State(opts, seed, hands, (), 0, (0,) * players)


def finished(state: State) -> bool:
    return not any(state.hands)


def to_act(state: State) -> tuple[int, ...]:
    return () if finished(state) else ((state.leader + len(state.trick)) % len(state.hands),)


def legal_actions(state: State, seat: int) -> list[str]:
    if seat not in to_act(state):
        return []
    led = state.trick[0][1][0] if state.trick else None
    return [f"play:{card}" for card in tricks.follow(state.hands[seat], led, {c: c[0] for c in DECK})]


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    require_turn(finished=finished(state), acting=to_act(state), seat=seat, action=action)
    card = action.removeprefix("play:")
    if card == action:
        raise IllegalActionError(NOT_AN_ACTION)
    if card not in DECK:
        raise IllegalActionError(NOT_A_CARD, card=card)
    if card not in state.hands[seat]:
        raise IllegalActionError(NOT_HELD, card=card)
    if action not in legal_actions(state, seat):
        raise IllegalActionError(MUST_FOLLOW, suit=state.trick[0][1][0])
    hands = tuple(
        tuple(c for c in hand if c != card) if s == seat else hand for s, hand in enumerate(state.hands)
    )
    trick = (*state.trick, (seat, card))
    events: list[Event] = [CardPlayed(seat, card)]
    if len(trick) < len(hands):
        return replace(state, hands=hands, trick=trick), events
    led = trick[0][1][0]
    sign = -1 if state.options.low_wins else 1
    best, _ = tricks.winner(trick, lambda _, c: sign * _rank(c) + 10 if c[0] == led else None)
    won = tuple(n + (s == best) for s, n in enumerate(state.won))
    events.append(TrickWon(best, tuple(c for _, c in trick)))
    state = replace(state, hands=hands, trick=(), leader=best, won=won, last_trick=trick)
    if finished(state):
        events.append(GameOver(won))
    return state, events


def view(state: State, seat: int | None) -> dict[str, Any]:
    public = {
        "game": GAME_ID,
        "phase": "finished" if finished(state) else "playing",
        "to_act": list(to_act(state)),
        "scores": list(state.won),
        "hand_sizes": [len(hand) for hand in state.hands],
        "trick": [list(play) for play in state.trick],
        "players": len(state.hands),
        "leader": state.leader,
        "last_trick": {"cards": [list(p) for p in state.last_trick], "winner": state.leader}
        if state.last_trick
        else None,
        "trick_no": HAND_SIZE
        - max(len(hand) for hand in state.hands)
        + (0 if state.trick or finished(state) else 1),
        "low_wins": state.options.low_wins,
    }
    if seat is None:
        return public
    return public | {"seat": seat, "hand": list(state.hands[seat]), "legal": legal_actions(state, seat)}


def outcome(state: State) -> Outcome | None:
    if not finished(state):
        return None
    top = max(state.won)
    return Outcome(scores=state.won, winners=tuple(s for s, n in enumerate(state.won) if n == top))


_codec = StateCodec(State, game=GAME_ID, version=FORMAT_VERSION)
dump, load = _codec.dump, _codec.load
