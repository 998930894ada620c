"""The trick-taking game's engine kit around the play step (``games.tricks``): what every trick game's
``apply``, ``view`` and ``outcome`` wrote by hand — the trick view keys, counting the tricks taken, a
``bid:<n>`` bid read with clear refusals, the round history and the top-score outcome.

Why: Oh Hell, Quattro Trick-Taking and 4 Seasons each spelt these out, a few lines at a time, and a
new game copied them from whichever it read first. The view keys are the ones docs/adding-a-game.md
(step 2) names and the shared table picture, score sheet and last-trick screen read; written once here
they cannot drift. Pure functions of the game's state (a ``games.tricks.TrickState``) and plain values.

- ``trick_keys(state, trick_no, last_trick)``: the view's ``hand_sizes``, ``trick``, ``players``,
  ``leader``, ``last_trick`` and ``trick_no``, for a game that builds its view as one dict.
  A game whose view is read key by key (``games.lazyview``) takes the fields one by one:
  ``hand_sizes``, ``trick`` and ``tricks_won`` are ``(state, seat)`` fields as they are.
- ``last_trick(cards, winner)`` and ``record_view(trick)``: the last trick as the view shows it, from
  its plays or from the kit's ``Trick`` record (with ``no`` and ``card``; ``named`` where kept).
- ``took(taken, winner)``: the per-seat count of tricks taken, one more for the trick's winner.
- ``card_actions(hand, trick, suit)``: a seat's legal ``play:<card>`` actions (follow suit if it can).
- ``bid_of(action, most)`` and ``bid_actions(numbers)``: ``bid:<n>`` actions, with the refusals a
  player reads (a card played while bidding, not a number, out of range); ``bidder(bids, first)``: who
  bids next when the seats bid in turn; the events ``BidMade(seat, bid)`` and ``GameOver(scores)``.
- ``RoundScored``: a bid-and-take round's bids, tricks taken, points and totals (the score line).
- ``round_history(points)``: the score sheet's entries from each round's points, by seat.
- ``top_score(scores)``: the ``Outcome`` whose winners are the top scores (ties share the win).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from games.base import Event, IllegalActionError, Outcome, Words, ascii_number
from games.tricks import PLAY_PREFIX, Play, TrickState, follow, led_suit

BID_PREFIX = "bid:"
BID_FIRST = Words("Bid first: how many tricks will you take (bid:<number>)?")
NOT_A_BID = Words("A bid is a number of tricks (bid:<number>).")
BID_RANGE = Words("Bid from {least} to {most} tricks.")


# --- the trick view keys ----------------------------------------------------------------------------
def plays(trick: Iterable[Play]) -> list[list[Any]]:
    """A trick's plays as a view shows them: ``[[seat, card], ...]`` in play order."""
    return [[seat, card] for seat, card in trick]


def hand_sizes(state: TrickState, seat: int | None = None) -> list[int]:
    """How many cards each seat holds (public: the other hands' sizes). A ``games.lazyview`` field."""
    return [len(hand) for hand in state.hands]


def trick(state: TrickState, seat: int | None = None) -> list[list[Any]]:
    """The trick in play, ``[[seat, card], ...]``. A ``games.lazyview`` field."""
    return [[s, card] for s, card in state.trick]


def tricks_won(state: Any, seat: int | None = None) -> list[int]:
    """Tricks each seat has won this round, counted from ``state.tricks`` (records with a ``winner``).
    A ``games.lazyview`` field."""
    won = [0] * len(state.hands)
    for record in state.tricks:
        won[record.winner] += 1
    return won


def last_trick(cards: Sequence[Play], winner: int) -> dict[str, Any] | None:
    """The view's ``last_trick`` from its plays and its winner: ``{"cards": [[seat, card], ...],
    "winner": seat}``, or None before the round's first trick is complete (``cards`` empty)."""
    return {"cards": plays(cards), "winner": winner} if cards else None


def record_view(record: Any) -> dict[str, Any]:
    """The view's ``last_trick`` from a completed trick's record (the kit's ``Trick`` or a game's own
    with the same fields): its number, plays, winner and winning card, and the suit its lead named where
    the record keeps one (4 Seasons' butterfly)."""
    shown: dict[str, Any] = {"no": record.no, "cards": plays(record.cards)}
    if hasattr(record, "named"):
        shown["named"] = record.named
    return shown | {"winner": record.winner, "card": record.card}


def trick_keys(state: TrickState, trick_no: int, last: dict[str, Any] | None) -> dict[str, Any]:
    """The trick keys of a view (docs/adding-a-game.md, step 2): the hand sizes, the trick in play, the
    table's size, who leads it, the last complete trick (``last_trick`` or ``record_view``; None: none
    yet) and the number of the trick in play (the game's count: 0 once the round or game is over)."""
    return {
        "hand_sizes": hand_sizes(state),
        "trick": trick(state),
        "players": len(state.hands),
        "leader": state.leader,
        "last_trick": last,
        "trick_no": trick_no,
    }


def took(taken: Sequence[int], winner: int) -> tuple[int, ...]:
    """The tricks taken by seat after a trick: one more for its winner."""
    return tuple(count + (seat == winner) for seat, count in enumerate(taken))


def card_actions(hand: Sequence[str], trick: Sequence[Play], suit: Mapping[str, str | None]) -> list[str]:
    """A seat's legal card plays, ``play:<card>`` in hand order: the led suit's cards if it holds any,
    else its whole hand (``games.tricks.follow``; no card of this game names a suit)."""
    return [f"{PLAY_PREFIX}{card}" for card in follow(hand, led_suit(trick, suit, None), suit)]


# --- bids -------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """A ``bid:<n>`` bid: a number of tricks (public)."""

    kind: ClassVar[str] = "BidMade"
    seat: int
    bid: int


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """A bid-and-take round scored (Oh Hell and its family): each seat's bid, the tricks it took, the
    points they made and its total after, by seat (``bot.render.kit.bids.round_scored`` words it)."""

    kind: ClassVar[str] = "RoundScored"
    round: int
    bids: tuple[int, ...]
    taken: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game ended with these final scores, by seat."""

    kind: ClassVar[str] = "GameOver"
    scores: tuple[int, ...]


def bidder(bids: Sequence[object | None], first: int) -> int:
    """Who bids next when the seats bid in turn from ``first``: one seat on per bid made (None: not yet)."""
    return (first + sum(bid is not None for bid in bids)) % len(bids)


def bid_actions(numbers: Iterable[int]) -> list[str]:
    """The legal bid actions for these numbers of tricks, in their order."""
    return [f"{BID_PREFIX}{n}" for n in numbers]


def bid_of(action: str, most: int, least: int = 0) -> int:
    """The number of tricks a ``bid:<n>`` action bids, from ``least`` to ``most``. Refuses a card played
    while bidding, a bid that is not a whole number (``bid:two``, ``bid:-1``) and one out of range; the
    game checks its own rules on top (Oh Hell's hook)."""
    bid = ascii_number(action.removeprefix(BID_PREFIX)) if action.startswith(BID_PREFIX) else None
    if bid is None:
        raise IllegalActionError(BID_FIRST if action.startswith(PLAY_PREFIX) else NOT_A_BID)
    if not least <= bid <= most:
        raise IllegalActionError(BID_RANGE, least=least, most=most)
    return bid


# --- rounds and the end ---------------------------------------------------------------------------
def round_history(points: Iterable[Sequence[int]]) -> list[dict[str, Any]]:
    """The view's ``round_history`` from each scored round's points, by seat: ``{"round": n, "points":
    [...], "scores": [totals after it]}`` (the score sheet's rows; the totals start from 0)."""
    out: list[dict[str, Any]] = []
    totals: list[int] = []
    for number, scored in enumerate(points, start=1):
        totals = [t + p for t, p in zip(totals or [0] * len(scored), scored, strict=True)]
        out.append({"round": number, "points": list(scored), "scores": totals})
    return out


def top_score(scores: Sequence[int]) -> Outcome:
    """The outcome of a game the highest score wins: every seat with the top score wins (ties share)."""
    top = max(scores)
    return Outcome(scores=tuple(scores), winners=tuple(s for s, score in enumerate(scores) if score == top))
