"""The columns on the table: lookups, the wild colour and number, and where a card may go (spec §3.1-3.2).

Every column card carries how it arrived (``Column.arrived``): only a card played from a hand sets the wild
colour/number, so the setup anchor, a Deadly Sins discard and a Planes move never do (spec §3.2, revised).
"""

from __future__ import annotations

from games.quatorze.cards import AGES, COLORS, COLOUR_OF, DAYS, PEAKS, TYPE_OF, VALUE_OF
from games.quatorze.config import WILD_SET_ONLY_BY_PLAYED_CARD
from games.quatorze.state import PLAYED, Column

# Types whose power needs resolving when a card is played on their column. Colors and Days act through
# the table (the wild colour/number is read from it), Ages of Man and Peaks only at the end.
ACTIVE_POWERS = frozenset({"DS", "HV", "LG", "LU", "NO", "PL", "QU", "SA", "SE", "WO"})
PLAYS_ANYWHERE = frozenset({AGES, PEAKS})  # [Seed] may go on any column, without a power


def cards_of(columns: tuple[Column, ...], column: str) -> tuple[str, ...]:
    for code, cards, _ in columns:
        if code == column:
            return cards
    return ()


def setter(columns: tuple[Column, ...], column: str) -> str | None:
    """The card setting the wild of the Colors or Days ``column``: its topmost card of that type played
    there from a hand (spec §3.2), or None. Recomputed from the table, so when that card leaves, the next
    played one below takes over."""
    for code, cards, arrived in columns:
        if code == column:
            for card, how in zip(reversed(cards), reversed(arrived), strict=True):
                if TYPE_OF[card] == column and (how == PLAYED or not WILD_SET_ONLY_BY_PLAYED_CARD):
                    return card
    return None


def wild_colour(columns: tuple[Column, ...]) -> int | None:
    """The Wild Colour (spec §3.2), or None."""
    card = setter(columns, COLORS)
    return None if card is None else COLOUR_OF[card]


def wild_number(columns: tuple[Column, ...]) -> int | None:
    """The Wild Number (spec §3.2), or None."""
    card = setter(columns, DAYS)
    return None if card is None else VALUE_OF[card]


def wilds(columns: tuple[Column, ...]) -> tuple[int | None, int | None]:
    """``(wild_colour(columns), wild_number(columns))`` in one pass over the table (the play hot path).

    The last table asked is remembered by identity (a table is an immutable tuple, and listing the plays
    then playing one asks about the same one): one pass per table, not one per call."""
    last = last_wilds
    if last[0] is columns:
        return last[1]
    colour = number = None
    for code, cards, arrived in columns:
        if code in (COLORS, DAYS):
            for card, how in zip(reversed(cards), reversed(arrived), strict=True):
                if TYPE_OF[card] == code and (how == PLAYED or not WILD_SET_ONLY_BY_PLAYED_CARD):
                    if code == COLORS:
                        colour = COLOUR_OF[card]
                    else:
                        number = VALUE_OF[card]
                    break
    found = colour, number
    _remember_wilds(columns, found)
    return found


# The last table whose wilds are known, and them: ``(columns, (colour, number))``, swapped whole (a reader
# never sees half of it). ``wilds`` reads and fills it, ``carry_wilds`` and ``turn.play`` carry it to the
# table they make; the hot steps read it directly (``turn.listed``).
last_wilds: tuple[object, tuple[int | None, int | None]] = (None, (None, None))


def _remember_wilds(columns: tuple[Column, ...], found: tuple[int | None, int | None]) -> None:
    global last_wilds
    last_wilds = (columns, found)  # one tuple, swapped whole: a reader never sees half of it


# The last table's column codes in table order and each code's index: ``(columns, (codes, where))``,
# swapped whole like ``last_wilds``. A card play finds its column by one dict lookup instead of a pass over
# the table's named tuples, and the listing walks a plain tuple of codes; the steps that make a new table
# (``turn.play``, ``with_card``, ``without_card``) carry it over, since a column only ever gets added at
# the end. The dict is never changed once made (a new column makes a new one).
Layout = tuple[tuple[str, ...], dict[str, int]]
last_layout: tuple[object, Layout] = (None, ((), {}))


def layout(columns: tuple[Column, ...]) -> Layout:
    """The table's column codes in order and each one's index (remembered for the last table asked)."""
    last = last_layout
    if last[0] is columns:
        return last[1]
    codes = tuple([column[0] for column in columns])
    found = codes, {code: i for i, code in enumerate(codes)}
    remember_layout(columns, found)
    return found


def remember_layout(columns: tuple[Column, ...], found: Layout) -> None:
    global last_layout
    last_layout = (columns, found)  # one tuple, swapped whole: a reader never sees half of it


def carry_layout(before: tuple[Column, ...], after: tuple[Column, ...], column: str) -> None:
    """Remember ``layout(after)`` when ``layout(before)`` is known and ``after`` is ``before`` with a card
    added to or taken from ``column`` (the column added at the end if missing)."""
    global last_layout
    last = last_layout
    if last[0] is not before:
        return
    codes, where = last[1]
    if column not in where:
        where = {**where, column: len(codes)}
        codes = (*codes, column)
    last_layout = (after, (codes, where))


def is_wild(card: str, colour: int | None, number: int | None) -> bool:
    return COLOUR_OF[card] == colour or VALUE_OF[card] == number


def with_card(
    columns: tuple[Column, ...], column: str, card: str, how: str
) -> tuple[tuple[Column, ...], int]:
    """The table with ``card`` on top of ``column`` (created if missing), arrived ``how``, and that
    column's new size."""
    for i, (code, cards, arrived) in enumerate(columns):
        if code == column:
            grown = Column(code, (*cards, card), (*arrived, how))
            table = (*columns[:i], grown, *columns[i + 1 :])
            carry_wilds(columns, table, column, card, how)
            carry_layout(columns, table, column)
            return table, len(grown.cards)
    table = (*columns, Column(column, (card,), (how,)))
    carry_wilds(columns, table, column, card, how)
    carry_layout(columns, table, column)
    return table, 1


def carry_wilds(
    before: tuple[Column, ...], after: tuple[Column, ...], column: str, card: str, how: str
) -> None:
    """Remember ``wilds(after)`` when ``wilds(before)`` is known and ``after`` is ``before`` with ``card``
    on top of ``column``: the next listing asks about ``after``, and this spares it the pass over the
    table. A card on top changes a wild only by becoming the setter of its own Colors or Days column."""
    global last_wilds
    last = last_wilds
    if last[0] is not before:
        return
    known = last[1]
    if (
        column in WILD_SETTING
        and column == TYPE_OF[card]
        and (how == PLAYED or not WILD_SET_ONLY_BY_PLAYED_CARD)
    ):
        known = (COLOUR_OF[card], known[1]) if column == COLORS else (known[0], VALUE_OF[card])
    last_wilds = (after, known)  # one tuple, swapped whole (_remember_wilds)


WILD_SETTING = frozenset({COLORS, DAYS})  # the columns whose top played card of their type sets a wild


def without_card(columns: tuple[Column, ...], card: str) -> tuple[tuple[Column, ...], str]:
    """The table without ``card`` (never an anchor, so no column empties) and the column it left."""
    for i, (code, cards, arrived) in enumerate(columns):
        if card in cards:
            at = cards.index(card)
            assert at != 0, "anchors never move"
            rest = Column(code, cards[:at] + cards[at + 1 :], arrived[:at] + arrived[at + 1 :])
            table = (*columns[:i], rest, *columns[i + 1 :])
            carry_layout(columns, table, code)
            return table, code
    raise KeyError(card)


def column_of(columns: tuple[Column, ...], card: str) -> str | None:
    for code, cards, _ in columns:
        if card in cards:
            return code
    return None


def power_on(column: str, card: str) -> str | None:
    """The power a card uses when played on ``column`` as its own or as a wild card (spec §3.1).

    Its own column fires its own power; a wild card fires the destination's power. Ages of Man, Peaks,
    Colors and Days have no power to resolve ("wild cards played on Colors or Days have no effect")."""
    return column if column in ACTIVE_POWERS else None


def destinations(
    columns: tuple[Column, ...], card: str, colour: int | None, number: int | None
) -> list[tuple[str, str | None, bool]]:
    """Where ``card`` may be played: (column, power that fires, whether a ``:nopower`` form exists).

    Its own column first (created if missing), then every other existing column in table order if the
    card is wild (the destination's power fires) or an Ages of Man/Peaks card (no power). A card that is
    both chooses: the plain form fires the power, ``:nopower`` does not (listed only if a power fires).
    [Interp] A card away from its own column only goes onto an existing column: it never creates one."""
    own = TYPE_OF[card]
    out: list[tuple[str, str | None, bool]] = [(own, power_on(own, card), False)]
    wild = is_wild(card, colour, number)
    anywhere = own in PLAYS_ANYWHERE
    if not (wild or anywhere):
        return out
    for code, _, _ in columns:
        if code == own:
            continue
        power = power_on(code, card) if wild else None
        out.append((code, power, anywhere and power is not None))
    return out
