"""The partner benchmark (issue #39): how well a bot partner plays for a person's team in 4 Seasons' Team
variant.

``python -m bench.partners --games 40 --partner casual-solo casual strong expert`` plays, per partner
level X, Team-variant games (4 players, partners opposite) on **duplicate deals**: every seed is played
twice with the same deals and the teams swapped (the tested team at seats 0+2, then at 1+3), so the luck
of the cards cancels out of the pair. The tested team is a **person stand-in** (``--person``, default the
casual bot) at the team's first seat and partner level X opposite; the other team is ``--opponents``
(default casual) at both seats. Every decision comes from the deciding seat's own view with the RNG
``games.bots.bot_rng(seed, seat, decision number, level)``, so a run is reproducible.

Levels: ``casual``, ``strong``, ``expert`` (``games.bots``, as played today), and ``casual-solo`` /
``strong-solo``: the same levels as before they played for the team — the casual play reading only its
own bid (the view's partner keys hidden), and for strong the team-blind playouts valued against the best
other seat, partner included.

Reported per partner level: the tested team's final score minus the other team's, per game (the mean
over each duplicate pair's two games, so the CI is over independent deals), with a 95% confidence
interval (1.96 standard errors); the rate of **undercuts** and **overtakes** per 100 rounds; decision
time of the partner (median / p99).

* **Overtake**: the partner plays a card that takes the lead of a trick from the person's card, while the
  person was short of their own bid, and the partner wins that trick.
* **Undercut**: an overtake where the partner had already made its own bid (it needed no trick), and the
  person ends the round exactly one trick short of their bid — the trick the partner took would have
  made the person's exact bid, which the team could have had.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from types import SimpleNamespace
from typing import Any

import games.bots.four_seasons as package
from bench.bots import ci95, percentile, play_all
from games import bots, registry
from games.base import GameRules
from games.four_seasons.cards import bid_total, trick_winner
from games.four_seasons.config import GAME_ID, TEAMS
from games.four_seasons.events import TrickWon
from games.four_seasons.options import TEAM

SOLO = "-solo"  # the suffix of a level as it played before it knew its partner
LEVELS = ("casual-solo", "casual", "strong-solo", "strong", "expert")
PARTNER_KEYS = {"partner": None, "partner_bid": None, "partner_bid_cards": [], "teams": None}
PER_ROUNDS = 100  # undercuts and overtakes are counted per this many rounds


class SoloView(Mapping[str, Any]):
    """A seat's view with its partner's keys read as outside the Team variant (nothing known)."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self._view = view

    def __getitem__(self, key: str) -> Any:
        return PARTNER_KEYS[key] if key in PARTNER_KEYS else self._view[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._view)

    def __len__(self) -> int:
        return len(self._view)


def solo_casual(view: Any, rng: Any) -> str:
    return package.casual(SoloView(view), rng)  # type: ignore[arg-type]


def solo_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    """The playout value before the Team fix: the seat's gain over the best other seat's, partner too."""
    gains = [now - before for now, before in zip(state.scores, start.scores, strict=True)]
    return gains[seat] - max(g for s, g in enumerate(gains) if s != seat)


SOLO_PACKAGE = SimpleNamespace(
    casual=solo_casual,
    ranked=lambda view, rng: package.ranked(SoloView(view), rng),  # type: ignore[arg-type]
    playout_done=package.playout_done,
    playout_value=solo_value,
    playout_view=package.playout_view,
    MAX_CANDIDATES=package.MAX_CANDIDATES,
    ACTION_BUDGET=package.ACTION_BUDGET,
    MAX_DEALS=package.MAX_DEALS,
)


def decide(rules: GameRules, level: str, view: dict[str, Any], rng: Any) -> str:
    if level.endswith(SOLO):
        return bots.decide_with(rules, SOLO_PACKAGE, level.removesuffix(SOLO), view, rng)  # type: ignore[arg-type]
    return bots.decide(GAME_ID, level, view, rng)


def team_of(seat: int) -> tuple[int, int]:
    return next(pair for pair in TEAMS if seat in pair)


def match(args: tuple[int, bool, str, str, str]) -> dict[str, Any]:
    """One Team-variant game: the tested team at seats 0+2 (or 1+3 when ``swapped``)."""
    seed, swapped, person_level, partner_level, opponents = args
    rules = registry.get(GAME_ID)
    person, partner = TEAMS[1] if swapped else TEAMS[0]
    other = next(pair for pair in TEAMS if person not in pair)
    levels = {person: person_level, partner: partner_level, other[0]: opponents, other[1]: opponents}
    state = rules.new_game(players=4, seed=seed, options=rules.Options(variant=TEAM))
    times: list[float] = []
    overtakes: list[tuple[int, bool]] = []  # (round, the partner needed no trick): checked at the round's end
    watched: tuple[int, bool] | None = None  # the trick in play holds an overtake of the person's card
    undercuts = overtaken = decision = 0
    while seats := rules.to_act(state):
        seat = seats[0]
        level = levels[seat]
        if seat == partner and state.phase == "playing" and state.trick:
            watched = _overtaking(state, person, partner)
        view = rules.view(state, seat)
        start = time.perf_counter()
        action = decide(rules, level, view, bots.bot_rng(seed, seat, decision, level))
        if seat == partner:
            times.append(time.perf_counter() - start)
        before = state
        state, events = rules.apply(state, seat, action)
        decision += 1
        for event in events:  # the person's card was on top when the partner played: did the partner win?
            if isinstance(event, TrickWon):
                if watched is not None and event.winner == partner:
                    overtakes.append((before.round, watched[1]))
                watched = None
        if state.round != before.round or state.phase == "finished":
            record = state.history[-1]
            one_short = record.tricks[person] == record.bids[person] - 1
            overtaken += sum(1 for r, _ in overtakes if r == record.round)
            undercuts += sum(1 for r, idle in overtakes if r == record.round and idle and one_short)
    result = rules.outcome(state)
    assert result is not None
    return {
        "seed": seed,
        "diff": result.scores[person] - result.scores[other[0]],
        "rounds": state.round,
        "overtakes": overtaken,
        "undercuts": undercuts,
        "times": times,
    }


def _overtaking(state: Any, person: int, partner: int) -> tuple[int, bool] | None:
    """(round, the partner needed no trick) when the person's card is on top and the person is short."""
    trump = state.trump
    if trick_winner(state.trick, state.named, trump)[0] != person:
        return None
    won = [0] * state.players
    for trick in state.tricks:
        won[trick.winner] += 1
    if won[person] >= bid_total(state.bids[person], trump):
        return None
    return state.round, won[partner] >= bid_total(state.bids[partner], trump)


def run(
    partner_level: str, games: int, person: str, opponents: str, workers: int, first_seed: int = 0
) -> dict[str, Any]:
    """``games`` duplicate pairs (seeds from ``first_seed``, each with the teams both ways) for one partner
    level."""
    seeds = range(first_seed, first_seed + games)
    jobs = [(seed, swapped, person, partner_level, opponents) for seed in seeds for swapped in (False, True)]
    start = time.perf_counter()
    rows = play_all(match, jobs, workers)
    pairs = [(a["diff"] + b["diff"]) / 2 for a, b in zip(rows[0::2], rows[1::2], strict=True)]
    diff, diff_ci = ci95(pairs)
    rounds = sum(r["rounds"] for r in rows)
    times = [t for r in rows for t in r["times"]]
    return {
        "partner": partner_level,
        "person": person,
        "opponents": opponents,
        "deals": games,
        "games": len(rows),
        "rounds": rounds,
        "diff": diff,
        "diff_ci": diff_ci,
        "undercuts": PER_ROUNDS * sum(r["undercuts"] for r in rows) / rounds,
        "overtakes": PER_ROUNDS * sum(r["overtakes"] for r in rows) / rounds,
        "median_ms": 1000 * statistics.median(times),
        "p99_ms": 1000 * percentile(times, 99),
        "seconds": time.perf_counter() - start,
    }


def format_rows(rows: Sequence[dict[str, Any]]) -> str:
    header = (
        f"{'partner X':<12} {'person':<8} {'opponents':<10} {'games':>5} {'rounds':>6} "
        f"{'team diff ± 95% CI':>19} {'undercuts':>9} {'overtakes':>9}  {'X ms median / p99':<18}"
    )
    lines = [header, "-" * len(header)]
    for r in rows:
        lines.append(
            f"{r['partner']:<12} {r['person']:<8} {r['opponents']:<10} {r['games']:>5} {r['rounds']:>6} "
            f"{r['diff']:>+10.2f} ± {r['diff_ci']:<6.2f} {r['undercuts']:>9.2f} {r['overtakes']:>9.2f}  "
            f"{r['median_ms']:.1f} / {r['p99_ms']:.0f}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.partners", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=40, help="duplicate deals per partner level (2 games each)"
    )
    parser.add_argument("--partner", nargs="+", choices=LEVELS, default=["casual-solo", "casual", "strong"])
    parser.add_argument("--person", choices=LEVELS, default="casual", help="the person's stand-in")
    parser.add_argument("--opponents", choices=LEVELS, default="casual")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0, help="the first deal's seed (tune on others)")
    args = parser.parse_args(argv)
    rows = []
    for level in args.partner:
        print(f"[bench] partner {level}: {args.games} duplicate deals", file=sys.stderr, flush=True)
        rows.append(run(level, args.games, args.person, args.opponents, args.workers, args.first_seed))
        print(format_rows(rows[-1:]).splitlines()[-1], file=sys.stderr, flush=True)
    print("undercuts and overtakes: per 100 rounds; team diff: per game, each duplicate pair averaged")
    print(format_rows(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
