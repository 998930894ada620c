"""The trick-taking kit: the mechanics every trick-taking game here shares, with the game's own rules
passed in (which suit a card follows, how strong a card is in this trick).

Why: Quattro Trick-Taking and 4 Seasons each spelt out the same shuffle, deal, follow-suit check, trick
winner, dealer rotation, trick events and card play; a third trick-taking game should only say what
differs. Cards are codes (strings); a trick is its plays in order, each ``(seat, card)``. Pure functions,
no state of their own: the trick in play lives in the game's state (``TrickState``), and ``play`` is the
shared play step, told the game's own rules by a ``TrickRules`` (docs/engine-contract.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar

from games import seeded
from games.base import Event, IllegalActionError, Words
from games.fastcopy import maker

Play = tuple[int, str]  # (seat, card), in play order
Strength = Callable[[int, str], int | None]  # (position in the trick, card) -> rank, None = cannot win


def shuffled(deck: Sequence[str], seed: int, round_no: int) -> tuple[str, ...]:
    """The deck order of a round, derived only from the game seed and the round number (so a stored game
    replays, and every round is a fresh shuffle)."""
    cards = list(deck)
    seeded.shuffle(cards, f"{seed}:{round_no}")  # random.Random(key).shuffle's very order, less Python
    return tuple(cards)


def round_order(
    deck: Sequence[str], seed: int, round_no: int, deals: Sequence[Sequence[str]]
) -> Sequence[str]:
    """The stacked deck order of the round if the table was given one (tests, replays of real deals),
    else the seeded shuffle."""
    return deals[round_no - 1] if round_no <= len(deals) else shuffled(deck, seed, round_no)


def deal(
    order: Sequence[str], players: int, size: int, sort: Callable[[Sequence[str]], tuple[str, ...]]
) -> tuple[tuple[str, ...], ...]:
    """Hands of ``size`` cards: seat i gets the i-th block of ``order`` (top card first), sorted."""
    return tuple(sort(order[size * seat : size * (seat + 1)]) for seat in range(players))


def follow(hand: Sequence[str], led: str | None, suit: Mapping[str, str | None]) -> tuple[str, ...]:
    """The cards a seat may play: those of the led suit if it holds any, else its whole hand (and the
    whole hand when leading). ``suit`` maps each card to the suit it follows (None: it follows none)."""
    if led is not None:
        following = tuple(card for card in hand if suit[card] == led)
        if following:
            return following
    return tuple(hand)


def winner(trick: Sequence[Play], strength: Strength) -> Play:
    """The (seat, card) of a complete trick with the highest strength; the earliest wins a tie of
    strength. The lead always has a strength, so a trick always has a winner."""
    best: Play = trick[0]
    best_rank = -1
    for position, play in enumerate(trick):
        rank = strength(position, play[1])
        if rank is not None and rank > best_rank:
            best, best_rank = play, rank
    assert best_rank >= 0, "the lead card has no strength"
    return best


def trump_strength(
    suit: Mapping[str, str | None], rank: Mapping[str, int], led: str, trump: str | None
) -> Strength:
    """The plain trick's strength: any trump beats every card of the led suit, higher ranks beat lower
    within each, and a card of neither suit cannot win (``trump`` None: a round without trumps). For a
    game with no special cards (``TrickRules.strength`` returns this for the trick's led suit)."""
    over = 1 + max(rank.values())  # every trump ranks above every card of the led suit

    def strength(_position: int, card: str) -> int | None:
        of = suit[card]
        if of == trump:
            return rank[card] + over
        return rank[card] if of == led else None

    return strength


def dealer(round_no: int, players: int, first: int = 0) -> int:
    """The deal passes to the left: round 1 is dealt by ``first``, each later round by the next seat."""
    return (first + round_no - 1) % players


# --- the trick in play: its state, its events and the play step -----------------------------------
PLAY_PREFIX = "play:"
PLAY_A_CARD = Words("It is your turn to play a card (play:<card>).")
NOT_HELD = Words("You don't hold {card}.")


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A game whose lead may name a suit extends it with ``named: str | None = None`` (the suit named)."""

    kind: ClassVar[str] = "CardPlayed"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A game whose lead may name a suit extends it with ``named: str | None = None`` (the suit named)."""

    kind: ClassVar[str] = "TrickWon"
    trick: int  # its number in the round, from 1
    winner: int
    card: str  # the winning card
    cards: tuple[Play, ...]  # in play order


make_card_played, make_trick_won = maker(CardPlayed), maker(TrickWon)


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick as a state keeps it: number (from 1), the cards in play order as (seat, card),
    the winner and their card. A game whose record says more keeps its own (``TrickRules.record``)."""

    no: int
    cards: tuple[Play, ...]
    winner: int
    card: str

    @property
    def all_cards(self) -> tuple[str, ...]:
        return tuple(card for _, card in self.cards)


_make_trick = maker(Trick)


def kept_trick(no: int, cards: tuple[Play, ...], _named: str | None, winner: int, card: str) -> Trick:
    """``TrickRules.record`` for a game that keeps the kit's ``Trick`` (its lead never names a suit)."""
    return _make_trick(no, cards, winner, card)


class TrickState(Protocol):
    """What the play step reads and writes of a game's state (a frozen dataclass with ``_replace``,
    games.fastcopy): the hands, who leads the trick in play, and its cards so far. A game whose deck has
    a card of no suit also keeps ``named`` (the suit its lead named); one with ``TrickRules.record``
    keeps ``tricks`` (the round's completed tricks)."""

    hands: tuple[tuple[str, ...], ...]
    leader: int | None
    trick: tuple[Play, ...]

    def _replace(self, **changes: Any) -> Any: ...


@dataclass(frozen=True, slots=True)
class TrickRules:
    """What a trick-taking game tells the play step: its cards' suits, their strength in a trick, its
    refusals in its own words, and how it keeps completed tricks."""

    suit: Mapping[str, str | None]  # every card of the game -> the suit it follows (None: none; it names one)
    strength: Callable[[Any, str], Strength]  # (state, led suit) -> the cards' strength in this trick
    must_follow: Callable[[str], IllegalActionError]  # the refusal naming the led suit
    not_a_card: str  # refusal templates with {card}: a card the game does not have, one not held
    not_held: str = NOT_HELD
    # The record of a completed trick appended to ``state.tricks``: (no, cards, named, winner, card) ->
    # record; None: the state keeps none, and ``done`` says how many tricks the round has completed.
    record: Callable[[int, tuple[Play, ...], str | None, int, str], Any] | None = kept_trick
    done: Callable[[Any], int] | None = None  # None: len(state.tricks)
    # The events, built without their frozen __init__ (games.fastcopy.maker): the kit's, or the game's
    # subclasses with ``named`` (passed only when a lead named a suit).
    card_played: Callable[..., Event] = make_card_played
    trick_won: Callable[..., Event] = make_trick_won


def to_play(state: TrickState) -> int:
    """The seat whose card is next in the trick: the leader's, then each seat to its left."""
    return (state.leader + len(state.trick)) % len(state.hands)  # type: ignore[operator]


def led_suit(trick: Sequence[Play], suit: Mapping[str, str | None], named: str | None) -> str | None:
    """The suit the others must follow: the lead card's, or the one named with a lead card of no suit;
    None while the trick is empty."""
    if not trick:
        return None
    led = suit[trick[0][1]]
    return named if led is None else led


def card_of(action: str) -> str:
    """The card of a ``play:<card>`` action (what follows the prefix, for the play step to check)."""
    if not action.startswith(PLAY_PREFIX):
        raise IllegalActionError(PLAY_A_CARD)
    return action[len(PLAY_PREFIX) :]


S = TypeVar("S", bound=TrickState)


def play(
    state: S, seat: int, card: str, rules: TrickRules, named: str | None = None
) -> tuple[S, list[Event]]:
    """``seat`` plays ``card`` to the trick in play; ``named``: the suit it names if it leads a card of no
    suit (the game checks the naming, and that it is the seat's turn).

    Refuses a card the game does not have, one the seat does not hold, and one off the led suit while the
    seat holds that suit. Returns the new state and the events: ``CardPlayed``, then ``TrickWon`` if the
    card completes the trick, whose winner (by ``rules.strength``; the earliest of equals) leads the next.
    The state is a fresh copy: the caller may still update it in place (games.fastcopy.updater) before
    returning it, e.g. to end the round. The hot path of every trick-taking engine: one hand scan, one
    state copy, events built without their __init__ (bench/HISTORY.md)."""
    hand = state.hands[seat]
    try:
        at = hand.index(card)
    except ValueError:
        raise IllegalActionError(
            rules.not_held if card in rules.suit else rules.not_a_card, card=card
        ) from None
    suit = rules.suit
    trick = state.trick
    if trick:
        led = suit[trick[0][1]]
        if led is None:
            led = state.named  # type: ignore[attr-defined]
        if suit[card] != led and led in map(suit.__getitem__, hand):
            raise rules.must_follow(led)  # type: ignore[arg-type]
    hands = (*state.hands[:seat], hand[:at] + hand[at + 1 :], *state.hands[seat + 1 :])
    trick = (*trick, (seat, card))
    played = rules.card_played(seat, card) if named is None else rules.card_played(seat, card, named)
    if len(trick) < len(hands):
        if named is None:
            return state._replace(hands=hands, trick=trick), [played]
        return state._replace(hands=hands, trick=trick, named=named), [played]
    lead = trick[0][1]
    lead_named = state.named if suit[lead] is None else None  # type: ignore[attr-defined]
    best, best_card = winner(trick, rules.strength(state, lead_named or suit[lead]))  # type: ignore[arg-type]
    no = (len(state.tricks) if rules.done is None else rules.done(state)) + 1  # type: ignore[attr-defined]
    if lead_named is None:
        events = [played, rules.trick_won(no, best, best_card, trick)]
    else:
        events = [played, rules.trick_won(no, best, best_card, trick, lead_named)]
    if rules.record is None:
        return state._replace(hands=hands, trick=(), leader=best), events
    tricks = (*state.tricks, rules.record(no, trick, lead_named, best, best_card))  # type: ignore[attr-defined]
    if lead_named is None:
        return state._replace(hands=hands, trick=(), leader=best, tricks=tricks), events
    return state._replace(hands=hands, trick=(), leader=best, tricks=tricks, named=None), events
