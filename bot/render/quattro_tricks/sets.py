"""The four bidding sets as the player sees them: spaces, sections, chips, missions, and bid texts.

The ids, canonical orders and point values mirror docs/rules/quattro-tricks.md §1.2 and §4 (the engine owns
the rules; these numbers are only printed, and the integration tests check them against the engine's
scoring). A *payload* is a bid without the leading ``bid:`` (``sum:1-6,5/15/25``), as in the views.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.i18n import N_, _, ngettext
from bot.render.quattro_tricks.tokens import COLOURS, colour, colour_named, colour_word, colours_text


@dataclass(frozen=True, slots=True)
class Choice:
    """One space, section or mission. ``label``, ``text`` and ``short`` are the English source texts
    (the label is the engine's own wording); show them through ``shown_label`` and the like."""

    id: str
    label: str  # for a select option
    points: int
    text: str  # what it means, one short sentence
    short: str = ""  # for tight lines
    colour: str = ""  # a colour section's letter: its texts name the colour in the reader's language

    def shown_label(self) -> str:
        if self.colour:
            return _("not {colour}", colour=colour_named(self.colour))
        return _(self.label)

    def shown_text(self) -> str:
        if self.colour:
            return _("fails if you win a trick with a {colour} card", colour=colour_word(self.colour))
        return _(self.text, range=self.shown_label())

    def shown_short(self) -> str:
        return self.short if self.colour else _(self.short)


SET_NAME = {"A": N_("Sum board"), "B": N_("Not set"), "C": N_("Colour chips"), "D": N_("Missions")}
KIND = {"A": "sum", "B": "not", "C": "chips", "D": "missions"}
SET_OF_KIND = {kind: letter for letter, kind in KIND.items()}


def set_name(letter: str) -> str:
    """``"A"`` -> ``"Sum board"`` in the current language."""
    return _(SET_NAME[letter]) if letter in SET_NAME else str(letter)


# i18n: {range} is a space of the Sum board as printed: "1–6", "5, 15 or 25", "55 or more".
ADDS_UP = N_("your winning cards add up to {range}")


def _space(space: str, label: str, points: int) -> Choice:
    return Choice(space, label, points, ADDS_UP)


SPACES = (
    Choice("0", N_("exactly 0"), 5, N_("your winning cards add up to 0 (no trick won)")),
    _space("1-6", "1–6", 7),
    _space("7-12", "7–12", 4),
    _space("13-18", "13–18", 4),
    _space("19-24", "19–24", 3),
    _space("5/15/25", N_("5, 15 or 25"), 6),
    _space("25-30", "25–30", 3),
    _space("31-36", "31–36", 3),
    _space("37-42", "37–42", 4),
    _space("43-48", "43–48", 5),
    _space("49-54", "49–54", 6),
    _space("55+", N_("55 or more"), 7),
)
BONUS_SPACE = "5/15/25"


def _colour_section(section: str, letter: str, points: int) -> Choice:
    english = f"not {colour(letter)} {section}"
    return Choice(
        section, english, points, f"fails if you win a trick with a {section} card", colour(letter), letter
    )


SECTIONS = (
    _colour_section("blue", "B", 1),
    _colour_section("yellow", "Y", 1),
    _colour_section("green", "G", 1),
    _colour_section("red", "R", 2),
    Choice("even", N_("not even"), 2, N_("fails if you win a trick with an even number"), N_("even")),
    Choice("odd", N_("not odd"), 2, N_("fails if you win a trick with an odd number"), N_("odd")),
)

MISSIONS = (
    Choice("D1a", N_("Win two consecutive tricks"), 3, N_("win two tricks in a row"), N_("two in a row")),
    Choice(
        "D1b", N_("Avoid consecutive wins"), 1, N_("never win two tricks in a row"), N_("no two in a row")
    ),
    Choice("D2a", N_("Win with 4, 5 or 6"), 2, N_("win a trick with a 4, 5 or 6"), N_("win with 4-6")),
    Choice("D2b", N_("Win with 1, 2 or 3"), 3, N_("win a trick with a 1, 2 or 3"), N_("win with 1-3")),
    Choice("D3a", N_("Win one of the last two tricks"), 2, N_("win trick 11 or 12"), N_("one of last two")),
    Choice("D3b", N_("Win the last trick"), 3, N_("win trick 12"), N_("last trick")),
    Choice("D4a", N_("Take two 7s"), 2, N_("at least two 7s among the cards you take"), N_("two 7s")),
    Choice("D4b", N_("Take three 7s"), 4, N_("at least three 7s among the cards you take"), N_("three 7s")),
    Choice(
        "D5a",
        N_("Take 3 or fewer colours (or none)"),
        2,
        N_("the cards you take show at most 3 colours"),
        N_("≤3 colours"),
    ),
    Choice("D5b", N_("Win with 4 colours"), 4, N_("your winning cards show all 4 colours"), N_("4 colours")),
)

CHIP_KINDS = ("R", "B", "G", "Y", "W")  # the canonical order inside bid:chips
CHIPS_SHOWN = (*COLOURS, "W")  # the order players see: the hand's colour order (red first), then white
MAX_PER_COLOUR = 3
MAX_CHIPS = 12
MAX_SECTIONS = 4
MAX_MISSIONS = 5

_BY_ID = {
    kind: {c.id: c for c in table}
    for kind, table in (("sum", SPACES), ("not", SECTIONS), ("missions", MISSIONS))
}
_ORDER = {
    kind: [c.id for c in table]
    for kind, table in (("sum", SPACES), ("not", SECTIONS), ("missions", MISSIONS))
}


def choice(kind: str, item: str) -> Choice | None:
    return _BY_ID.get(kind, {}).get(item)


def split_payload(payload: object) -> tuple[str, str] | None:
    """``"sum:1-6,0"`` -> ``("sum", "1-6,0")``; also accepts the ``bid:`` prefix. None if malformed."""
    if not isinstance(payload, str):
        return None
    text = payload.removeprefix("bid:")
    kind, sep, body = text.partition(":")
    if not sep or kind not in SET_OF_KIND:
        return None
    return kind, body


def items(kind: str, body: str) -> list[str] | None:
    """The ids of a sum/not/missions body in canonical order; None if any is unknown or repeated."""
    ids = body.split(",") if body else []
    if not ids or len(set(ids)) != len(ids) or any(choice(kind, i) is None for i in ids):
        return None
    return sorted(ids, key=_ORDER[kind].index)


def canonical(kind: str, ids: Iterable[str]) -> str:
    """``bid:<kind>:<ids in canonical order>`` (ids must be known)."""
    return f"bid:{kind}:" + ",".join(sorted(ids, key=_ORDER[kind].index))


def two_sides(missions: Iterable[str]) -> bool:
    cards = [m[:2] for m in missions]
    return len(set(cards)) != len(cards)


# -- chips ---------------------------------------------------------------------------------------------


def parse_chips(body: str) -> dict[str, int] | None:
    """``"R1,B2,W1"`` or ``"none"`` -> counts per R B G Y W; None when not readable.

    Counts are not limit-checked here (see ``chips_ok``), so an out-of-range draft can be explained.
    """
    counts = dict.fromkeys(CHIP_KINDS, 0)
    if body == "none":
        return counts
    seen: set[str] = set()
    for part in body.split(","):
        kind, digits = part[:1], part[1:]
        if kind not in counts or kind in seen or not digits.isdigit() or len(digits) > 2:
            return None
        seen.add(kind)
        counts[kind] = int(digits)
    return counts


def chips_ok(counts: Mapping[str, int]) -> bool:
    colour_ok = all(0 <= counts[k] <= MAX_PER_COLOUR for k in CHIP_KINDS[:4])
    return colour_ok and counts["W"] >= 0 and sum(counts.values()) <= MAX_CHIPS


def chips_body(counts: Mapping[str, int]) -> str:
    parts = [f"{k}{counts[k]}" for k in CHIP_KINDS if counts.get(k, 0)]
    return ",".join(parts) if parts else "none"


def chip_points(counts: Mapping[str, int]) -> int:
    return 2 * sum(counts[k] for k in CHIP_KINDS[:4]) + counts["W"]


def chips_tokens(counts: Mapping[str, int]) -> str:
    """``🟥R 🟦B 🟦B ⬜W``: each chip bid."""
    text = colours_text(k for k in CHIPS_SHOWN for _chip in range(counts.get(k, 0)))
    return text or _("no chips")


def chips_times(counts: Mapping[str, int]) -> str:
    """``🟥R×1 🟦B×2 ⬜W×1`` (zeros left out)."""
    text = " ".join(f"{colour(k)}×{counts[k]}" for k in CHIPS_SHOWN if counts.get(k, 0))
    return text or _("no chips")


# -- bid texts -----------------------------------------------------------------------------------------


def bid_text(payload: object, long: bool = False) -> str:
    """A public bid in human form: ``1-6 / 5/15/25``, ``not 🟥R, not odd``, ``🟥R 🟦B 🟦B ⬜W``, ``D1a D3b``.

    ``long`` adds words (colour names, mission texts, the chip count) where a line has room. Unreadable
    input is shown
    as it is: a renderer never hides what the engine said.
    """
    parts = split_payload(payload)
    if parts is None:
        return str(payload)
    kind, body = parts
    if kind == "chips":
        counts = parse_chips(body)
        if counts is None:
            return body
        total = sum(counts.values())
        tricks = ngettext("{n} trick", "{n} tricks", total)
        count = f" ({tricks})" if long and total else ""
        return chips_tokens(counts) + count
    ids = body.split(",") if body else []
    chosen = [choice(kind, i) for i in ids]
    if any(c is None for c in chosen):
        return body
    if kind == "sum":
        return " / ".join(ids)
    if kind == "not":
        if long:
            return ", ".join(c.shown_label() for c in chosen if c)
        return ", ".join(_("not {section}", section=c.shown_short()) for c in chosen if c)
    if long:
        return ", ".join(f"{c.id} {c.shown_short()}" for c in chosen if c)
    return " ".join(ids)
