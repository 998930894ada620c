"""What happened, in words: the table message's "Last: …" lines (every play, every public power
result) and the one message the channel keeps, the game's end.

Events are the engine's own classes (``games.quatorze.events``, fields as in docs/views-quatorze.md);
none carries a hidden card, and nothing here adds one: each line names only cards its event names. Events
of other kinds are skipped.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.kit import events
from bot.render.people import name, victory_line
from bot.render.quatorze.tokens import card, colour_text, full, kind, power_short, type_name
from bot.render.quatorze.viewdata import LEFT
from games.quatorze.events import (
    CardMoved,
    CardPlayed,
    CardsDrawn,
    CardTaken,
    DeckReordered,
    GameEnded,
    LuckyGodsRevealed,
    LuminariesChosen,
    LuminariesDirected,
    LuminariesExchanged,
    PowerFizzled,
    QueensAsked,
    SagesAnnounced,
    SinCommitted,
    SinPlaced,
    TakeSkipped,
    TurnSkipped,
    WondersLooked,
)

FIZZLES = {
    "no_target": N_("no opponent holds a card"),
    "empty_deck": N_("the deck is empty"),
    "empty_hand": N_("there is no card in hand"),
    "not_consecutive": N_("the note is not next to the previous top card"),
    "nothing_to_take": N_("there is no card to take"),
    "nothing_to_move": N_("there is no top card to move"),
    "nothing_to_look_at": N_("there is nothing to look at"),
}

# How a card was played (the event's ``how``; ``created`` for a new column), first play and Holy Virtues'
# second play: whole sentences, so a translation may order them as its language does.
PLAYED = {
    "own": N_("{who} plays {card} on **{col}**"),
    "created": N_("{who} plays {card} on **{col}** — a new column"),
    "wild": N_("{who} plays {card} on **{col}** as a wild card"),
    "anywhere": N_("{who} plays {card} on **{col}** ({type} cards may go on any column, without its power)"),
}
SECOND = {
    "own": N_("{who}'s second play (Holy Virtues): {card} on **{col}**"),
    "created": N_("{who}'s second play (Holy Virtues): {card} on **{col}** — a new column"),
    "wild": N_("{who}'s second play (Holy Virtues): {card} on **{col}** as a wild card"),
    "anywhere": N_(
        "{who}'s second play (Holy Virtues): {card} on **{col}** ({type} cards may go on any column, "
        "without its power)"
    ),
}


def shown(code: str | None, token: Callable[[object], str]) -> str:
    """A card of the history as ``token`` writes it; the public view leaves out (None) a card now in a
    hand, which reads "a card"."""
    return token(code) if code else _("a card")


def card_played(ctx: TableContext, e: CardPlayed) -> str:
    how = "created" if e.created else e.how if e.how in ("wild", "anywhere") else "own"
    line = _(
        (SECOND if e.second else PLAYED)[how],
        who=name(ctx, e.seat),
        card=shown(e.card, full),
        col=type_name(e.column),
        type=type_name(kind(e.card)),
    )
    if e.power:
        line += f" ⚡ {type_name(e.power)}: {power_short(e.power)}"
    return line


def cards_drawn(ctx: TableContext, e: CardsDrawn) -> str:
    return ngettext("{who} draws {n} card.", "{who} draws {n} cards.", e.count, who=name(ctx, e.seat))


def turn_skipped(ctx: TableContext, e: TurnSkipped) -> str:
    return _("{who} holds no card (the deck is empty): turn skipped.", who=name(ctx, e.seat))


def power_fizzled(ctx: TableContext, e: PowerFizzled) -> str:
    reason = _(FIZZLES[e.reason]) if e.reason in FIZZLES else e.reason.replace("_", " ")
    return _("{type} does nothing: {reason}.", type=type_name(e.power), reason=reason)


def sin_committed(ctx: TableContext, e: SinCommitted) -> str:
    return _(
        "Deadly Sins: {who} takes a random card from {victim}'s hand — {card}",
        who=name(ctx, e.seat),
        victim=name(ctx, e.victim),
        card=shown(e.card, full),
    )


def sin_placed(ctx: TableContext, e: SinPlaced) -> str:
    if e.created:
        return _(
            "{card} goes onto **{col}** (a new column), without its power.",
            card=shown(e.card, card),
            col=type_name(e.column),
        )
    return _(
        "{card} goes onto **{col}**, without its power.", card=shown(e.card, card), col=type_name(e.column)
    )


def lucky_revealed(ctx: TableContext, e: LuckyGodsRevealed) -> str:
    values = {"who": name(ctx, e.seat), "call": e.call if e.call.isdigit() else colour_text(e.call)}
    if e.card:
        values["card"] = full(e.card)
        if e.hit:
            text = N_(
                "Lucky Gods: {who} calls **{call}**; the top card is {card}: ✨ a match! It is a bonus card "
                "in front of {who} (+2)."
            )
        else:
            text = N_(
                "Lucky Gods: {who} calls **{call}**; the top card is {card}: no match — it goes into "
                "{who}'s hand."
            )
    elif e.hit:
        text = N_(
            "Lucky Gods: {who} calls **{call}**; the top card is revealed: ✨ a match! It is a bonus card in "
            "front of {who} (+2)."
        )
    else:
        text = N_(
            "Lucky Gods: {who} calls **{call}**; the top card is revealed: no match — it goes into {who}'s "
            "hand."
        )
    return _(text, **values)


def luminaries_directed(ctx: TableContext, e: LuminariesDirected) -> str:
    if e.direction == LEFT:
        text = N_(
            "Luminaries: {who} passes a card face down to the left; everyone else now chooses a card to "
            "pass left."
        )
    else:
        text = N_(
            "Luminaries: {who} passes a card face down to the right; everyone else now chooses a card to "
            "pass right."
        )
    return _(text, who=name(ctx, e.seat))


def luminaries_chosen(ctx: TableContext, e: LuminariesChosen) -> str:
    return _("{who} has chosen a card to pass.", who=name(ctx, e.seat))


def luminaries_exchanged(ctx: TableContext, e: LuminariesExchanged) -> str:
    passers = ", ".join(name(ctx, s) for s in e.passers) or _("nobody")
    if e.direction == LEFT:
        return _("🔁 The Luminaries cards move left, face down (passed by {passers}).", passers=passers)
    return _("🔁 The Luminaries cards move right, face down (passed by {passers}).", passers=passers)


def card_taken(ctx: TableContext, e: CardTaken) -> str:
    values = {"type": type_name(e.power), "who": name(ctx, e.seat), "col": type_name(e.column)}
    if e.card:
        return _("{type}: {who} takes {card} from **{col}**.", card=full(e.card), **values)
    # The public view leaves out a card now in a hand (None): "takes a card".
    return _("{type}: {who} takes a card from **{col}**.", **values)


def take_skipped(ctx: TableContext, e: TakeSkipped) -> str:
    return _("{type}: {who} takes nothing.", type=type_name(e.power), who=name(ctx, e.seat))


def card_moved(ctx: TableContext, e: CardMoved) -> str:
    return _(
        "Planes of Existence: {who} moves {card} from **{source}** to **{target}**.",
        who=name(ctx, e.seat),
        card=shown(e.card, full),
        source=type_name(e.source),
        target=type_name(e.target),
    )


def queens_asked(ctx: TableContext, e: QueensAsked) -> str:
    values = {"who": name(ctx, e.seat), "target": name(ctx, e.target)}
    if e.answer:
        return _('Queens: {who} asks {target} "Do you have any Queens?" — **yes**.', **values)
    return _('Queens: {who} asks {target} "Do you have any Queens?" — **no**.', **values)


def sages_announced(ctx: TableContext, e: SagesAnnounced) -> str:
    sums = " · ".join(f"{name(ctx, seat)} {total}" for seat, total in e.sums)
    return _("Sages: the hand sums (printed values) — {sums}.", sums=sums or _("nobody"))


def wonders_looked(ctx: TableContext, e: WondersLooked) -> str:
    if e.target is None:
        return _(
            "Wonders: {who} looks at card {position} from the top of the deck.",
            who=name(ctx, e.seat),
            position=e.position,
        )
    return _(
        "Wonders: {who} looks at {target}'s card #{position}.",
        who=name(ctx, e.seat),
        target=name(ctx, e.target),
        position=e.position,
    )


def deck_reordered(ctx: TableContext, e: DeckReordered) -> str:
    return ngettext(
        "Wonders: {who} puts the {n} deck card back on top in an order of their choice.",
        "Wonders: {who} puts the {n} deck cards back on top in an order of their choice.",
        e.count,
        who=name(ctx, e.seat),
    )


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    column = type_name(e.column)
    if e.reason == "played":
        how = _(
            "{col} got its 7th card: {card} lies sideways in {owner}'s hand",
            col=column,
            card=card(e.card),
            owner=name(ctx, e.owner),
        )
    elif e.reason == "power":
        how = _(
            "{col} got its 7th card, {card}, through a power: it scores for nobody",
            col=column,
            card=card(e.card),
        )
    else:
        how = _("nobody holds a card any more")
    scores = " · ".join(f"{name(ctx, s)} {score}" for s, score in enumerate(e.scores))
    return "\n".join(
        [
            _("🏁 **Game over** — {how}.", how=how),
            _("Scores: {scores} (each card's value is explained in the table message).", scores=scores),
            victory_line(ctx, list(e.winners)),
        ]
    )


HANDLERS: events.Handlers = {
    CardPlayed: card_played,
    CardsDrawn: cards_drawn,
    TurnSkipped: turn_skipped,
    PowerFizzled: power_fizzled,
    SinCommitted: sin_committed,
    SinPlaced: sin_placed,
    LuckyGodsRevealed: lucky_revealed,
    LuminariesDirected: luminaries_directed,
    LuminariesChosen: luminaries_chosen,
    LuminariesExchanged: luminaries_exchanged,
    CardTaken: card_taken,
    TakeSkipped: take_skipped,
    CardMoved: card_moved,
    QueensAsked: queens_asked,
    SagesAnnounced: sages_announced,
    WondersLooked: wonders_looked,
    DeckReordered: deck_reordered,
}


# One line per event of a turn this game words (for the table's "Last: …"); others skipped.
event_lines = events.each(HANDLERS)
# The game's end is the one message the channel keeps (the final scoring is in the table message).
history_messages = events.each({GameEnded: game_ended})
