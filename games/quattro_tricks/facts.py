"""What Quattro Trick-Taking declares for the shared tests (``games.facts``): each hand is secret to its
seat and nothing else is hidden; a round's scoring may name the cards of the round just played."""

from __future__ import annotations

from games.facts import CardPrint, GameFacts, Variant

FACTS = GameFacts(
    cards=CardPrint(suits={"R": ("🟥",), "B": ("🟦",), "Y": ("🟨",), "G": ("🟩",)}),
    variants=(
        Variant(),
        Variant({"custom_rule": "set_selection", "strict_unused": True}),
        Variant({"custom_rule": "starting_choice", "a_bonus_without_chip": True}),
    ),
    # Cards are dealt anew each round: the round just scored is history anyone may read.
    reveals=(r"Round \d+ scored",),
)
