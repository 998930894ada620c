"""Laying cards on the felt: a canvas that remembers every card code it draws (for the PNG's record),
and the pieces every table shares: a row of cards, and a trick laid out by seat around the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.i18n import N_, _, current, number
from bot.pictures import faces, games, labels, paint
from bot.pictures.paint import CARD_H, CARD_W, GAP, GOLD, RGB
from bot.pictures.png import Picture, encode

SEAT_LABEL_H = 20  # a seat's name under its card
LABEL_SIZE = 14  # a seat's label in a trick: 12.7 px on a phone (the trick table is 320 px wide)
TRICK_LABEL_W = CARD_W + 2 * GAP + 16  # a seat's label under its card in a trick: it meets no other
TRICK_W = 3 * CARD_W + 4 * GAP + 40
TRICK_H = 2 * CARD_H + 2 * SEAT_LABEL_H + 30
MAX_TRICK_SEATS = 6  # the trick block's places: two rows of three


@dataclass
class Canvas:
    game_id: str
    width: int
    height: int
    image: Image.Image = field(init=False)
    draw: ImageDraw.ImageDraw = field(init=False)
    cards: list[str] = field(default_factory=list)
    inks: list[paint.Ink] = field(
        default_factory=list
    )  # what it drew to be read, if recorded (``paint.Ink``)

    def __post_init__(self) -> None:
        self.image = paint.felt(self.width, self.height)
        self.draw = ImageDraw.Draw(self.image)

    def card(self, code: str, x: int, y: int, dim: bool = False, halo: RGB | None = None) -> None:
        if halo is not None:
            ring = paint.glow(halo)
            paint.over(self.image, ring, (x - 4, y - 4))
        face = faces.card_image(self.game_id, code, faces.DIM if dim else faces.NORMAL)
        paint.over(self.image, face, (x, y))
        self.cards.append(code)
        if paint.records_inks():
            self.inks.append(paint.Ink(paint.CARD, code, CARD_W, (x, y, x + CARD_W, y + CARD_H), code))
            self.inks.extend(ink.moved(x, y, code) for ink in faces.card_inks(self.game_id, code))

    def back(self, x: int, y: int) -> None:
        paint.over(self.image, faces.back(), (x, y))

    def text(self, x: float, y: float, text: str, size: int = 13, **kw: object) -> None:
        drawn = paint.label(self.image, (x, y), text, size, **kw)
        if paint.records_inks():
            self.inks.append(drawn)

    def picture(self, filename: str) -> Picture:
        palette = paint.palette(games.look(self.game_id).PALETTE)
        return encode(self.image, self.cards, palette, filename, self.inks)


def shown(value: object) -> str:
    """A count from the view as the language writes numbers; anything else as it is."""
    if isinstance(value, int) and not isinstance(value, bool):
        return _number(value, current())
    return str(value)


@lru_cache(maxsize=512)
def _number(value: int, language: str) -> str:
    """``number`` (Babel's formatting costs ~0.1 ms a call, a picture may show a dozen counts), cached per
    ``language``, the one in force."""
    return number(value)


def row_width(count: int) -> int:
    return count * CARD_W + max(count - 1, 0) * GAP


def seat_label(names: Sequence[str] | None, seat: int, label: str, size: int, width: int) -> str:
    """Seat ``seat``'s ``label`` (a message with ``{name}``: "{name} · led", translated here) with the
    name made safe (``labels.picture_name``) and cut so that the whole label fits ``width`` pixels at
    ``size``; "Seat N" without a name."""
    raw = str(names[seat]) if names and 0 <= seat < len(names) else ""
    room = width - paint.text_width(_(label, name=""), size)
    return _(label, name=labels.picture_name(raw, seat, min(room, labels.NAME_WIDTH), size))


# A seat's label in a trick, by whether it led and whether it won. i18n: on a table picture, under the
# card a player put into the trick; "led" played the trick's first card, "won" takes the trick.
TRICK_LABELS = {
    (False, False): "{name}",
    (True, False): N_("{name} · led"),
    (False, True): N_("{name} · won"),
    (True, True): N_("{name} · led · won"),
}


def _places(players: int) -> list[tuple[int, int]]:
    """Where each seat's card lies, clockwise from the bottom (seat 0), within a trick block."""
    left, mid, right = 0, CARD_W + 2 * GAP + 20, 2 * CARD_W + 4 * GAP + 40
    top, centre, bottom = 0, (CARD_H + SEAT_LABEL_H) // 2 + 15, CARD_H + SEAT_LABEL_H + 30
    if players == 2:
        return [(mid, bottom), (mid, top)]
    if players == 3:
        return [(mid, bottom), (left, centre), (right, centre)]
    if players <= 4:
        return [(mid, bottom), (left, centre), (mid, top), (right, centre)][:players]
    # Five or six seats: the block's two rows of three, clockwise from the bottom's middle (six fill it;
    # five leave the top's middle empty), so no card lies on another within the same block.
    ring = [(mid, bottom), (left, bottom), (left, top), (mid, top), (right, top), (right, bottom)]
    return ring if players >= MAX_TRICK_SEATS else [ring[0], ring[1], ring[2], ring[4], ring[5]]


def trick(
    canvas: Canvas,
    x: int,
    y: int,
    players: int,
    plays: Sequence[Sequence[object]],
    leader: int | None,
    winner: int | None = None,
    names: Sequence[str] | None = None,
    turn: int | None = None,
) -> None:
    """A trick by seat: each seat's card at its place (an empty outline while it is to come), the seat
    that led marked "led", a gold halo on the winning card once the view says who won, and a light halo
    round the empty place of ``turn``, the seat to play (``turn_of``)."""
    played = {int(p[0]): str(p[1]) for p in plays if len(p) == 2 and isinstance(p[0], int)}
    for seat, (px, py) in enumerate(_places(players)):
        cx, cy = x + px, y + py
        if seat in played:
            canvas.card(played[seat], cx, cy, halo=GOLD if seat == winner else None)
        elif seat == turn:
            paint.over(canvas.image, paint.glow(paint.TURN), (cx - 4, cy - 4))
            canvas.draw.rounded_rectangle((cx, cy, cx + CARD_W, cy + CARD_H), paint.RADIUS, fill=paint.FELT)
        else:
            paint.slot(canvas.draw, cx, cy)
        tag = _trick_tag(names, seat, seat == leader, seat == winner)
        colour = GOLD if seat == winner else paint.TURN if seat == turn else paint.FELT_TEXT
        canvas.text(cx + CARD_W / 2, cy + CARD_H + 3, tag, LABEL_SIZE, anchor="ma", fill=colour)


def _trick_tag(names: Sequence[str] | None, seat: int, led: bool, won: bool) -> str:
    """The seat's label under its card at ``LABEL_SIZE``, never smaller: when "· led · won" leaves no room
    for a name, the winner's label says "won" only (the gold halo shows it too)."""
    tag = seat_label(names, seat, TRICK_LABELS[(led, won)], LABEL_SIZE, TRICK_LABEL_W)
    if paint.text_width(tag, LABEL_SIZE) > TRICK_LABEL_W:
        tag = seat_label(names, seat, TRICK_LABELS[(False, won)], LABEL_SIZE, TRICK_LABEL_W)
    return tag


def turn_of(view: dict[str, Any]) -> int | None:
    """The one seat to play into the trick now, if one is: while the view's ``phase`` is "playing" (not
    while bidding: a bid leaves the table picture as it was, and uploads nothing) and ``to_act`` names a
    single seat. ``phase`` is read first, so outside play the picture does not depend on ``to_act``
    (``memo``)."""
    if view.get("phase", "playing") != "playing":
        return None
    acting = view.get("to_act") or []
    if len(acting) != 1 or not isinstance(acting[0], int):
        return None
    return acting[0]


def card_row(canvas: Canvas, codes: Sequence[str], x: int, y: int, dim: Sequence[bool] | None = None) -> None:
    for i, code in enumerate(codes):
        canvas.card(code, x + i * (CARD_W + GAP), y, dim=bool(dim and dim[i]))


BADGE_SIZE = paint.INDEX_SIZE  # a badge's words: legible in any picture up to 580 px wide


def badge_width(text: str, size: int = BADGE_SIZE) -> int:
    """How wide ``badge`` draws ``text``."""
    return paint.text_width(text, size) + size * 3 // 5 + 22


def badge(canvas: Canvas, x: int, y: int, text: str, colour: RGB = GOLD, size: int = BADGE_SIZE) -> int:
    """A rounded label on the felt (the wild colour…) with a dot of ``colour``; returns its width. It is
    ``size + 10`` pixels high."""
    height = size + 10
    dot = size * 3 // 5
    width = badge_width(text, size)
    canvas.draw.rounded_rectangle(
        (x, y, x + width, y + height), height // 2, fill=paint.FELT_EDGE, outline=colour, width=1
    )
    top = y + (height - dot) // 2
    canvas.draw.ellipse((x + 8, top, x + 8 + dot, top + dot), fill=colour)
    canvas.text(x + dot + 14, y + height / 2, text, size, anchor="lm")
    return width


def grouped(cards: Sequence[str], key: object) -> list[list[str]]:
    """``cards`` in the order given, split where ``key(card)`` changes (one group per suit)."""
    groups: list[list[str]] = []
    last: object = object()
    for code in cards:
        k = key(code)  # type: ignore[operator]
        if groups and k == last:
            groups[-1].append(code)
        else:
            groups.append([code])
        last = k
    return groups


def trick_plays(view: dict[str, Any]) -> tuple[list[Any], int | None, int | None]:
    """The trick to show: the current one, or, between tricks, the last one with its winner."""
    current = list(view.get("trick") or [])
    last = view.get("last_trick")
    if not current and isinstance(last, dict) and last.get("cards"):
        cards = list(last.get("cards") or [])
        leader = cards[0][0] if cards and isinstance(cards[0], list | tuple) else None
        return cards, leader, last.get("winner")
    return current, view.get("leader"), None


def trick_table(game_id: str, view: dict[str, Any], names: Sequence[str] | None, players: int) -> Picture:
    """A trick-taking game's table: the trick alone (``trick``), drawn for a phone (everything else the
    table knows is in the message's text): the trick being played, or between tricks the one just won
    with its winner, the seat to play next lit. ``players``: the count when the view has none."""
    plays, leader, winner = trick_plays(view)
    canvas = Canvas(game_id, TRICK_W + 2 * paint.MARGIN, TRICK_H + 2 * paint.MARGIN)
    seats = int(view.get("players") or players)
    trick(canvas, paint.MARGIN, paint.MARGIN, seats, plays, leader, winner, names, turn_of(view))
    return canvas.picture("table.png")
