"""A card play in one step: the play, the start of the power it fires, or the turn's end (spec §3, §3.1).

Why: more than half of a game's actions are card plays, and each went through a dozen calls: the play's
record (``play.Play``), the card taken from the hand and put on its column, ``powers.trigger``, then
``flow.end_turn`` refilling the hand and passing the turn, each step setting the draft's fields again.
Here the same happens in one function over local variables: a play's text is read from a table made once
(``PLAY_TEXTS``), the hand is rebuilt once, refill included, and the turn's end is spelled out inline. The
power a play fires still starts in its own module (``powers.STARTS``); the 7th card of a column, which
ends the game, and any action that is not a legal play go to the plain steps (``play.apply``), which are
the readable reference: ``tests/games/quatorze/test_step_equivalence.py`` checks this against them in
every position of random games, and against main's recorded games (bench/HISTORY.md, "Issue 18:
Quatorze's step restructured").
"""

from __future__ import annotations

from games.base import Event
from games.quatorze import table
from games.quatorze.cards import COLORS, COLOUR_OF, COLOURS, TYPE_OF, TYPES, VALUE_OF, VALUES
from games.quatorze.config import COLUMN_END, HAND_SIZE
from games.quatorze.events import ANYWHERE, DRAWN, OWN, WILD, TurnSkipped, card_played
from games.quatorze.flow import finish
from games.quatorze.powers import STARTS
from games.quatorze.state import END_NO_CARDS, PLAYED, Column, Draft, End, State
from games.quatorze.table import ACTIVE_POWERS, PLAYS_ANYWHERE, WILD_SETTING

NOPOWER = "nopower"

# A play's text -> what the step needs: (card, column, the ``:nopower`` form, the card's own column, plays
# anywhere (Ages of Man, Peaks), colour, value, the power its own column fires). Every card onto every
# column, and the ``:nopower`` form onto every other column: the text of any play ``legal_actions`` can list.
PLAY_TEXTS: dict[str, tuple[str, str, bool, str, bool, int, int, str | None]] = {}
# Per card, the text of its play onto each column, and of the ``:nopower`` form (``listed`` reads them).
PLAY_ONTO: dict[str, dict[str, str]] = {}
NOPOWER_ONTO: dict[str, dict[str, str]] = {}
for _card, _own in TYPE_OF.items():
    _power = _own if _own in ACTIVE_POWERS else None
    _facts = (_own, _own in PLAYS_ANYWHERE, COLOUR_OF[_card], VALUE_OF[_card], _power)
    PLAY_ONTO[_card], NOPOWER_ONTO[_card] = {}, {}
    for _column in TYPES:
        PLAY_ONTO[_card][_column] = _text = f"play:{_card}:{_column}"
        PLAY_TEXTS[_text] = (_card, _column, False, *_facts)
        if _column != _own:
            NOPOWER_ONTO[_card][_column] = _text = f"play:{_card}:{_column}:{NOPOWER}"
            PLAY_TEXTS[_text] = (_card, _column, True, *_facts)
# Per card, its play onto its own column: the first play of every card (and the only one of most).
OWN_PLAY = {card: PLAY_ONTO[card][own] for card, own in TYPE_OF.items()}


def _special(colour: int | None, number: int | None) -> dict[str, bool]:
    """The cards that may go onto other columns than their own under this wild colour and number: True
    for a wild Ages of Man/Peaks card (it also has ``:nopower`` forms), False for the others."""
    out = {}
    for card, own in TYPE_OF.items():
        anywhere = own in PLAYS_ANYWHERE
        wild = COLOUR_OF[card] == colour or VALUE_OF[card] == number
        if anywhere or wild:
            out[card] = anywhere and wild
    return out


# Per wild colour and number (None: no wild), made once: ``listed`` reads one dict per table.
SPECIAL = {(c, n): _special(c, n) for c in (None, *range(len(COLOURS))) for n in (None, *VALUES)}
_PLAYED_ONE = (PLAYED,)  # one card's mark, made once
_new_column = tuple.__new__  # Column(code, cards, arrived) without the NamedTuple's Python __new__


def listed(state: State, seat: int) -> list[str]:
    """Every legal play of ``seat`` (``[p.action for p in play.plays(state, seat)]``, the same list in the
    same order): each card of the hand in order, its own column first, then every other column in table
    order if it is wild or an Ages of Man/Peaks card, the ``:nopower`` form right after the plain one when
    a wild Ages of Man/Peaks card would fire a power without ending the game (spec §3.1)."""
    columns = state.columns
    known = table.last_table  # table.known(columns), without the call when this table's facts are known
    if known[0] is not columns:
        known = table.known(columns)
    special = SPECIAL[known[1]]
    hand = state.hands[seat]
    if special.keys().isdisjoint(hand):  # every card goes on its own column only
        return list(map(OWN_PLAY.__getitem__, hand))  # (engine.legal_actions answers this case itself)
    return special_plays(hand, special, columns, known)


def special_plays(
    hand: tuple[str, ...], special: dict[str, bool], columns: tuple[Column, ...], known: table.Known
) -> list[str]:
    """``listed`` once it knows that a card of ``hand`` may go elsewhere: ``special`` is ``SPECIAL`` of
    the table's wilds, ``known`` the table's facts (``engine.legal_actions`` calls this directly)."""
    _, _, codes, where = known
    out: list[str] = []
    for card in hand:
        out.append(OWN_PLAY[card])
        both = special.get(card)
        if both is None:
            continue
        own, onto = TYPE_OF[card], PLAY_ONTO[card]
        if both:  # a wild Ages of Man/Peaks card: also placed without the power, where one fires
            nopower = NOPOWER_ONTO[card]
            for on in columns:  # a Column indexed: cheaper than unpacked (a tuple subclass)
                if (code := on[0]) != own:
                    out.append(onto[code])
                    if code in ACTIVE_POWERS and len(on[1]) + 1 < COLUMN_END:
                        out.append(nopower[code])
        else:  # every column's play in table order (one C loop), its own column's taken out again
            start = len(out)
            out += map(onto.__getitem__, codes)
            at = where.get(own)
            if at is not None:
                del out[start + at]
    return out


def play(draft: Draft, seat: int, action: str, second: bool) -> list[Event] | None:
    """Play the card ``action`` names on ``draft`` (``seat`` is the one to play; ``second``: Holy Virtues'
    second play), start the power it fires or end the turn, and return the events. None, with the draft
    untouched, when ``action`` is not a legal play or the play is a column's 7th card (the plain step
    refuses it with its sentence, or ends the game)."""
    facts = PLAY_TEXTS.get(action)
    if facts is None:
        return None
    card, column, nopower, own, anywhere, colour, value, own_power = facts
    hands = draft.hands
    hand = hands[seat]
    if card not in hand:
        return None
    columns = draft.columns
    known = table.last_table  # table.known(columns), without the call when this table's facts are known
    if known[0] is not columns:
        known = table.known(columns)
    _, wild, codes, where = known
    index = where.get(column)
    if index is None:
        size = 0
    else:  # a Column is a tuple subclass: indexed, not unpacked (CPython 3.11 unpacks it through an iterator)
        on = columns[index]
        size = len(on[1])
    if size + 1 >= COLUMN_END:
        return None
    if column == own:  # always legal, the column created if missing; its own power
        how, power = OWN, own_power
    else:  # onto another existing column: a wild card (that column's power), or Ages of Man/Peaks (none)
        if not size:
            return None
        if colour == wild[0] or value == wild[1]:
            if nopower:  # a wild Ages of Man/Peaks card placed without the column's power
                if not anywhere or column not in ACTIVE_POWERS:
                    return None
                how, power = ANYWHERE, None
            elif column in ACTIVE_POWERS:
                how, power = WILD, column
            else:  # Colors, Days, Ages of Man, Peaks: no power to resolve
                how, power = ANYWHERE if anywhere else WILD, None
        elif anywhere and not nopower:
            how, power = ANYWHERE, None
        else:
            return None
    events: list[Event] = [card_played(seat, card, column, how, power, not size, second)]
    kept = list(hand)  # the hand without the card (every card is in the deck once), then its refill
    kept.remove(card)
    if size:
        grown = list(columns)
        # ``+`` joins two tuples without a list on the way (``(*cards, card)`` builds one)
        grown[index] = _new_column(Column, (column, on[1] + (card,), on[2] + _PLAYED_ONE))
        draft.columns = after = tuple(grown)
    else:
        draft.columns = after = columns + (_new_column(Column, (column, (card,), _PLAYED_ONE)),)  # noqa: RUF005
        where = {**where, column: len(codes)}
        codes = (*codes, column)
    if column == own and column in WILD_SETTING:  # a played card on its own Colors/Days column sets a wild
        wild = (colour, wild[1]) if column == COLORS else (wild[0], value)
    table.last_table = (after, wild, codes, where)  # the facts carried to the new table (table.carry)
    draft.pending = None
    changed = list(hands)
    if power is not None:
        changed[seat] = tuple(kept)
        draft.hands = tuple(changed)
        STARTS[power](draft, column, card, not size, events)
        return events
    # No power: the turn ends (flow.end_turn, spelled out): refill to 3, then the next seat holding a card.
    deck = draft.deck
    count = HAND_SIZE - len(kept)
    if count > 0 and deck:
        if count > len(deck):
            count = len(deck)
        kept += deck[:count]
        draft.deck = deck[count:]
        events.append(DRAWN[seat][count])  # cards_drawn(seat, count), a refill's
    changed[seat] = tuple(kept)
    draft.hands = hands = tuple(changed)
    exchanges = draft.exchanges
    if (exchange := exchanges[seat]) is not None and exchange.turn < draft.turn_no:
        draft.exchanges = (*exchanges[:seat], None, *exchanges[seat + 1 :])
    if not kept and not any(hands):  # [Interp] safety net: nobody holds a card (the deck is empty too)
        finish(draft, End(END_NO_CARDS), events)
        return events
    players = draft.players
    peeks = draft.peeks
    nxt = seat
    while True:
        nxt = (nxt + 1) % players
        if peeks[nxt]:  # a Wonders look is shown until the looker's next turn starts
            peeks = (*peeks[:nxt], (), *peeks[nxt + 1 :])
            draft.peeks = peeks
        if hands[nxt]:
            draft.turn = nxt
            draft.turn_no += 1
            return events
        events.append(TurnSkipped(seat=nxt))  # an empty hand (the deck is empty): the turn passes
