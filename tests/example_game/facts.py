"""What High Card declares for the shared tests: the defaults and the low-wins variant, and how its
cards print (a suit emoji and the rank, as the renderer's card buttons read)."""

from __future__ import annotations

from games.facts import CardPrint, GameFacts, Variant

FACTS = GameFacts(
    cards=CardPrint(suits={"R": ("🟥",), "B": ("🟦",)}),
    variants=(Variant(), Variant({"low_wins": True})),
    public_persists=True,  # one deal a game: a card played stays known
)
