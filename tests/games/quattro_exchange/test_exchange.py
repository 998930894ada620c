"""Exchange phases (spec §3.4): the snake order, exchanges, STOP, and who is 선 next."""

from __future__ import annotations

import games.quattro_exchange as qe
from games.base import Event
from games.quattro_exchange.events import Exchanged, ExchangePhaseEnded, ExchangePhaseStarted, Passed, Stopped
from tests.games.invariants import leaf_cards
from tests.games.quattro_exchange.scenarios import kept, opened, refused, run

# After opening ♠6 (seat 0) and ♥6 (seat 1) on the MASTER deal:
#   seat 0 hides ♦5 ♥4 ♣3, seat 1 hides ♣5 ♠4 ♦3;
#   V1 ♠5 ♦2 ♣1 · V2 🔘0 ♥5 ♦4 · V3 ♣6 ♠3 ♥1 · V4 ♦6 ♠2 ♣2 · V5 ♥3 ♣4 ♠1 · V6 🔘0 ♦1 ♥2


def phase_one(**options: object) -> qe.State:
    return opened(kept(**options), "S6", "H6")


def test_the_first_player_exchanges_first_and_the_virtual_player_gives_by_its_rule() -> None:
    state = phase_one()
    assert qe.to_act(state) == (0,)
    legal = qe.legal_actions(state, 0)
    assert legal[:3] == ["exchange:1:D5", "exchange:1:H4", "exchange:1:C3"]
    assert len(legal) == 6 * 3 + 1 and legal[-1] == "stop"
    state, events = qe.apply(state, 0, "exchange:1:D5")
    # V1 looks at the open ♠6: ♠5 clashes with the spade, ♦2 is the best card that fits.
    assert events == [Exchanged(seat=0, virtual=1, given="D5", visited=1)]
    assert qe.view(state, 0)["hand"] == ["D2", "H4", "C3"]
    assert qe.view(state, 0)["received"] == {"virtual": 1, "card": "D2"}


def test_the_card_given_is_face_up_in_its_slot_and_the_card_received_stays_private() -> None:
    state = run(phase_one(), "0 exchange:1:D5")
    public = qe.view(state, None)
    assert public["virtuals"][0] == {"cards": [None, "D5", None]}
    assert public["visited"] == [[1], []]
    assert not leaf_cards(public, ["D2"]) and not leaf_cards(qe.view(state, 1), ["D2"])
    assert qe.view(state, 1)["received"] is None


def test_the_order_is_first_second_second_first() -> None:
    state = phase_one()
    seats = []
    for _ in range(6):
        (seat,) = qe.to_act(state)
        seats.append(seat)
        state, _ = qe.apply(state, seat, qe.legal_actions(state, seat)[0])
    assert seats == [0, 1, 1, 0, 0, 1]


def test_a_black_zero_is_given_first_and_the_virtual_player_decides_before_receiving() -> None:
    state = run(phase_one(), "0 exchange:1:D5", "1 exchange:2:C5")
    assert qe.view(state, 1)["hand"] == ["S4", "D3", "K0"]
    # V1 now holds ♠5 ♦5(face up) ♣1; for seat 1's open ♥6 the best fit is ♠5, not the ♦5 just given.
    state = run(state, "1 exchange:1:S4")
    assert qe.view(state, 1)["received"] == {"virtual": 1, "card": "S5"}
    assert qe.view(state, None)["virtuals"][0] == {"cards": ["S4", "D5", None]}


def test_each_virtual_player_only_once_and_open_cards_cannot_be_given() -> None:
    state = run(phase_one(), "0 exchange:1:D5", "1 stop")
    assert "exchange:1:D2" not in qe.legal_actions(state, 0)
    with refused("You have already exchanged with V1; each one only once."):
        qe.apply(state, 0, "exchange:1:D2")
    with refused("♠6 is open: open cards can't be exchanged."):
        qe.apply(state, 0, "exchange:2:S6")
    with refused("You don't hold ♦5."):
        qe.apply(state, 0, "exchange:2:D5")
    with refused("Choose one of the virtual players V1 to V6 (exchange:<1-6>:<card>)."):
        qe.apply(state, 0, "exchange:7:D2")
    with refused("It is time to exchange or stop, not to open a card."):
        qe.apply(state, 0, "open:D2")
    with refused("It is not your turn."):
        qe.apply(state, 1, "stop")


def test_after_a_stop_the_other_player_takes_every_remaining_action() -> None:
    events: list[Event] = []
    state = run(phase_one(), "0 stop", "1 exchange:1:C5", "1 exchange:2:S4", "1 exchange:3:D3", events=events)
    assert events[0] == Stopped(seat=0, phase=1, auto=False)
    assert qe.to_act(state) == (1,)
    assert qe.view(state, None)["stops"] == [0]


def test_the_earlier_stopper_is_second_in_the_next_phase() -> None:
    events: list[Event] = []
    # Seat 1 stops at its first turn; the snake's next turn (seat 1's) falls to the active seat 0.
    state = run(phase_one(), "0 exchange:1:D5", "1 stop", "0 exchange:2:H4", "0 stop", events=events)
    assert events[-1] == ExchangePhaseEnded(phase=1, first_stopper=1, next_first=0)
    assert (state.phase, state.round, state.first) == ("opening", 2, 0)
    state = opened(state, "D2", "C5")
    assert qe.to_act(state) == (0,)
    state = run(state, "0 stop")
    state = run(state, "1 stop")
    assert (state.round, state.first) == (3, 1)  # seat 0 stopped first in phase 2: seat 1 is 선 of phase 3
    assert [r["stops"] for r in qe.view(state, None)["history"]] == [[1, 0], [0, 1]]


def test_stop_is_free_in_phases_1_and_2_but_not_in_phase_3_while_someone_is_unvisited() -> None:
    state = run(phase_one(), "0 stop", "1 stop")
    state = run(opened(state, "D5", "C5"), "1 stop", "0 stop")
    state = opened(state, "H4", "S4")
    assert (state.phase, state.round, qe.to_act(state)) == ("exchange", 3, (0,))
    assert "stop" not in qe.legal_actions(state, 0)
    assert qe.view(state, None)["may_stop"] == [False, False]
    with refused(
        "You can't stop yet: you must still exchange with V1, V2, V3, V4, V5, V6 before the last opening."
    ):
        qe.apply(state, 0, "stop")
    # With one hidden card left, each exchange swaps it: the duty can always be met.
    assert qe.legal_actions(state, 0) == [f"exchange:{v}:C3" for v in range(1, 7)]


def test_phase_3_is_all_exchanges_then_the_4th_opening_is_automatic_and_the_game_is_scored() -> None:
    state = run(phase_one(), "0 stop", "1 stop")
    state = run(opened(state, "D5", "C5"), "1 stop", "0 stop")
    state = opened(state, "H4", "S4")
    events: list[Event] = []
    while qe.to_act(state):
        (seat,) = qe.to_act(state)
        action = qe.legal_actions(state, seat)[0]
        assert action.startswith("exchange:")
        state, new = qe.apply(state, seat, action)
        events += new
    assert qe.view(state, None)["visited"] == [[1, 2, 3, 4, 5, 6]] * 2
    kinds = [type(e).__name__ for e in events]
    assert kinds.count("Exchanged") == 12
    # Snake from seat 0: seat 1's sixth turn is action 11 (0 1 1 0 0 1 1 0 0 1 [1]), seat 0's is the 12th.
    assert [e for e in events if isinstance(e, Stopped)] == [
        Stopped(seat=1, phase=3, auto=True),
        Stopped(seat=0, phase=3, auto=True),
    ]
    assert kinds[-5:] == ["Stopped", "ExchangePhaseEnded", "CardsOpened", "GameScored", "GameEnded"]
    assert state.phase == "finished" and all(len(cards) == 4 for cards in state.opens)
    result = qe.outcome(state)
    assert (
        result is not None and sorted(result.scores) == [0, 1] and result.winners == (result.scores.index(1),)
    )


def first_legal(state: qe.State, seat: int) -> qe.State:
    state, _ = qe.apply(state, seat, qe.legal_actions(state, seat)[0])
    return state


def test_a_sixth_visit_stops_the_player_at_once_and_again_at_the_next_phase_start() -> None:
    events: list[Event] = []
    state = run(phase_one(), "0 exchange:1:D5", "1 stop", events=events)
    for _ in range(5):  # seat 0 alone: V2..V6
        state = run(state, f"0 {qe.legal_actions(state, 0)[0]}", events=events)
    assert events[-2:] == [
        Stopped(seat=0, phase=1, auto=True),
        ExchangePhaseEnded(phase=1, first_stopper=1, next_first=0),
    ]
    events.clear()
    state = run(state, f"0 open:{qe.view(state, 0)['hand'][0]}", "1 open:C5", events=events)
    # Phase 2 starts with seat 0 (선) already stopped, without an action: seat 1 acts alone.
    assert events[-2:] == [ExchangePhaseStarted(phase=2, first=0), Stopped(seat=0, phase=2, auto=True)]
    assert qe.to_act(state) == (1,)
    state = run(state, "1 stop")
    assert state.first == 1  # seat 0's automatic stop came first


def test_when_both_have_visited_everyone_later_phases_end_at_their_start_first_player_first() -> None:
    state = phase_one()
    while state.phase == "exchange":  # always exchanging: both visit all six in phase 1
        state = first_legal(state, qe.to_act(state)[0])
    assert qe.view(state, None)["visited"] == [[1, 2, 3, 4, 5, 6]] * 2
    assert state.first == 0  # seat 1's sixth visit (action 11) came before seat 0's (action 12)
    state = first_legal(state, 0)
    state, events = qe.apply(state, 1, qe.legal_actions(state, 1)[0])
    assert [type(e).__name__ for e in events[1:3]] == ["CardsOpened", "ExchangePhaseStarted"]
    assert events[3:] == [
        Stopped(seat=0, phase=2, auto=True),
        Stopped(seat=1, phase=2, auto=True),
        ExchangePhaseEnded(phase=2, first_stopper=0, next_first=1),
    ]
    state = first_legal(state, 1)
    state, events = qe.apply(state, 0, qe.legal_actions(state, 0)[0])
    assert events[3:6] == [
        Stopped(seat=1, phase=3, auto=True),
        Stopped(seat=0, phase=3, auto=True),
        ExchangePhaseEnded(phase=3, first_stopper=1, next_first=None),
    ]
    assert [type(e).__name__ for e in events[6:]] == ["CardsOpened", "GameScored", "GameEnded"]
    assert state.phase == "finished"


# -- stop_mode = pass ----------------------------------------------------------------------------------


def test_a_pass_only_passes_the_turn_and_an_exchange_reopens_the_phase() -> None:
    events: list[Event] = []
    state = run(phase_one(stop_mode="pass"), "0 stop", "1 exchange:1:C5", "1 stop", events=events)
    assert events[0] == Passed(seat=0, phase=1, auto=False)
    assert qe.view(state, None)["stops"] == [1]  # seat 0's pass came before the last exchange
    assert qe.to_act(state) == (0,)  # the snake runs without substitutions
    state = run(state, "0 stop", events=events)
    assert events[-1] == ExchangePhaseEnded(phase=1, first_stopper=1, next_first=0)


def test_pass_mode_a_player_who_visited_all_six_passes_automatically_on_their_turn() -> None:
    state = run(phase_one(stop_mode="pass"), "0 exchange:1:D5", "1 stop", "1 stop")
    # Seat 1 passed twice (once counted); seat 0 has not passed since the last exchange: it acts.
    assert qe.view(state, None)["stops"] == [1] and qe.to_act(state) == (0,)
    events: list[Event] = []
    while len(state.visits[0]) < 6:  # seat 0 exchanges, seat 1 passes, in the snake order
        (seat,) = qe.to_act(state)
        state, events = qe.apply(state, seat, qe.legal_actions(state, 0)[0] if seat == 0 else "stop")
    # The sixth visit was at action 12 (0 1 1 0 0 1 1 0 0 1 1 [0]); action 13 is seat 0's again.
    assert events[-1] == Passed(seat=0, phase=1, auto=True)
    assert qe.to_act(state) == (1,)
    state, events = qe.apply(state, 1, "stop")
    assert events == [
        Passed(seat=1, phase=1, auto=False),
        ExchangePhaseEnded(phase=1, first_stopper=0, next_first=1),
    ]


def test_pass_mode_in_phase_3_only_a_player_who_visited_all_six_may_pass() -> None:
    state = run(phase_one(stop_mode="pass"), "0 stop", "1 stop")
    state = run(opened(state, "D5", "C5"), "1 stop", "0 stop")
    state = opened(state, "H4", "S4")
    assert "stop" not in qe.legal_actions(state, qe.to_act(state)[0])
