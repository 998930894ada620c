"""What Quattro Trick-Taking declares for the shared tests (``games.facts``): each hand is secret to its
seat and nothing else is hidden; a round's scoring may name the cards of the round just played."""

from __future__ import annotations

from games.facts import CardPrint, DailyFormat, GameFacts, Variant

# The daily deal: four seats and one round (a whole game is several rounds: too long for a daily).
DAILY_SEATS = 4
DAILY_ROUNDS = 1

FACTS = GameFacts(
    # A card prints as its colour's square and letter, then its number: 🟥R12 (docs/ux.md#card-tokens).
    cards=CardPrint(suits={"R": ("🟥R",), "B": ("🟦B",), "Y": ("🟨Y",), "G": ("🟩G",)}),
    variants=(
        Variant(),
        Variant({"custom_rule": "set_selection", "strict_unused": True}),
        Variant({"custom_rule": "starting_choice", "a_bonus_without_chip": True}),
    ),
    # Cards are dealt anew each round: the round just scored is history anyone may read.
    reveals=(r"Round \d+ scored",),
    daily=DailyFormat(players=DAILY_SEATS, rounds=DAILY_ROUNDS),
)
