"""The 98 cards: type codes, values, colours and names (spec §1).

A card code is the type code + value (``QU5``). Colours are indices 0-6 (red .. violet);
``colour_index(type, value) = (value + k[type]) mod 7`` [Interp, spec §1.2]. Everything here is a
precomputed table, so the engine's hot path is dictionary lookups.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

from games import seeded
from games.base import Words
from games.quatorze.config import TYPES_IN_PLAY

VALUES = (1, 2, 3, 4, 5, 6, 7)
# Words: refusals name them ("There is no Seas column yet…", "the red colour"); the bot translates them.
COLOURS: tuple[Words, ...] = tuple(
    map(Words, ("red", "orange", "yellow", "green", "blue", "indigo", "violet"))
)
COLOUR_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLOURS)}

# Canonical type order: the original Seven7s set, then the seven new Quatorze types (spec §1.1).
SEVEN7S = ("AM", "CO", "DS", "HV", "LG", "SE", "WO")
NEW_TYPES = ("DA", "LU", "NO", "PE", "PL", "QU", "SA")
TYPES = SEVEN7S + NEW_TYPES
TYPE_ORDER: dict[str, int] = {code: i for i, code in enumerate(TYPES)}

AGES, COLORS, DAYS, SINS, VIRTUES, LUCKY = "AM", "CO", "DA", "DS", "HV", "LG"
LUMINARIES, NOTES, PEAKS, PLANES, QUEENS, SAGES, SEAS, WONDERS = (
    "LU",
    "NO",
    "PE",
    "PL",
    "QU",
    "SA",
    "SE",
    "WO",
)

TYPE_NAMES: dict[str, Words] = {
    "AM": Words("Ages of Man"),
    "CO": Words("Colors"),
    "DS": Words("Deadly Sins"),
    "HV": Words("Holy Virtues"),
    "LG": Words("Lucky Gods"),
    "SE": Words("Seas"),
    "WO": Words("Wonders"),
    "DA": Words("Days"),
    "LU": Words("Luminaries"),
    "NO": Words("Notes"),
    "PE": Words("Peaks"),
    "PL": Words("Planes of Existence"),
    "QU": Words("Queens"),
    "SA": Words("Sages"),
}
COLOUR_OFFSET: dict[str, int] = {  # k[type] of spec §1.2
    "AM": 0, "CO": 6, "DS": 1, "HV": 2, "LG": 3, "SE": 4, "WO": 5,
    "DA": 0, "LU": 2, "NO": 3, "PE": 4, "PL": 5, "QU": 1, "SA": 6,
}  # fmt: skip
FLAVOUR: dict[str, tuple[str, ...]] = {  # cosmetic names by value 1..7 [Interp, spec §1.3]
    "AM": ("Infant", "Schoolboy", "Lover", "Soldier", "Justice", "Pantaloon", "Old Age"),
    "CO": ("Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"),
    "DA": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "DS": ("Pride", "Greed", "Lust", "Envy", "Gluttony", "Wrath", "Sloth"),
    "HV": ("Chastity", "Temperance", "Charity", "Diligence", "Patience", "Kindness", "Humility"),
    "LG": ("Ebisu", "Daikokuten", "Bishamonten", "Benzaiten", "Fukurokuju", "Hotei", "Jurōjin"),
    "LU": ("Moon", "Mercury", "Venus", "Sun", "Mars", "Jupiter", "Saturn"),
    "NO": ("Do", "Re", "Mi", "Fa", "Sol", "La", "Ti"),
    "PE": ("Kosciuszko", "Vinson", "Elbrus", "Kilimanjaro", "Denali", "Aconcagua", "Mount Everest"),
    "PL": ("Physical", "Astral", "Mental", "Buddhic", "Atmic", "Monadic", "Divine"),
    "QU": ("Queen I", "Queen II", "Queen III", "Queen IV", "Queen V", "Queen VI", "Queen VII"),
    "SA": ("Thales", "Pittacus", "Bias", "Solon", "Cleobulus", "Periander", "Chilon"),
    "SE": ("Arctic", "North Atlantic", "South Atlantic", "North Pacific", "South Pacific", "Indian",
           "Southern"),
    "WO": ("Great Pyramid", "Hanging Gardens", "Temple of Artemis", "Statue of Zeus", "Mausoleum", "Colossus",
           "Lighthouse"),
}  # fmt: skip

ALL_CARDS: tuple[str, ...] = tuple(f"{t}{v}" for t in TYPES for v in VALUES)
TYPE_OF: dict[str, str] = {card: card[:2] for card in ALL_CARDS}
VALUE_OF: dict[str, int] = {card: int(card[2]) for card in ALL_CARDS}
COLOUR_OF: dict[str, int] = {card: (VALUE_OF[card] + COLOUR_OFFSET[card[:2]]) % 7 for card in ALL_CARDS}
CARD_ORDER: dict[str, int] = {card: i for i, card in enumerate(ALL_CARDS)}


def colour_name(card: str) -> str:
    return COLOURS[COLOUR_OF[card]]


def label(card: str) -> str:
    """Display form of spec §1.3: ``"5 Queens (violet)"``."""
    return f"{VALUE_OF[card]} {TYPE_NAMES[TYPE_OF[card]]} ({colour_name(card)})"


def flavour(card: str) -> str:
    return FLAVOUR[TYPE_OF[card]][VALUE_OF[card] - 1]


def canonical_types(types: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(types, key=TYPE_ORDER.__getitem__))


def random_types(seed: int) -> tuple[str, ...]:
    """7 of the 14 types drawn with the game's seeded RNG (spec §2.1), in canonical order."""
    return canonical_types(random.Random(f"{seed}:types").sample(TYPES, TYPES_IN_PLAY))


def deck(types: Sequence[str]) -> tuple[str, ...]:
    """The 49 cards of the chosen types in canonical order."""
    return _deck(frozenset(types))


@functools.lru_cache(maxsize=64)  # a per-process table: every new game asks it (bench/HISTORY.md)
def _deck(chosen: frozenset[str]) -> tuple[str, ...]:
    return tuple(card for card in ALL_CARDS if TYPE_OF[card] in chosen)


def shuffled_deck(types: Sequence[str], seed: int) -> tuple[str, ...]:
    """The deck shuffled as ``random.Random(f"{seed}:deal").shuffle`` shuffles it (the stored deals)."""
    cards = list(deck(types))
    seeded.shuffle(cards, f"{seed}:deal")
    return tuple(cards)
