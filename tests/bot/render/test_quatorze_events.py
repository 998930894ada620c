"""Event lines for the channel: every play and every public power result, each naming only the cards its
event names (events carry no hidden card, and the lines add none)."""

from __future__ import annotations

import pytest

from bot.render.quatorze import UI, announce
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
from tests.bot.render.quatorze_views import act, ctx, sins, wonders

CTX = ctx(3)


def worded(context, events) -> list[str]:  # type: ignore[no-untyped-def]
    """Each event in words: a "Last: …" line of the table message, or a message the channel keeps."""
    return [
        text
        for e in events
        for text in announce.event_lines(context, [e]) or UI.history_messages(context, [e])
    ]


def line(event: object) -> str:
    (text,) = worded(CTX, [event])  # type: ignore[list-item]
    return text


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (CardPlayed(0, "QU5", "QU", "own", "QU", True, False),
         "alice plays QU5🟣V Queens 5 (violet) on **Queens** — a new column ⚡ Queens: ask about Queens"),
        (CardPlayed(1, "QU6", "LG", "wild", "LG", False, False),
         "bob plays QU6🔴R Queens 6 (red) on **Lucky Gods** as a wild card ⚡ Lucky Gods: guess the top "
         "card"),
        # A card played and later taken into a hand: the public record no longer names it.
        (CardPlayed(2, None, "QU", "own", "QU", False, False),
         "carol plays a card on **Queens** ⚡ Queens: ask about Queens"),
        (CardPlayed(2, "AM7", "DS", "anywhere", None, False, False),
         "carol plays AM7🔴R Ages of Man 7 (red) on **Deadly Sins** (Ages of Man cards may go on any column, "
         "without its power)"),
        (CardPlayed(0, "SE1", "SE", "own", "SE", False, True),
         "alice's second play (Holy Virtues): SE1🫐I Seas 1 (indigo) on **Seas** ⚡ Seas: take a top card"),
        (CardsDrawn(1, 2), "bob draws 2 cards."),
        (TurnSkipped(2), "carol holds no card (the deck is empty): turn skipped."),
        (PowerFizzled(0, "NO", "not_consecutive"),
         "Notes does nothing: the note is not next to the previous top card."),
        (PowerFizzled(0, "DS", "no_target"), "Deadly Sins does nothing: no opponent holds a card."),
        (SinCommitted(0, 1, "AM3"),
         "Deadly Sins: alice takes a random card from bob's hand — AM3🟢G Ages of Man 3 (green)"),
        (SinPlaced(0, 1, "AM3", "AM", True),
         "AM3🟢G goes onto **Ages of Man** (a new column), without its power."),
        (LuckyGodsRevealed(0, "3", "LG3", True),
         "Lucky Gods: alice calls **3**; the top card is LG3🟣V Lucky Gods 3 (violet): ✨ a match! It is a "
         "bonus card in front of alice (+2)."),
        (LuckyGodsRevealed(1, "indigo", "LG3", False),
         "Lucky Gods: bob calls **🫐 indigo**; the top card is LG3🟣V Lucky Gods 3 (violet): no match — it "
         "goes into bob's hand."),
        (LuckyGodsRevealed(1, "red", "LG4", True),
         "Lucky Gods: bob calls **🔴 red**; the top card is LG4🔴R Lucky Gods 4 (red): ✨ a match! It is a "
         "bonus card in front of bob (+2)."),
        (LuminariesDirected(0, "right"),
         "Luminaries: alice passes a card face down to the right; everyone else now chooses a card to pass "
         "right."),
        (LuminariesChosen(2), "carol has chosen a card to pass."),
        (LuminariesExchanged(0, "left", (0, 2)),
         "🔁 The Luminaries cards move left, face down (passed by alice, carol)."),
        (CardTaken(1, "LG7", "LG", "NO"),
         "Notes: bob takes LG7🟢G Lucky Gods 7 (green) from **Lucky Gods**."),
        (CardTaken(1, "AM2", "LG", "SE"),
         "Seas: bob takes AM2🟡Y Ages of Man 2 (yellow) from **Lucky Gods**."),
        (TakeSkipped(1, "NO"), "Notes: bob takes nothing."),
        (CardMoved(0, "AM3", "AM", "SA"),
         "Planes of Existence: alice moves AM3🟢G Ages of Man 3 (green) from **Ages of Man** to **Sages**."),
        (QueensAsked(0, 2, True), 'Queens: alice asks carol "Do you have any Queens?" — **yes**.'),
        (QueensAsked(0, 1, False), 'Queens: alice asks bob "Do you have any Queens?" — **no**.'),
        (SagesAnnounced(2, ((0, 12), (1, 7))), "Sages: the hand sums (printed values) — alice 12 · bob 7."),
        (WondersLooked(0, None, 2), "Wonders: alice looks at card 2 from the top of the deck."),
        (WondersLooked(0, 1, 3), "Wonders: alice looks at bob's card #3."),
        (DeckReordered(0, 3),
         "Wonders: alice puts the 3 deck cards back on top in an order of their choice."),
    ],
)  # fmt: skip
def test_event_lines(event: object, text: str) -> None:
    assert line(event) == text


def test_the_game_end_names_how_it_ended_the_scores_and_the_winner() -> None:
    assert line(GameEnded("played", "PE7", "PE", 2, (12, 9, 17), (2,))) == (
        "🏁 **Game over** — Peaks got its 7th card: PE7🔵B lies sideways in carol's hand.\n"
        "Scores: alice 12 · bob 9 · carol 17 (each card's value is explained in the table message).\n"
        "🏆 **carol** wins"
    )
    assert "through a power: it scores for nobody." in line(
        GameEnded("power", "AM2", "PE", None, (1, 1), (0,))
    )
    assert "— nobody holds a card any more." in line(GameEnded("no_cards", None, None, None, (3, 3), (0, 1)))


def test_a_real_turn_reads_in_order() -> None:
    state = sins()
    events: list = []
    act(state, "target:1", "place:LG", events=events)
    assert worded(CTX, events) == [
        "Deadly Sins: alice takes a random card from bob's hand — AM3🟢G Ages of Man 3 (green)",
        "AM3🟢G goes onto **Lucky Gods**, without its power.",
        "bob draws 1 card.",
        "alice draws 1 card.",
    ]


def test_a_wonders_look_names_the_place_never_the_card() -> None:
    events: list = []
    act(wonders(), "look:1:2", "look:deck", "look:2:1", events=events)
    lines = worded(CTX, events)
    assert lines[:3] == [
        "Wonders: alice looks at bob's card #2.",
        "Wonders: alice looks at card 1 from the top of the deck.",
        "Wonders: alice looks at carol's card #1.",
    ]
    assert not any(code in "".join(lines) for code in ("HV2", "SE1", "LG2"))


def test_unknown_events_are_skipped() -> None:
    assert worded(CTX, [object()]) == []  # type: ignore[list-item]
