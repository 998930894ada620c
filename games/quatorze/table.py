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
WILD_SETTING = frozenset({COLORS, DAYS})  # the columns whose top played card of their type sets a wild


def cards_of(columns: tuple[Column, ...], column: str) -> tuple[str, ...]:
    for on in columns:  # a Column indexed: cheaper than unpacked (a tuple subclass, unpacked by iterator)
        if on[0] == column:
            return on[1]
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


Wilds = tuple[int | None, int | None]  # (colour, number)


def wilds(columns: tuple[Column, ...]) -> Wilds:
    """``(wild_colour(columns), wild_number(columns))`` in one pass over the table (the play hot path),
    remembered for the last table asked (``known``)."""
    return known(columns)[1]


def layout(columns: tuple[Column, ...]) -> tuple[tuple[str, ...], dict[str, int]]:
    """The table's column codes in order and each one's index, remembered for the last table asked."""
    _, _, codes, where = known(columns)
    return codes, where


# The last table asked about and its facts: ``(columns, (colour, number), codes, where)``: the wilds, the
# column codes in table order and each code's index. Swapped whole (a reader never sees half of it). A
# table is an immutable tuple, and listing the plays then playing one asks about the same one, so one pass
# per table, not one per call; the steps that make the next table (``turn.play``, ``with_card``,
# ``without_card``) carry the facts over (``carry``), so most tables are never passed over at all. The
# ``where`` dict is never changed once made (a new column makes a new one). The hot steps read this
# directly (``turn.play``, ``turn.listed``, ``engine.legal_actions``).
Known = tuple[object, Wilds, tuple[str, ...], dict[str, int]]
last_table: Known = (None, (None, None), (), {})


def known(columns: tuple[Column, ...]) -> Known:
    """``last_table`` for ``columns``: remembered, or found by one pass over the table."""
    last = last_table
    if last[0] is columns:
        return last
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
    codes = tuple([column[0] for column in columns])
    return remember(columns, (colour, number), codes, {code: i for i, code in enumerate(codes)})


def remember(columns: object, found: Wilds, codes: tuple[str, ...], where: dict[str, int]) -> Known:
    """Make these the facts of the last table (``forget`` is ``remember(None, (None, None), (), {})``)."""
    global last_table
    last_table = fact = (columns, found, codes, where)  # one tuple, swapped whole
    return fact


def forget() -> None:
    """Forget the last table: the next question makes its pass over the table (tests)."""
    remember(None, (None, None), (), {})


def carry(before: tuple[Column, ...], after: tuple[Column, ...], column: str, card: str, how: str) -> None:
    """Remember the facts of ``after`` when those of ``before`` are known and ``after`` is ``before`` with
    ``card`` put on top of ``column`` (the column added at the end if missing) or taken from it (``how``
    None). A card on top changes a wild only by becoming the setter of its own Colors or Days column; a
    card taken away may have been the setter, so the wilds are then passed over again."""
    last = last_table
    if last[0] is not before:
        return
    _, found, codes, where = last
    if how is None:
        if column in WILD_SETTING:
            return  # the next question passes over the table
    elif (
        column in WILD_SETTING
        and column == TYPE_OF[card]
        and (how == PLAYED or not WILD_SET_ONLY_BY_PLAYED_CARD)
    ):
        found = (COLOUR_OF[card], found[1]) if column == COLORS else (found[0], VALUE_OF[card])
    if column not in where:
        where = {**where, column: len(codes)}
        codes = (*codes, column)
    remember(after, found, codes, where)


def is_wild(card: str, colour: int | None, number: int | None) -> bool:
    return COLOUR_OF[card] == colour or VALUE_OF[card] == number


def with_card(
    columns: tuple[Column, ...], column: str, card: str, how: str
) -> tuple[tuple[Column, ...], int]:
    """The table with ``card`` on top of ``column`` (created if missing), arrived ``how``, and that
    column's new size."""
    for i, on in enumerate(columns):  # a Column indexed: cheaper than unpacked (a tuple subclass)
        if on[0] == column:
            grown = Column(column, on[1] + (card,), on[2] + (how,))
            table = (*columns[:i], grown, *columns[i + 1 :])
            carry(columns, table, column, card, how)
            return table, len(grown.cards)
    table = (*columns, Column(column, (card,), (how,)))
    carry(columns, table, column, card, how)
    return table, 1


def without_card(columns: tuple[Column, ...], card: str) -> tuple[tuple[Column, ...], str]:
    """The table without ``card`` (never an anchor, so no column empties) and the column it left."""
    for i, on in enumerate(columns):  # a Column indexed: cheaper than unpacked (a tuple subclass)
        if card in (cards := on[1]):
            code, arrived = on[0], on[2]
            at = cards.index(card)
            assert at != 0, "anchors never move"
            rest = Column(code, cards[:at] + cards[at + 1 :], arrived[:at] + arrived[at + 1 :])
            table = (*columns[:i], rest, *columns[i + 1 :])
            carry(columns, table, code, card, None)
            return table, code
    raise KeyError(card)


def without_top(columns: tuple[Column, ...], index: int) -> tuple[Column, ...]:
    """The table without the top card of its ``index``-th column, which holds 2 or more cards (a Seas
    take: ``without_card`` of that card, without looking for it)."""
    code, cards, arrived = columns[index]
    table = (*columns[:index], Column(code, cards[:-1], arrived[:-1]), *columns[index + 1 :])
    carry(columns, table, code, cards[-1], None)
    return table


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
