"""Game-agnostic invariants of the engine contract (docs/engine-contract.md), checked on random playouts.

Usage, for any registered game::

    @settings(max_examples=20, deadline=None)
    @given(playouts(rules, players=4, options=rules.Options()))
    def test_random_games(playout):
        check_playout(rules, playout, conservation=my_card_conservation)

``playouts`` draws a seed and, at every decision, an index into ``legal_actions`` (so Hypothesis shrinks
towards short, simple games). ``check_playout`` replays the recorded actions from ``new_game`` and asserts
at every step:

- the game ends within ``max_actions``; ``outcome`` is None exactly while someone must act, and at the end
  the winners are all the seats with the top score;
- ``legal_actions`` is non-empty exactly for the seats in ``to_act`` and lists each action once;
- an illegal action (nonsense text, or an action seen legal earlier that is not legal now) raises
  ``IllegalActionError`` and changes nothing; acting out of turn raises too;
- ``apply`` never mutates its input; its events are ``Event`` objects whose ``to_dict`` is JSON-able;
- ``dump``/``load`` round-trip exactly;
- views are JSON-able, carry the contract's keys, and never show a card of another seat's hand
  (the public view none at all);
- replaying the log from ``new_game`` gives the identical dump (same seed + actions = same game);
- the game's own ``conservation(state)`` hook (e.g. cards are conserved) holds.

Hands are read from ``view(state, seat)["hand"]`` (the contract guarantees it). A game whose card codes
are not unique (two copies of a card) should pass ``hidden_cards`` to say which codes are secret.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from games.base import Event, IllegalActionError

NONSENSE_ACTIONS = ("", "nonsense", "play:", "play:??", "bid:", "choose:", ":")
PUBLIC_KEYS = {"phase", "to_act", "scores", "hand_sizes"}
SEAT_KEYS = {"phase", "to_act", "scores", "hand", "legal"}


@dataclass(frozen=True)
class Playout:
    """A recorded random legal game: enough to replay it from ``new_game``."""

    players: int
    options: Any
    seed: int
    actions: tuple[tuple[int, str], ...]
    finished: bool
    final_dump: str


def playouts(
    rules: Any, players: int, options: Any = None, *, max_actions: int = 5_000
) -> st.SearchStrategy[Playout]:
    """Random legal games of ``rules`` (seat and action drawn among those legal at each step)."""

    @st.composite
    def strategy(draw: st.DrawFn) -> Playout:
        seed = draw(st.integers(min_value=0, max_value=2**32 - 1), label="seed")
        state = rules.new_game(players=players, seed=seed, options=options)
        log: list[tuple[int, str]] = []
        while (acting := rules.to_act(state)) and len(log) < max_actions:
            seat = acting[draw(st.integers(0, len(acting) - 1))] if len(acting) > 1 else acting[0]
            legal = rules.legal_actions(state, seat)
            action = legal[draw(st.integers(0, len(legal) - 1))] if len(legal) > 1 else legal[0]
            state, _ = rules.apply(state, seat, action)
            log.append((seat, action))
        return Playout(players, options, seed, tuple(log), not rules.to_act(state), rules.dump(state))

    return strategy()


def replay(rules: Any, playout: Playout) -> Any:
    state = rules.new_game(players=playout.players, seed=playout.seed, options=playout.options)
    for seat, action in playout.actions:
        state, _ = rules.apply(state, seat, action)
    return state


def check_playout(
    rules: Any,
    playout: Playout,
    *,
    max_actions: int = 5_000,
    conservation: Callable[[Any], None] | None = None,
    hidden_cards: Callable[[Any, Any, int], Collection[str]] | None = None,
    probes: int = 3,
) -> Any:
    """Replay ``playout`` step by step asserting every invariant; returns the final state."""
    assert playout.finished, f"the game did not end within {len(playout.actions)} actions"
    assert len(playout.actions) <= max_actions
    rng = random.Random(playout.seed)
    seen: dict[str, None] = {}  # every action legal at some point (ordered): plausible illegal ones
    state = rules.new_game(players=playout.players, seed=playout.seed, options=playout.options)
    for seat, action in playout.actions:
        legal = check_state(rules, state, seen, rng, conservation, hidden_cards, probes)
        assert action in legal[seat]
        before = rules.dump(state)
        new_state, events = rules.apply(state, seat, action)
        assert rules.dump(state) == before, "apply mutated its input state"
        for event in events:
            assert isinstance(event, Event)
            json.dumps(event.to_dict())
        state = new_state
    check_state(rules, state, seen, rng, conservation, hidden_cards, probes)
    result = rules.outcome(state)
    assert result is not None and rules.to_act(state) == ()
    top = max(result.scores)
    assert set(result.winners) == {s for s, score in enumerate(result.scores) if score == top}
    final = rules.dump(state)
    assert final == playout.final_dump, "the same seed and actions gave another game"
    try:
        replayed = rules.dump(replay(rules, playout))
    except IllegalActionError as error:
        raise AssertionError(f"replaying the log failed: {error}") from error
    assert replayed == final, "replaying the log gave another game"
    return state


def check_state(
    rules: Any,
    state: Any,
    seen: dict[str, None],
    rng: random.Random,
    conservation: Callable[[Any], None] | None,
    hidden_cards: Callable[[Any, Any, int], Collection[str]] | None,
    probes: int,
) -> dict[int, list[str]]:
    """Every invariant of one state; returns the legal actions per seat."""
    seats = range(_players(rules, state))
    acting = rules.to_act(state)
    assert isinstance(acting, tuple) and all(s in seats for s in acting)
    assert (rules.outcome(state) is None) == bool(acting)
    legal = {s: rules.legal_actions(state, s) for s in seats}
    for s in seats:
        assert bool(legal[s]) == (s in acting), f"seat {s}: legal actions {legal[s][:3]} vs to_act {acting}"
        assert len(set(legal[s])) == len(legal[s]), "an action is listed twice"
        seen.update(dict.fromkeys(legal[s]))
    _check_round_trip(rules, state)
    _check_views(rules, state, seats, acting, legal, hidden_cards)
    _check_illegal(rules, state, seats, acting, legal, seen, rng, probes)
    if conservation is not None:
        conservation(state)
    return legal


def _players(rules: Any, state: Any) -> int:
    return len(rules.view(state, None)["scores"])


def _check_round_trip(rules: Any, state: Any) -> None:
    text = rules.dump(state)
    loaded = rules.load(text)
    assert loaded == state, "load(dump(state)) != state"
    assert rules.dump(loaded) == text


def _check_views(
    rules: Any,
    state: Any,
    seats: range,
    acting: tuple[int, ...],
    legal: dict[int, list[str]],
    hidden_cards: Callable[[Any, Any, int], Collection[str]] | None,
) -> None:
    public = rules.view(state, None)
    json.dumps(public)
    assert public.keys() >= PUBLIC_KEYS
    assert list(public["to_act"]) == list(acting)
    views = {s: rules.view(state, s) for s in seats}
    hidden = {}
    for s, seat_view in views.items():
        json.dumps(seat_view)
        assert seat_view.keys() >= SEAT_KEYS
        assert list(seat_view["legal"]) == legal[s]
        assert public["hand_sizes"][s] == len(seat_view["hand"])
        hidden[s] = set(hidden_cards(rules, state, s) if hidden_cards else seat_view["hand"])
    every_hand = set().union(*hidden.values())
    leaked = _strings(public) & every_hand
    assert not leaked, f"the public view shows hand cards {sorted(leaked)}"
    for s, seat_view in views.items():
        others = every_hand - hidden[s]
        leaked = _strings(seat_view) & others
        assert not leaked, f"seat {s}'s view shows other seats' cards {sorted(leaked)}"


def _check_illegal(
    rules: Any,
    state: Any,
    seats: range,
    acting: tuple[int, ...],
    legal: dict[int, list[str]],
    seen: dict[str, None],
    rng: random.Random,
    probes: int,
) -> None:
    before = rules.dump(state)
    pool = list(seen)
    for s in seats:
        allowed = set(legal[s])
        candidates = [a for a in NONSENSE_ACTIONS if a not in allowed]
        candidates += [a for a in rng.sample(pool, min(len(pool), 4 * probes)) if a not in allowed][:probes]
        if s not in acting:  # out of turn: even what another seat may do now is refused
            candidates += [legal[a][0] for a in acting][:1]
        for action in candidates:
            _assert_refused(rules, state, s, action)
    for s in acting:  # and a few legal ones are accepted
        for action in rng.sample(legal[s], min(2, len(legal[s]))):
            rules.apply(state, s, action)
    # A change made by any of those calls would still show: the state must be exactly as before.
    assert rules.dump(state) == before, "refusing or trying an action changed the state"


def _assert_refused(rules: Any, state: Any, seat: int, action: str) -> None:
    try:
        rules.apply(state, seat, action)
    except IllegalActionError as error:
        assert str(error), "an IllegalActionError needs a message a player can read"
    else:
        raise AssertionError(f"seat {seat} could apply illegal action {action!r}")


_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _strings(value: Any) -> set[str]:
    """Every string anywhere in a JSON-able value, dict keys included (as written in JSON)."""
    return set(_JSON_STRING.findall(json.dumps(value)))


def leaf_cards(value: Any, cards: Sequence[str]) -> set[str]:
    """The codes among ``cards`` appearing as whole strings in a view (helper for game tests)."""
    return _strings(value) & set(cards)
