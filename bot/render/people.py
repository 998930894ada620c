"""Player names and standings as printed in every game's messages (shared by the renderers)."""

from __future__ import annotations

from collections.abc import Sequence

from babel.lists import format_list

from bot.i18n import N_, SOURCE_LANGUAGE, _, current, number
from bot.render.base import TableContext
from bot.render.names import label_name, safe_name
from games.base import Outcome


def name(ctx: TableContext, seat: int) -> str:
    """The seat's display name as inert message text (see ``bot.render.names``)."""
    return safe_name(_raw(ctx, seat), _seat_index(ctx, seat))


def seat_label(ctx: TableContext, seat: int) -> str:
    """The seat's display name for a button or select label (plain text there: nothing to escape)."""
    return label_name(_raw(ctx, seat), _seat_index(ctx, seat))


def _seat_index(ctx: TableContext, seat: int) -> int | None:
    """``seat`` when it is one of the table's (a name that shows nothing reads "Seat N", as pictures do)."""
    return seat if isinstance(seat, int) and 0 <= seat < len(ctx.names) else None


def _raw(ctx: TableContext, seat: int) -> str:
    known = isinstance(seat, int) and 0 <= seat < len(ctx.names)
    return ctx.names[seat] if known else _("seat {n}", n=seat)


def join(words: Sequence[str]) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"`` in English (no serial comma, the house style); another
    language joins as its CLDR list pattern says (Korean: ``"a, b 및 c"``)."""
    if len(words) <= 1:
        return "".join(words)
    if current() == SOURCE_LANGUAGE:
        return ", ".join(words[:-1]) + " and " + words[-1]
    return format_list(list(words), style="standard", locale=current())


def names(ctx: TableContext, seats: Sequence[int]) -> str:
    return join([name(ctx, s) for s in seats])


def by_score(scores: Sequence[int]) -> list[int]:
    """Seats from the highest score down; equal scores keep seat order."""
    return sorted(range(len(scores)), key=lambda s: (-scores[s], s))


def scores_line(ctx: TableContext, scores: Sequence[int]) -> str:
    """``dave 21 · alice 13 · bob 9``."""
    return " · ".join(f"{name(ctx, s)} {scores[s]}" for s in by_score(scores))


def places(scores: Sequence[int], winning: Sequence[int] | None = None) -> list[int]:
    """Each seat's place. The winners share 1st even when a variant lets a lower score win (4 Seasons
    Profi); the others follow by score, as the results table ranks them (``Outcome.rank_of``)."""
    outcome = Outcome(tuple(scores), tuple(winning if winning else winners(scores)))
    return [outcome.rank_of(seat) for seat in range(len(scores))]


def ranked_line(ctx: TableContext, scores: Sequence[int], winning: Sequence[int] | None = None) -> str:
    """``1. dave 40 · 2. alice 31 · 2. bob 31 · 4. carol 12`` (tied players share a place; the winners
    come first whatever their score)."""
    place = places(scores, winning)
    order = sorted(range(len(scores)), key=lambda s: (place[s], -scores[s], s))
    return " · ".join(f"{place[seat]}. {name(ctx, seat)} {scores[seat]}" for seat in order)


# i18n: a place in the standings ("You finished 1st"); Korean reads "1위" for each of the four.
ORDINALS = {"st": N_("{n}st"), "nd": N_("{n}nd"), "rd": N_("{n}rd"), "th": N_("{n}th")}


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th`` (the English suffix picks the message; "1위" in Korean)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return _(ORDINALS[suffix], n=number(n))


def winners(scores: Sequence[int]) -> list[int]:
    if not scores:
        return []
    best = max(scores)
    return [s for s, score in enumerate(scores) if score == best]


def victory_line(ctx: TableContext, seats: Sequence[int]) -> str:
    if not seats:
        return _("🏁 The game is over.")
    if len(seats) == 1:
        return _("🏆 **{name}** wins", name=name(ctx, seats[0]))
    return _("🏆 {names} share the victory", names=join([f"**{name(ctx, s)}**" for s in seats]))
