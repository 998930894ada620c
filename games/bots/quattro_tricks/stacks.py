"""What the bids' public progress (the view's ``progress``) says about the face-down older tricks.

The sampler rebuilds the older tricks with each winner's card leading its own trick, so a rebuilt trick is
won with its first card and led in its colour. These helpers turn the progress into rules for those
winning cards, so a rebuild shows the same progress: the B player's breaking cards (fixed) and cards that
break nothing else; the colours the C player's tricks must have to fill the same chips; and whether the
D player's wins must include two in a row. The final check is still the whole view (``sample_state``).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from typing import Any

from games.quattro_tricks.bids import ChipBid, parse
from games.quattro_tricks.cards import COLOURS
from games.quattro_tricks.config import CHIP_COLOURS, NOT_SECTIONS
from games.quattro_tricks.progress import chip_progress, not_progress
from games.quattro_tricks.scoring import acceptable_colours, breaks
from games.quattro_tricks.state import Trick

Slot = str | Callable[[str], bool]  # a fixed winning card, or a rule the winning card must follow


def _dummy(no: int, seat: int, card: str) -> Trick:
    return Trick(no, ((seat, card),), seat, card)


def _last_won(view: dict[str, Any], seat: int) -> list[Trick]:
    last = view["last_trick"]
    if last is None or last["winner"] != seat:
        return []
    return [Trick(last["no"], tuple((s, c) for s, c in last["cards"]), seat, last["card"])]


def not_slots(view: dict[str, Any], seat: int, older: int) -> list[Slot] | None:
    """B: the breaking cards of the older tricks (in an order giving the same first breakers), then cards
    that break no chosen section. None when no order fits (the caller then leaves B free)."""
    sections = parse(view["bids"][seat])
    chosen = [s for s in NOT_SECTIONS if s.id in sections]
    target = view["progress"][seat]
    last = _last_won(view, seat)
    shown = {t.card for t in last}
    fixed = list(dict.fromkeys(card for _, card in target["broken"] if card not in shown))
    if len(fixed) > older:
        return None
    for order in permutations(fixed):
        won = [_dummy(i, seat, card) for i, card in enumerate(order, start=1)] + last
        if not_progress(sections, won) == {k: v for k, v in target.items() if k != "set"}:
            free: Slot = lambda card: not any(breaks(s, card) for s in chosen)  # noqa: E731
            return [*order, *[free] * (older - len(order))]
    return None


def chip_slots(view: dict[str, Any], seat: int, older: int) -> list[Slot] | None:
    """C: colours for the older tricks that fill the same chips (the filled colour chips, and for the rest
    a colour whose chips are all filled), checked against the engine's own reading. None if none fits."""
    bid = parse(view["bids"][seat])
    assert isinstance(bid, ChipBid)
    target = {k: v for k, v in view["progress"][seat].items() if k != "set"}
    filled = [c for c in target["filled"] if c in COLOURS]
    bid_counts = dict(zip(CHIP_COLOURS, bid.colours, strict=True))
    full = [c for c in COLOURS if filled.count(c) == bid_counts[c]]  # no chip of that colour left unfilled
    last = _last_won(view, seat)
    on_last_trick = {c for t in last for c in acceptable_colours(t) if c in filled}
    options = [None, *sorted(on_last_trick)]  # which filled chip the known last trick may carry
    for on_last in options:
        need = list(filled)
        if on_last is not None:
            need.remove(on_last)
        rest = older - len(need)
        if rest < 0 or (rest and not full):
            continue
        colours = need + [full[0]] * rest
        won = [_dummy(i, seat, f"{c}1") for i, c in enumerate(colours, start=1)] + last
        if chip_progress(bid, won, target["tricks_left"]) == target:
            return [_colour(c) for c in need] + [_colour_in(full)] * rest
    return None


def _colour(colour: str) -> Slot:
    return lambda card: card[0] == colour


def _colour_in(colours: list[str]) -> Slot:
    return lambda card: card[0] in colours


def winning_slots(view: dict[str, Any], older: dict[int, int]) -> dict[int, list[Slot]]:
    """Per B or C seat with older wins: its winning-card slots (see ``not_slots`` and ``chip_slots``)."""
    out: dict[int, list[Slot]] = {}
    for seat, entry in enumerate(view.get("progress") or []):
        if entry is None or not older.get(seat):
            continue
        maker = {"B": not_slots, "C": chip_slots}.get(entry["set"])
        slots = maker(view, seat, older[seat]) if maker else None
        if slots is not None:
            out[seat] = slots
    return out


def two_in_a_row(view: dict[str, Any]) -> dict[int, bool]:
    """Per D seat with a D1 mission: whether its wins include two consecutive tricks (public progress)."""
    out: dict[int, bool] = {}
    for seat, entry in enumerate(view.get("progress") or []):
        if entry is None or entry["set"] != "D":
            continue
        status = dict(entry["missions"])
        if "D1a" in status:
            out[seat] = status["D1a"] == "achieved"
        elif "D1b" in status:
            out[seat] = status["D1b"] == "failed"
    return out
