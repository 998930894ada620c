"""What Quatorze declares for the shared tests (``games.facts``). A card prints as its code ("QU5", also
in the short "QU5🟣V") or as its type's long name and number, in English or Korean ("Queens 5", "여왕 5").
Secret: the hand, the card a seat is passing face down, the deck cards it looked at. Cards are dealt once
a game, so a card once face up (a column, a bonus, a discard, a card an event names) stays public
knowledge even after a power moves it into a hand."""

from __future__ import annotations

from games.facts import CardPrint, DailyFormat, GameFacts, Variant, View

# type code -> its long name, English then Korean (the names a table prints before the number)
LONG_NAMES: dict[str, tuple[str, str]] = {
    "AM": ("Ages of Man", "인간의 시대"),
    "CO": ("Colors", "무지개"),
    "DA": ("Days", "요일"),
    "DS": ("Deadly Sins", "대죄"),
    "HV": ("Holy Virtues", "미덕"),
    "LG": ("Lucky Gods", "칠복신"),
    "LU": ("Luminaries", "천체"),
    "NO": ("Notes", "음표"),
    "PE": ("Peaks", "봉우리"),
    "PL": ("Planes of Existence", "존재의 차원"),
    "QU": ("Queens", "여왕"),
    "SA": ("Sages", "현자"),
    "SE": ("Seas", "바다"),
    "WO": ("Wonders", "불가사의"),
}


def secret(view: View) -> set[str]:
    deck_looks = {look["card"] for look in view.get("looked") or [] if look.get("seat") is None}
    passing = {view["my_pass"]} if view.get("my_pass") else set()
    return set(view["hand"]) | passing | deck_looks


def known(view: View) -> set[str]:
    """Its Wonders looks and both sides of its last pass."""
    looks = {look["card"] for look in view.get("looked") or []}
    exchange = view.get("exchange") or {}
    return looks | {card for card in (exchange.get("gave"), exchange.get("got")) if card}


def public(view: View) -> set[str]:
    shown = {card for column in view["columns"] for card in column["cards"]}
    shown.update(card for cards in view["bonus"] for card in cards)
    decision = view.get("decision") or {}
    shown.update(card for card in (decision.get("discard"), decision.get("card")) if card)
    return shown


def event_cards(event: object) -> set[str]:
    """Events are public: a card one names was seen by everyone (a Lucky Gods miss shows the deck's top
    card; a card played and taken in the same burst of bot moves never shows in a view)."""
    card = getattr(event, "card", None)
    return {card} if isinstance(card, str) else set()


# The daily deal: three seats, the whole game (one hand until a column reaches 7).
DAILY_SEATS = 3

FACTS = GameFacts(
    cards=CardPrint(suits={code: tuple(f"{name} " for name in names) for code, names in LONG_NAMES.items()}),
    variants=(
        Variant(),
        Variant({"types": "quatorze", "count_any_type_in_column": True}),
        Variant({"types": "random"}),
    ),
    secret=secret,
    known=known,
    public=public,
    event_cards=event_cards,
    public_persists=True,
    proper_names=("Seven7s",),  # the game its types come from ("original Seven7s types"), in every language
    daily=DailyFormat(players=DAILY_SEATS),
)
