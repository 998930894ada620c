"""End-game scoring (spec §6), every card's value explained, and the tie-break.

Scoring reads only the final table: the 7th card is set aside (spec §5), so each column counts at most 6
cards; the sideways card joins the hand of the player who played it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.fastcopy import maker
from games.quatorze.cards import AGES, COLOUR_OF, NOTES, PEAKS, QUEENS, TYPE_OF, VALUE_OF
from games.quatorze.config import (
    COLUMN_END,
    LUCKY_BONUS_POINTS,
    NOTES_MIN_RUN,
    NOTES_RUN_WRAPS_AT_END,
    PEAKS_BONUS_ON_ZERO_CARD,
    QUEENS_BONUS_PER_CARD,
    QUEENS_LOST_BEATS_WILD,
    SEVENTH_CARD_COUNTS_IN_COLUMN,
    TIE_WITHOUT_NONZERO_CARD_LOSES,
)
from games.quatorze.state import END_PLAYED, MOVED, PLAYED, Column, State
from games.quatorze.table import cards_of, wild_colour, wild_number, with_card

# Why a card is worth what it is worth (``CardValue.why``), in the order of spec §6 steps 1-4.
QUEENS_LOST = "queens_lost"  # a Queens card of a player who is not a Queen leader: 0
WILD_COLOUR = "wild_colour"  # the final wild colour: worth the highest value still scoring
WILD_NUMBER = "wild_number"
DISABLED = "disabled"  # printed value above the highest value still scoring: 0
FACE = "face"  # printed value

NO_NONZERO_CARD = -(COLUMN_END + 1)  # tie-break key of a player with no non-zero card (loses)


@dataclass(frozen=True, slots=True)
class CardValue:
    card: str
    value: int
    why: str


@dataclass(frozen=True, slots=True)
class PlayerScore:
    seat: int
    cards: tuple[CardValue, ...]  # the hand in order, then the sideways card if the seat owns it
    sideways: str | None
    card_points: int
    queens: int  # Queens cards in the hand
    queens_bonus: int
    peaks_cards: tuple[str, ...]  # value-1 cards earning the Peaks bonus
    peaks_bonus: int
    notes: int  # Notes cards in the hand (N)
    run: tuple[str, ...]  # the longest run of distinct consecutive values (empty if shorter than 2)
    notes_bonus: int  # N x len(run)
    lucky: tuple[str, ...]  # Lucky Gods bonus cards in front of the seat
    lucky_bonus: int
    total: int
    lowest: int | None  # lowest non-zero card value (the tie-break), None if none


# Every game's end builds a score (the ``GameEnded`` event carries the totals): ~15 records per game,
# built without their frozen ``__init__`` (games.fastcopy.maker: the same objects, ~3x cheaper).
_card_value = maker(CardValue)
_player_score = maker(PlayerScore)


@dataclass(frozen=True, slots=True)
class FinalScore:
    ages: int  # A: Ages of Man cards counted in the Ages of Man column
    highest: int  # H = 7 - A: the highest value that still scores
    wild_colour: int | None
    wild_number: int | None
    peaks: int  # P: Peaks cards counted in the Peaks column
    queen_most: int
    queen_leaders: tuple[int, ...]
    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]
    tie_break: bool  # several seats had the top total

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(p.total for p in self.players)

    @property
    def tiebreak_keys(self) -> tuple[int, ...]:
        """Higher is better: minus the lowest non-zero card value."""
        return tuple(tiebreak_key(p.lowest) for p in self.players)


def tiebreak_key(lowest: int | None) -> int:
    if lowest is None:
        return NO_NONZERO_CARD if TIE_WITHOUT_NONZERO_CARD_LOSES else 0
    return -lowest


def counted(columns: Sequence[Column], column: str, any_type: bool) -> int:
    """Cards counted in the Ages of Man or Peaks column: of its own type only, unless ``any_type``."""
    cards = cards_of(tuple(columns), column)
    return len(cards) if any_type else sum(1 for card in cards if TYPE_OF[card] == column)


def longest_run(cards: Sequence[str], wrap: bool = NOTES_RUN_WRAPS_AT_END) -> tuple[str, ...]:
    """The longest run of distinct consecutive printed values (first card of each value, in hand order)."""
    first: dict[int, str] = {}
    for card in cards:
        first.setdefault(VALUE_OF[card], card)
    best: list[int] = []
    for start in sorted(first):
        run = [start]
        nxt = start % 7 + 1 if wrap else start + 1
        while nxt in first and nxt not in run:
            run.append(nxt)
            nxt = nxt % 7 + 1 if wrap else nxt + 1
        if len(run) > len(best):
            best = run
    return tuple(first[v] for v in best) if len(best) >= NOTES_MIN_RUN else ()


def final_score(state: State) -> FinalScore:
    columns, end = state.columns, state.end
    if SEVENTH_CARD_COUNTS_IN_COLUMN and end is not None and end.card is not None and end.column:
        # a 7th card brought by a power (moved or discarded) would not set the wild either way
        columns, _ = with_card(columns, end.column, end.card, PLAYED if end.reason == END_PLAYED else MOVED)
    any_type = state.options.count_any_type_in_column
    ages = counted(columns, AGES, any_type)
    highest = max(0, 7 - ages)
    colour, number = wild_colour(columns), wild_number(columns)
    peaks = counted(columns, PEAKS, any_type)
    hands = [list(hand) for hand in state.hands]
    sideways = end.card if end is not None and end.reason == END_PLAYED else None
    if sideways is not None and end is not None and end.owner is not None:
        hands[end.owner].append(sideways)
    queens = [sum(1 for card in hand if TYPE_OF[card] == QUEENS) for hand in hands]
    most = max(queens)
    leaders = tuple(seat for seat, q in enumerate(queens) if q == most and most >= 1)
    players = []
    for seat, hand in enumerate(hands):
        owner = end is not None and end.owner == seat
        players.append(
            _player(seat, hand, sideways if owner else None, seat in leaders, queens[seat], highest, colour,
                    number, peaks, state.bonus[seat])
        )  # fmt: skip
    totals = [p.total for p in players]
    top = max(totals)
    keys = [(p.total, tiebreak_key(p.lowest)) for p in players]
    best = max(keys)
    return FinalScore(
        ages=ages,
        highest=highest,
        wild_colour=colour,
        wild_number=number,
        peaks=peaks,
        queen_most=most,
        queen_leaders=leaders,
        players=tuple(players),
        winners=tuple(seat for seat, key in enumerate(keys) if key == best),
        tie_break=totals.count(top) > 1,
    )


def card_value(card: str, leader: bool, highest: int, colour: int | None, number: int | None) -> CardValue:
    """Spec §6 steps 1-4: a losing Queen is 0; a wild card is worth H; above H is 0; else face value.

    [Interp] A wild Queens card of a player without the Queens majority scores 0
    (``QUEENS_LOST_BEATS_WILD``)."""
    lost = TYPE_OF[card] == QUEENS and not leader
    if lost and QUEENS_LOST_BEATS_WILD:
        return _card_value(card, 0, QUEENS_LOST)
    if COLOUR_OF[card] == colour:
        return _card_value(card, highest, WILD_COLOUR)
    if VALUE_OF[card] == number:
        return _card_value(card, highest, WILD_NUMBER)
    if lost:
        return _card_value(card, 0, QUEENS_LOST)
    if VALUE_OF[card] > highest:
        return _card_value(card, 0, DISABLED)
    return _card_value(card, VALUE_OF[card], FACE)


def _player(
    seat: int,
    hand: list[str],
    sideways: str | None,
    leader: bool,
    queens: int,
    highest: int,
    colour: int | None,
    number: int | None,
    peaks: int,
    lucky: tuple[str, ...],
) -> PlayerScore:
    # One pass over the hand (every game's end scores every seat: bench/HISTORY.md).
    values: list[CardValue] = []
    card_points = notes = 0
    ones: list[str] = []
    lowest: int | None = None
    for card in hand:
        value = card_value(card, leader, highest, colour, number)
        values.append(value)
        points = value.value
        card_points += points
        if points and (lowest is None or points < lowest):
            lowest = points
        if VALUE_OF[card] == 1 and (PEAKS_BONUS_ON_ZERO_CARD or points):
            ones.append(card)
        if TYPE_OF[card] == NOTES:
            notes += 1
    queens_bonus = QUEENS_BONUS_PER_CARD * queens if leader else 0
    peaks_bonus = peaks * len(ones) if peaks else 0
    run = longest_run(hand)
    notes_bonus = notes * len(run)
    lucky_bonus = LUCKY_BONUS_POINTS * len(lucky)
    return _player_score(
        seat=seat,
        cards=tuple(values),
        sideways=sideways,
        card_points=card_points,
        queens=queens,
        queens_bonus=queens_bonus,
        peaks_cards=tuple(ones) if peaks else (),
        peaks_bonus=peaks_bonus,
        notes=notes,
        run=run,
        notes_bonus=notes_bonus,
        lucky=lucky,
        lucky_bonus=lucky_bonus,
        total=card_points + queens_bonus + peaks_bonus + notes_bonus + lucky_bonus,
        lowest=lowest,
    )
