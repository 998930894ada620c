"""The trick-taking kit (games/tricks.py): following suit, the winner by the game's own strength, the
deal and the dealer passing to the left."""

from __future__ import annotations

from games import tricks

SUIT = {"R1": "R", "R7": "R", "B3": "B", "B9": "B", "J": None}  # J, a joker, follows no suit


def number(card: str) -> int:
    return int(card[1:])


def test_a_player_holding_the_led_suit_must_follow_it() -> None:
    assert tricks.follow(("R1", "B3", "B9", "J"), "B", SUIT) == ("B3", "B9")


def test_a_player_without_the_led_suit_may_play_anything_and_a_card_of_no_suit_never_follows() -> None:
    assert tricks.follow(("R1", "J"), "B", SUIT) == ("R1", "J")


def test_the_leader_may_play_anything() -> None:
    assert tricks.follow(("R1", "B3"), None, SUIT) == ("R1", "B3")


def test_the_strongest_card_wins_and_a_card_without_strength_cannot() -> None:
    def led_suit_only(_position: int, card: str) -> int | None:
        return number(card) if SUIT[card] == "B" else None

    assert tricks.winner(((2, "B3"), (0, "R7"), (1, "B9")), led_suit_only) == (1, "B9")
    assert tricks.winner(((2, "B3"), (0, "R7")), led_suit_only) == (2, "B3")


def test_the_strength_may_depend_on_the_position_in_the_trick() -> None:
    def joker_high_unless_led(position: int, card: str) -> int | None:
        return (0 if position == 0 else 50) if card == "J" else number(card)

    assert tricks.winner(((0, "B3"), (1, "J")), joker_high_unless_led) == (1, "J")
    assert tricks.winner(((1, "J"), (0, "B3")), joker_high_unless_led) == (0, "B3")


def test_of_equal_strengths_the_earlier_card_wins() -> None:
    assert tricks.winner(((3, "R7"), (1, "B9")), lambda _p, _c: 1) == (3, "R7")


def test_the_deal_gives_each_seat_its_block_of_the_order_sorted() -> None:
    hands = tricks.deal(("B9", "R1", "B3", "R7", "J"), players=2, size=2, sort=lambda c: tuple(sorted(c)))
    assert hands == (("B9", "R1"), ("B3", "R7"))


def test_the_shuffle_depends_only_on_the_seed_and_the_round_and_a_stacked_deal_comes_first() -> None:
    deck = tuple(SUIT)
    assert tricks.shuffled(deck, 7, 2) == tricks.shuffled(deck, 7, 2)
    assert sorted(tricks.shuffled(deck, 7, 2)) == sorted(deck)
    orders = {tricks.shuffled(deck, 7, r) for r in range(1, 20)}
    assert len(orders) > 1
    stacked = [("J", "B9", "B3", "R7", "R1")]
    assert tricks.round_order(deck, 7, 1, stacked) == stacked[0]
    assert tricks.round_order(deck, 7, 2, stacked) == tricks.shuffled(deck, 7, 2)


def test_the_deal_passes_to_the_left_each_round() -> None:
    assert [tricks.dealer(r, 3) for r in range(1, 6)] == [0, 1, 2, 0, 1]
    assert [tricks.dealer(r, 4, first=2) for r in range(1, 4)] == [2, 3, 0]
