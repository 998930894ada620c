"""Trick play (spec §3 d): follow the led season, highest trump else highest of the led season, and every
case of the butterfly, on stacked decks."""

from __future__ import annotations

import games.four_seasons as fs
from games.four_seasons.events import CardPlayed, TrickWon
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    RULEBOOK_TRICKS,
    TAMARA,
    bid_all,
    deck_of_hands,
    play_tricks,
    refused,
    rulebook_game,
)


def rulebook_playing() -> fs.State:
    return bid_all(rulebook_game(bonus_bids=False), RULEBOOK_BIDS)


def stacked(players: int, hands: list[list[str]], turn_up: str, bids: dict[int, str]) -> fs.State:
    state = fs.new_game(players, 1, fs.Options(bonus_bids=False), [deck_of_hands(players, hands, turn_up)])
    return bid_all(state, bids)


# 3 players, summer trump; seat 1 leads with the butterfly in hand; nobody but seat 1 holds winter cards
# after the bids, and seat 2 holds the summer 4-7 and the spring 8.
LEAD_DEAL = [
    ["R1", "R2", "R3", "R4", "G1", "G2", "G3", "G4", "B1", "B2", "B3", "Y3"],
    ["BF", "Y9", "Y8", "Y2", "G9", "R9", "B4", "B5", "B6", "B7", "B8", "B9"],
    ["R5", "R6", "R7", "R8", "Y4", "Y5", "Y6", "Y7", "G5", "G6", "G7", "G8"],
]
LEAD_BIDS = {0: "bid:B1,B2,B3", 1: "bid:B5,B6,B7", 2: "bid:G5,G6,G7"}
# 3 players, summer trump; seat 1 holds every summer card but the turn-up, seat 2 the butterfly and no summer.
FOLLOW_DEAL = [
    ["R1", "R2", "R3", "R4", "G1", "G2", "G3", "G4", "B1", "B2", "B3", "B4"],
    ["Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "R5", "R6", "G5", "G6"],
    ["BF", "R7", "R8", "R9", "G7", "G8", "G9", "B5", "B6", "B7", "B8", "B9"],
]
FOLLOW_BIDS = {0: "bid:R1,R2,R3", 1: "bid:G5,R5,R6", 2: "bid:B5,B6,B7"}
# 4 players, the butterfly turned up: no trump. Seat 1 leads autumn; seats 0 and 2 have none.
NO_TRUMP_DEAL = [
    ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"],
    ["R1", "R2", "G1", "G2", "G3", "G4", "G5", "G6", "G7"],
    ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9"],
    ["R3", "R4", "R5", "R6", "R7", "R8", "R9", "G8", "G9"],
]
NO_TRUMP_BIDS = {0: "bid:B1,B2", 1: "bid:G1,G2", 2: "bid:Y1,Y2", 3: "bid:G8,G9"}


# --- following ----------------------------------------------------------------------------------------
def test_the_dealers_left_leads_the_first_trick_and_may_play_anything() -> None:
    state = rulebook_playing()
    assert fs.to_act(state) == (ENRICO,) and state.leader == ENRICO
    assert len(fs.legal_actions(state, ENRICO)) == 7


def test_you_must_follow_the_led_season_holding_trumps_or_the_butterfly_does_not_excuse_you() -> None:
    state = play_tricks(rulebook_playing(), ["G5 BF Y2 G2", "R9 R4 R5"])  # Karin: R1 R2 Y6-Y9
    assert fs.legal_actions(state, KARIN) == ["play:R1", "play:R2"]  # she holds trumps, must follow
    with refused("You must follow autumn (red)."):
        fs.apply(state, KARIN, "play:Y9")


def test_the_butterfly_cannot_be_played_while_holding_the_led_season() -> None:
    state = play_tricks(
        stacked(3, FOLLOW_DEAL, "Y1", FOLLOW_BIDS), ["G6"]
    )  # seat 1 leads its last spring card; seat 2 holds G7-G9 and BF
    assert fs.legal_actions(state, 2) == ["play:G7", "play:G8", "play:G9"]
    with refused("You must follow spring (green)."):
        fs.apply(state, 2, "play:BF")


def test_playing_out_of_turn_or_a_card_not_held_is_refused() -> None:
    state = rulebook_playing()
    with refused("It is not your turn."):
        fs.apply(state, KARIN, "play:BF")
    with refused("You don't hold R9."):
        fs.apply(state, ENRICO, "play:R9")
    with refused("'Z9' is not a card; cards look like R9, Y4 or BF."):
        fs.apply(state, ENRICO, "play:Z9")
    with refused("It is your turn to play a card (play:<card>)."):
        fs.apply(state, ENRICO, "pass")


def test_every_card_is_an_explicit_action_even_the_last_one() -> None:
    state = play_tricks(rulebook_playing(), [*RULEBOOK_TRICKS[:6], "Y7 B8 G4"])
    assert fs.to_act(state) == (ENRICO,) and fs.legal_actions(state, ENRICO) == ["play:G8"]


# --- the butterfly ------------------------------------------------------------------------------------
def test_rulebook_the_butterfly_is_a_green_10_and_loses_to_a_trump() -> None:
    """Yellow is trump. Enrico leads green, Karin has none and plays the butterfly, Tamara has no green
    either and trumps, Peter plays his lowest green: Tamara takes the trick."""
    events: list = []
    state = play_tricks(rulebook_playing(), [RULEBOOK_TRICKS[0]], events)
    assert events[:4] == [
        CardPlayed(seat=ENRICO, card="G5", named=None),
        CardPlayed(seat=KARIN, card="BF", named=None),
        CardPlayed(seat=TAMARA, card="Y2", named=None),
        CardPlayed(seat=PETER, card="G2", named=None),
    ]
    assert events[4] == TrickWon(
        trick=1,
        winner=TAMARA,
        card="Y2",
        cards=((ENRICO, "G5"), (KARIN, "BF"), (TAMARA, "Y2"), (PETER, "G2")),
        named=None,
    )
    assert fs.to_act(state) == (TAMARA,)  # the winner leads the next trick


def test_a_butterfly_following_wins_as_the_10_of_the_led_season_when_nobody_trumps() -> None:
    state = play_tricks(rulebook_playing(), ["G5 BF R7 G2"])  # Tamara discards instead of trumping
    assert state.tricks[0].winner == KARIN and state.tricks[0].card == "BF"


def test_a_butterfly_following_a_trump_lead_is_the_top_trump() -> None:
    state = stacked(3, FOLLOW_DEAL, "Y1", FOLLOW_BIDS)
    assert fs.legal_actions(state, 1)[:1] == ["play:Y2"]
    state = play_tricks(state, ["Y9"])
    assert "play:BF" in fs.legal_actions(state, 2)  # void in summer: the butterfly may follow
    state = play_tricks(state, ["BF R4"])
    assert state.tricks[0].winner == 2 and state.tricks[0].card == "BF"


def test_leading_the_butterfly_means_naming_a_season() -> None:
    state = stacked(3, LEAD_DEAL, "Y1", LEAD_BIDS)
    legal = fs.legal_actions(state, 1)
    assert legal[-4:] == ["play:BF:R", "play:BF:Y", "play:BF:G", "play:BF:B"]
    assert "play:BF" not in legal
    with refused(
        "Name a season when you lead the butterfly: play:BF:R (autumn), play:BF:Y (summer), "
        "play:BF:G (spring) or play:BF:B (winter)."
    ):
        fs.apply(state, 1, "play:BF")
    with refused("'X' is not a season. Name a season when you lead the butterfly: play:BF:R (autumn), "
                 "play:BF:Y (summer), play:BF:G (spring) or play:BF:B (winter)."):  # fmt: skip
        fs.apply(state, 1, "play:BF:X")


def test_a_led_butterfly_is_0_of_the_named_season_and_others_must_follow_it() -> None:
    state = stacked(3, LEAD_DEAL, "Y1", LEAD_BIDS)
    state, events = fs.apply(state, 1, "play:BF:G")
    assert events == [CardPlayed(seat=1, card="BF", named="G")]
    public = fs.view(state, None)
    assert public["named"] == "G" and public["led"] == "G"
    assert fs.legal_actions(state, 2) == ["play:G8"]  # spring must be followed
    state = play_tricks(state, ["G8 G1"])
    assert state.tricks[0].winner == 2 and state.tricks[0].named == "G"


def test_a_led_butterfly_wins_when_nobody_plays_the_named_season_or_a_trump() -> None:
    state = play_tricks(stacked(3, LEAD_DEAL, "Y1", LEAD_BIDS), ["BF:B R5 G1"])
    assert (state.tricks[0].winner, state.tricks[0].card) == (1, "BF")


def test_a_led_butterfly_loses_to_a_trump() -> None:
    state = play_tricks(stacked(3, LEAD_DEAL, "Y1", LEAD_BIDS), ["BF:B Y4 G1"])
    assert (state.tricks[0].winner, state.tricks[0].card) == (2, "Y4")


def test_the_butterfly_may_name_trump_and_is_then_the_lowest_trump() -> None:
    state = stacked(3, LEAD_DEAL, "Y1", LEAD_BIDS)
    state, _ = fs.apply(state, 1, "play:BF:Y")
    assert fs.legal_actions(state, 2) == ["play:Y4", "play:Y5", "play:Y6", "play:Y7"]
    state = play_tricks(state, ["Y4 Y3"])
    assert state.tricks[0].winner == 2


def test_only_a_leading_butterfly_names_a_season() -> None:
    state = play_tricks(rulebook_playing(), ["G5"])
    with refused("Only a butterfly that leads names a season: play it as play:BF."):
        fs.apply(state, KARIN, "play:BF:G")


def test_the_butterfly_as_the_last_card() -> None:
    """Seat 2 keeps the butterfly as long as it has another legal card: it is then its last card."""
    state = stacked(3, FOLLOW_DEAL, "Y1", FOLLOW_BIDS)
    while len(state.tricks) < 8:
        (seat,) = fs.to_act(state)
        legal = [a for a in fs.legal_actions(state, seat) if "BF" not in a] or fs.legal_actions(state, seat)
        state, _ = fs.apply(state, seat, legal[0])
    while fs.to_act(state) != (2,):
        (seat,) = fs.to_act(state)
        state, _ = fs.apply(state, seat, fs.legal_actions(state, seat)[0])
    assert state.hands[2] == ("BF",)
    assert fs.legal_actions(state, 2) in (["play:BF"], ["play:BF:R", "play:BF:Y", "play:BF:G", "play:BF:B"])


def test_without_trump_the_highest_card_of_the_led_season_wins() -> None:
    state = stacked(4, NO_TRUMP_DEAL, "BF", NO_TRUMP_BIDS)
    assert state.trump is None
    assert not any("BF" in a for s in range(4) for a in fs.legal_actions(state, s))
    state = play_tricks(state, ["R2 Y9 R3 B9"])  # the summer 9 would be trump in a summer round
    assert (state.tricks[0].winner, state.tricks[0].card) == (3, "R3")
