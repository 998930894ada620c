"""The trick-taking kit (games/tricks.py): following suit, the winner by the game's own strength, the
deal, the dealer passing to the left, and the play step over the trick in play."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from games import tricks
from games.base import IllegalActionError, Words
from games.fastcopy import fast_replace, maker

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


def test_with_trump_strength_the_lowest_trump_beats_the_highest_card_of_the_led_suit() -> None:
    plain = {card: rank for card, rank in zip(("R1", "R7", "B3", "B9"), (1, 7, 3, 9), strict=True)}
    strength = tricks.trump_strength(SUIT, plain, led="B", trump="R")
    assert tricks.winner(((0, "B3"), (1, "B9"), (2, "R1")), strength) == (2, "R1")
    assert tricks.winner(((0, "B3"), (1, "R1"), (2, "R7")), strength) == (2, "R7")


def test_with_no_trump_the_highest_card_of_the_led_suit_wins_and_another_suit_cannot() -> None:
    plain = {"R1": 1, "R7": 7, "B3": 3, "B9": 9}
    strength = tricks.trump_strength(SUIT, plain, led="B", trump=None)
    assert tricks.winner(((0, "B3"), (1, "R7"), (2, "B9")), strength) == (2, "B9")
    assert tricks.winner(((0, "B3"), (1, "R7")), strength) == (0, "B3")


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


# --- the trick in play and the play step -------------------------------------------------------------
@fast_replace
@dataclass(frozen=True, slots=True)
class Table:
    """The fields the play step reads and writes (games.tricks.TrickState), with ``named`` for J."""

    hands: tuple[tuple[str, ...], ...]
    leader: int | None
    trick: tuple[tricks.Play, ...]
    tricks: tuple[tricks.Trick, ...]
    named: str | None = None


@dataclass(frozen=True, slots=True)
class NamingPlayed(tricks.CardPlayed):
    named: str | None = None


@dataclass(frozen=True, slots=True)
class NamingWon(tricks.TrickWon):
    named: str | None = None


def highest_of_the_led_suit(_state: Table, led: str) -> tricks.Strength:
    return lambda _position, card: number(card) if SUIT[card] == led else None


RULES = tricks.TrickRules(
    suit=SUIT,
    strength=highest_of_the_led_suit,
    must_follow=lambda suit: IllegalActionError("Follow {suit}.", suit=suit),
    not_a_card=Words("{card} is not a card."),
    card_played=maker(NamingPlayed),
    trick_won=maker(NamingWon),
)


def table(*hands: tuple[str, ...], trick: tuple[tricks.Play, ...] = (), named: str | None = None) -> Table:
    return Table(hands=hands, leader=0, trick=trick, tricks=(), named=named)


def test_a_card_played_leaves_the_hand_and_joins_the_trick_and_the_next_seat_plays() -> None:
    state = table(("R1", "B3"), ("R7",), ("B9",))
    new, events = tricks.play(state, 0, "B3", RULES)
    assert new.hands == (("R1",), ("R7",), ("B9",)) and new.trick == ((0, "B3"),)
    assert events == [NamingPlayed(seat=0, card="B3")] and tricks.to_play(new) == 1
    assert state == table(("R1", "B3"), ("R7",), ("B9",)), "the play step changed its input"


def test_a_card_not_held_or_not_of_the_game_is_refused_in_the_games_words() -> None:
    state = table(("R1",), ("R7",))
    with pytest.raises(IllegalActionError, match="You don't hold B3"):
        tricks.play(state, 0, "B3", RULES)
    with pytest.raises(IllegalActionError, match="X5 is not a card"):
        tricks.play(state, 0, "X5", RULES)


def test_a_card_off_the_led_suit_is_refused_while_the_seat_holds_that_suit() -> None:
    state = table(("B3",), ("R7", "B9"), trick=((0, "B3"),))
    with pytest.raises(IllegalActionError, match="Follow B"):
        tricks.play(state, 1, "R7", RULES)


def test_the_last_card_closes_the_trick_its_strongest_card_wins_and_its_winner_leads_next() -> None:
    state = table((), ("B9",), ("R7",), trick=((0, "B3"),))
    state, _ = tricks.play(state, 1, "B9", RULES)
    new, events = tricks.play(state, 2, "R7", RULES)
    cards = ((0, "B3"), (1, "B9"), (2, "R7"))
    assert events[-1] == NamingWon(trick=1, winner=1, card="B9", cards=cards)
    assert new.trick == () and new.leader == 1 and tricks.to_play(new) == 1
    assert new.tricks == (tricks.Trick(1, cards, 1, "B9"),)


def test_a_lead_of_no_suit_names_the_suit_to_follow_until_the_trick_closes() -> None:
    state = table(("J",), ("R7", "B9"))
    state, events = tricks.play(state, 0, "J", RULES, named="R")
    assert events == [NamingPlayed(seat=0, card="J", named="R")] and state.named == "R"
    with pytest.raises(IllegalActionError, match="Follow R"):
        tricks.play(state, 1, "B9", RULES)
    new, events = tricks.play(state, 1, "R7", RULES)
    assert events[-1] == NamingWon(trick=1, winner=1, card="R7", cards=((0, "J"), (1, "R7")), named="R")
    assert new.named is None


def test_a_game_that_keeps_no_tricks_counts_them_its_own_way() -> None:
    @fast_replace
    @dataclass(frozen=True, slots=True)
    class Counting:
        hands: tuple[tuple[str, ...], ...]
        leader: int | None
        trick: tuple[tricks.Play, ...]
        done: int

    rules = tricks.TrickRules(
        suit=SUIT,
        strength=highest_of_the_led_suit,
        must_follow=RULES.must_follow,
        not_a_card=RULES.not_a_card,
        record=None,
        done=lambda state: state.done,
    )
    new, events = tricks.play(Counting(((), ("B9",)), 0, ((0, "B3"),), 4), 1, "B9", rules)
    assert events[-1] == tricks.TrickWon(trick=5, winner=1, card="B9", cards=((0, "B3"), (1, "B9")))
    assert new == Counting(((), ()), 1, (), 4)


def test_only_a_play_action_names_a_card() -> None:
    assert tricks.card_of("play:R7") == "R7"
    with pytest.raises(IllegalActionError, match="play a card"):
        tricks.card_of("bid:3")
