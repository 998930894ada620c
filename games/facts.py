"""What a game declares about itself for the checks every game goes through (docs/adding-a-game.md).

Each game's package fills one ``GameFacts`` (``games/<game>/facts.py``, exported as ``FACTS``) and the
registry hands it out (``registry.facts(game_id)``). The shared tests read nothing else about a game: which
option sets to play, at which player counts, how its cards print where people read them (the tokens the
privacy oracle looks for), which cards of a seat's view are secret, what the rules let others know, and
the public messages that may show hands. Pure data and pure functions of views: no I/O, no renderer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from games.hidden import HiddenOf, Rebuild

View = dict[str, Any]
CardsOf = Callable[[View], "set[str]"]

# A card code split into its suit and rank: the common "<letters><number>" spelling (R12, QU5, K0).
LETTERS_THEN_NUMBER = r"(?P<suit>[A-Z]+?)(?P<rank>\d+)"


def own_hand(view: View) -> set[str]:
    return set(view["hand"])


def no_cards(view: View) -> set[str]:
    return set()


def no_event_cards(event: Any) -> set[str]:
    return set()


@dataclass(frozen=True)
class CardPrint:
    """How a card code prints where a person reads it: ``code`` splits a code into a suit and a rank, and
    the card prints as any of its suit's spellings followed by its rank (``ranks`` respells a rank code,
    e.g. ``{"T": "10"}``; ranks may be letters or numbers); a card outside suits (a joker) prints as its
    ``named`` spellings. The raw code itself always counts as a print.

    Spelled by the game's package, not read from its renderer: a renderer that starts printing a hidden
    card some new way still has to match one of these to be caught."""

    suits: Mapping[str, tuple[str, ...]]  # suit code -> every spelling before the rank ("🟥R", "Queens ")
    code: str = LETTERS_THEN_NUMBER
    ranks: Mapping[str, str] = field(default_factory=dict)
    named: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # card code -> its whole prints

    def tokens(self, card: str) -> tuple[str, ...]:
        """Every way ``card`` may print: the code, then each suit spelling with the printed rank."""
        if card in self.named:
            return (card, *self.named[card])
        match = re.fullmatch(self.code, card)
        if match is None or match.group("suit") not in self.suits:
            return (card,)
        rank = self.ranks.get(match.group("rank"), match.group("rank"))
        return (card, *(f"{spelling}{rank}" for spelling in self.suits[match.group("suit")]))


@dataclass(frozen=True)
class Variant:
    """One set of table options worth a whole game (engine values, as ``Options`` takes them), the player
    counts its rules allow, and the counts the shared tests play it at.

    ``players`` is a rule: the counts this variant can be played at (empty: every count the game allows);
    the engine refuses the others at start, and the lobby with it (Four Seasons' team game: four). It is
    never a way to save test time: that is ``test_players``, the counts the shared tests play it at
    (empty: every count it allows), for a variant whose whole game is long at some counts."""

    options: Mapping[str, Any] = field(default_factory=dict)
    players: tuple[int, ...] = ()
    test_players: tuple[int, ...] = ()

    def allows(self, players: int) -> bool:
        """Whether the rules let this variant be played by ``players`` (within the game's own range)."""
        return not self.players or players in self.players

    def tested_at(self, players: int) -> bool:
        """Whether the shared tests play this variant at ``players`` (a count it allows)."""
        return self.allows(players) and (not self.test_players or players in self.test_players)

    @property
    def name(self) -> str:
        return "-".join(f"{key}={value}" for key, value in self.options.items()) or "default"

    def lobby_options(self) -> dict[str, str | list[str]]:
        """The options as a host picks them in the lobby's menus (every value a string)."""

        def spell(value: Any) -> str:
            return str(value).lower() if isinstance(value, bool) else str(value)

        return {
            key: [spell(v) for v in value] if isinstance(value, list | tuple) else spell(value)
            for key, value in self.options.items()
        }


@dataclass(frozen=True)
class DailyFormat:
    """The one format of a game's daily deal (docs/daily.md): the seats (the person plays seat 0, bots the
    others), the options, and where a whole game would take too long, how many rounds it lasts (the
    events of the game's ``STEP_MARKS["round"]`` count them; None: the whole game)."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    rounds: int | None = None
    # Each seat's daily points from the ended game's state, where the game's own scores say too little to
    # rank the day's players (a game scored 1 to the winner, 0 to the loser); None: the game's scores.
    scores: Callable[[Any], tuple[int, ...]] | None = None


@dataclass(frozen=True)
class GameFacts:
    """A game's declaration for the shared tests. Every field but ``cards`` and ``variants`` has the
    default of the simplest game: each hand secret to its seat, nothing else hidden or known."""

    cards: CardPrint
    variants: tuple[Variant, ...]  # the first is the defaults ({}); the others the options that matter
    # The cards of a seat's own view nobody else may read (its hand, a card passed face down, ...).
    secret: CardsOf = own_hand
    # Other seats' cards the rules let this seat know (a partner's bid, a card it looked at).
    known: CardsOf = no_cards
    # Cards the public view shows now, so not attributable to a hand (a code printed twice in the deck).
    public: CardsOf = no_cards
    # Cards an event shows to everyone (a card revealed from the deck).
    event_cards: Callable[[Any], set[str]] = no_event_cards
    # A card once public stays public knowledge (true where cards are dealt once a game, not each round).
    public_persists: bool = False
    # Public messages that may show hands (the end of a round): regular expressions over their text.
    reveals: tuple[str, ...] = ()
    # Names its screens print the same in every language (where its card types come from, its own name
    # in the language it was first played in): no translation is missing where a table shows them.
    proper_names: tuple[str, ...] = ()
    # The hidden places of a seat's view and a state rebuilt from a deal of them (``games.hidden``): with
    # both, the strong bot level needs no sampler of the game's own (``games.bots.determinize``).
    hidden: HiddenOf | None = None
    rebuild: Rebuild | None = None
    # The daily deal's format (``/daily``); None: the game has no daily deal.
    daily: DailyFormat | None = None

    @property
    def declares_hidden(self) -> bool:
        return self.hidden is not None and self.rebuild is not None

    def plays(self, min_players: int, max_players: int) -> list[tuple[int, Variant]]:
        """Every (player count, variant) the shared tests play, variant by variant: each at the counts it
        allows, or its ``test_players`` where it names fewer."""
        counts = range(min_players, max_players + 1)
        return [(n, v) for v in self.variants for n in counts if v.tested_at(n)]

    def allowed(self, min_players: int, max_players: int) -> list[tuple[int, Variant]]:
        """Every (player count, variant) the rules allow, variant by variant (what a lobby may start)."""
        counts = range(min_players, max_players + 1)
        return [(n, v) for v in self.variants for n in counts if v.allows(n)]

    def is_reveal(self, text: str) -> bool:
        return any(re.search(pattern, text) for pattern in self.reveals)
