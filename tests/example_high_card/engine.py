"""High Card: the tiny example game that proves docs/adding-a-game.md (registered only in tests).

2-3 players, one deal of four cards each from a 12-card deck (red and blue, ranks 1-6). The first seat
leads; the others must follow the led suit if they can; the highest card of the led suit wins the trick
(the lowest, with ``low_wins``) and its winner leads the next. A trick won is a point; most points win.
Built from the shared kits only: ``games.tricks`` for the deal, the trick, its events and the play step
(follow-suit, the winner), ``games.codec`` for the stored format. Views: docs/adding-a-game.md's example
(the keys below are the whole contract).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from games import tricks
from games.base import Event, IllegalActionError, Outcome, Words, new_game_checks, require_turn
from games.codec import StateCodec
from games.fastcopy import fast_replace, updater

GAME_ID = "example-high-card"
GAME_NAME = "Example High Card"  # made up: an example holds no name a real game could want
MIN_PLAYERS, MAX_PLAYERS = 2, 3
SUITS = ("R", "B")
RANKS = range(1, 7)
HAND_SIZE = 4
DECK = tuple(f"{suit}{rank}" for suit in SUITS for rank in RANKS)
SUIT = {card: card[0] for card in DECK}
FORMAT_VERSION = 1
NOT_A_CARD = Words("{card} is not a card of this game.")
MUST_FOLLOW = Words("You must follow suit {suit}.")


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    low_wins: bool = Field(
        default=False, title="Low wins", description="The lowest card of the led suit wins."
    )


@fast_replace  # the kit's play step copies the state with state._replace(...)
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
class GameOver(Event):
    kind: ClassVar[str] = "GameOver"
    scores: tuple[int, ...]


def _sort(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=DECK.index))


def _strength(state: State, led: str) -> tricks.Strength:
    def rank(_position: int, card: str) -> int | None:
        if card[0] != led:
            return None
        return RANKS[-1] + 1 - int(card[1:]) if state.options.low_wins else int(card[1:])

    return rank


# The kit's play step told this game's cards; no completed tricks are kept, only the points (``won``).
RULES = tricks.TrickRules(
    suit=SUIT,
    strength=_strength,
    must_follow=lambda suit: IllegalActionError(MUST_FOLLOW, suit=suit),
    not_a_card=NOT_A_CARD,
    record=None,
    done=lambda state: sum(state.won),
)
update = updater(State)


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
    led = tricks.led_suit(state.trick, SUIT, None)
    return [f"play:{card}" for card in tricks.follow(state.hands[seat], led, SUIT)]


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    require_turn(finished=finished(state), acting=to_act(state), seat=seat, action=action)
    new, events = tricks.play(state, seat, tricks.card_of(action), RULES)
    if not new.trick:  # the card completed a trick: a point to its winner, who leads next
        won = tuple(n + (s == new.leader) for s, n in enumerate(state.won))
        update(new, won=won, last_trick=events[-1].cards)  # type: ignore[attr-defined]  # TrickWon
        if finished(new):
            events.append(GameOver(won))
    return new, events


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
