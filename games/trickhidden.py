"""The hidden places of a trick game's seat view, and the common part of rebuilding its state
(``games.hidden``): what every trick game's facts wrote as a hand-written inverse of its ``view``.

Why: Oh Hell and 4 Seasons each took the cards a seat sees (its hand, the trick in play, the last trick,
what the table shows), put the rest in the other hands by ``hand_sizes`` — no card of a suit a seat
failed to follow (``trick_voids``) — and the remainder out of play, then rebuilt the state with the
dealt hands sorted and the trick keys read back. A game now writes only what is its own: the cards its
table shows (a trump turned up, bids shown), any place of its own (a seat's face-down bid cards) and
the fields of its state.

- ``trick_hidden(view, deck, suit_of, seen=..., places=..., allowed=...)``: the ``Hidden`` of a trick
  game's view (the trick keys of docs/adding-a-game.md step 2, ``hand`` and ``seat``).
- ``trick_cards(view)``: the cards the trick keys show (the trick in play and the last trick).
- ``hands(view, deal, sort)``, ``plays(cards)``: the state's hands with the dealt cards, and a view's
  ``[[seat, card], ...]`` back as the state's plays.
- ``face_down_tricks(winners, pile, players, record)``: a round's older tricks, which a view shows only
  as counts, rebuilt from their winners in order and a pile of their cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from games.hidden import Deal, Hidden, Place, View, trick_voids, unseen
from games.tricks import Play

OUT = "out"  # the place of the cards nobody holds: this round's older tricks, or never dealt


def trick_cards(view: View) -> list[str]:
    """The cards the trick keys show: the trick in play, then the last complete trick (if shown)."""
    cards = [card for _, card in view["trick"]]
    last = view.get("last_trick")
    return cards + ([card for _, card in last["cards"]] if last else [])


def trick_hidden(
    view: View,
    deck: Sequence[str],
    suit_of: Callable[[str], str | None],
    *,
    seen: Iterable[str] = (),
    places: Mapping[Place, int] | None = None,
    allowed: Callable[[Place, str], bool] | None = None,
    led_of: Callable[[list[list[Any]]], str | None] | None = None,
    rest: Place = OUT,
) -> Hidden:
    """The cards a seat cannot see and where they may be, in a trick game.

    Unseen: the ``deck`` less the seat's hand, the trick cards the view shows and ``seen`` (what else the
    table shows: a trump turned up, bid cards shown; each card once). Places: each other seat's hand, by
    ``hand_sizes``; the game's own ``places`` (a seat's face-down bid cards); and ``rest`` (default
    ``OUT``) with what is left. A hand holds no card of a suit its seat failed to follow, nor, once it
    failed to follow any, a card of no suit (``suit_of`` None: one that follows every lead, 4 Seasons'
    butterfly); ``led_of`` tells the suit a trick asks for where its lead card does not
    (``games.hidden.trick_voids``). ``allowed`` constrains the game's own places and ``rest``."""
    cards = unseen(deck, [*view["hand"], *trick_cards(view), *seen])
    hands = {seat: size for seat, size in enumerate(view["hand_sizes"]) if seat != view["seat"]}
    sizes: dict[Place, int] = {**hands, **(places or {})}
    sizes[rest] = len(cards) - sum(sizes.values())
    voids = trick_voids(view, suit_of, led_of)

    def may_hold(place: Place, card: str) -> bool:
        if place in hands:
            suit = suit_of(card)
            return not voids[place] if suit is None else suit not in voids[place]  # type: ignore[index]
        return allowed is None or allowed(place, card)

    return Hidden(cards, sizes, may_hold)


def plays(cards: Iterable[Sequence[Any]]) -> tuple[Play, ...]:
    """A view's ``[[seat, card], ...]`` back as the state's ``((seat, card), ...)``."""
    return tuple((seat, card) for seat, card in cards)


def hands(
    view: View, deal: Deal, sort: Callable[[Sequence[str]], tuple[str, ...]]
) -> tuple[tuple[str, ...], ...]:
    """Every seat's hand: the seat's own from its view, each other's the cards dealt to it, sorted."""
    me = view["seat"]
    return tuple(
        tuple(view["hand"]) if seat == me else sort(deal.get(seat, [])) for seat in range(view["players"])
    )


def face_down_tricks(
    winners: Sequence[int],
    pile: Sequence[str],
    players: int,
    record: Callable[[int, tuple[Play, ...], int, str], Any],
) -> list[Any]:
    """The round's older tricks, face down in the view (only the counts show): trick ``no`` (from 1) is
    won by ``winners[no - 1]``, who leads it (so its lead card wins) with the next ``players`` cards of
    ``pile``, the seats following in turn. ``record(no, plays, winner, card)`` makes the game's record."""
    tricks = []
    for no, winner in enumerate(winners, start=1):
        cards = pile[(no - 1) * players : no * players]
        plays = tuple(((winner + i) % players, card) for i, card in enumerate(cards))
        tricks.append(record(no, plays, winner, cards[0]))
    return tricks
