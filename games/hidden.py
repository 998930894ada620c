"""What a seat's view leaves hidden, and where it may be: the declaration the generic strong bot reads.

A game declares two functions in its ``FACTS`` (``games.facts.GameFacts``; docs/adding-a-game.md):

* ``hidden(view) -> Hidden``: the cards the seat cannot see and the places they may be in — the other
  seats' hands with their counts, a deck or stock, a kitty, the cards out of play — plus an optional
  constraint (``allowed(place, card)``) for what the view tells about a place (a suit a seat has shown it
  lacks: ``trick_voids``). Read from the view alone.
* ``rebuild(rules, view, deal, rng) -> state``: a full engine state whose view for the seat is ``view``,
  with each place holding the cards ``deal`` gives it (and ``rng`` for any order the view does not show).

``games.bots.determinize`` deals ``Hidden.cards`` into ``Hidden.places`` at random, honouring
``allowed``, and calls ``rebuild``: so the strong level's determinized search works for a game that
declares these, with no sampler of its own. Pure data and pure functions of views: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

View = dict[str, Any]
Place = Hashable
Deal = Mapping[Place, list[str]]


@dataclass(frozen=True)
class Hidden:
    """The seat's unseen cards (a code twice when two copies of it are unseen) and the places they fill:
    ``places[p]`` cards go to place ``p``; the sizes add up to ``len(cards)``."""

    cards: tuple[str, ...]
    places: Mapping[Place, int]
    allowed: Callable[[Place, str], bool] | None = None  # may this card be in this place, by the view

    def __post_init__(self) -> None:
        if sum(self.places.values()) != len(self.cards) or min(self.places.values(), default=0) < 0:
            raise ValueError(f"{len(self.cards)} unseen cards do not fill the places {dict(self.places)}")


HiddenOf = Callable[[View], Hidden]
Rebuild = Callable[[Any, View, Deal, Any], Any]


def unseen(deck: Sequence[str], seen: Sequence[str]) -> tuple[str, ...]:
    """The cards of ``deck`` left once each card of ``seen`` is taken out (copies counted)."""
    left = list(deck)
    for card in seen:
        left.remove(card)
    return tuple(left)


def trick_voids(
    view: View,
    suit_of: Callable[[str], str | None],
    led_of: Callable[[list[list[Any]]], str | None] | None = None,
) -> dict[int, set[str]]:
    """The suits each seat has shown it lacks in the tricks the view shows (``trick`` and ``last_trick``,
    the trick game's view keys of docs/adding-a-game.md): a seat that did not follow the led suit, where
    the rules make it follow. ``suit_of`` gives a card's suit (None: a card that follows anything, or that
    counts as no suit); ``led_of`` the suit a trick asks for (default: the first card's)."""
    voids: dict[int, set[str]] = {seat: set() for seat in range(view["players"])}
    tricks = [view.get("trick") or []]
    if view.get("last_trick"):
        tricks.append(view["last_trick"]["cards"])
    for cards in tricks:
        if not cards:
            continue
        led = led_of(cards) if led_of is not None else suit_of(cards[0][1])
        if led is None:
            continue
        for seat, card in cards[1:]:
            if suit_of(card) != led:
                voids[seat].add(led)
    return voids
