"""A search-quality proxy for the bot levels (issue #39): how far each level's choices fall from a reference
search's best, position by position. Minutes, where the ladder on duplicate deals takes hours.

``python -m bench.search_regret --game ID`` plays ``--games`` seeded games with ``--level`` at every seat
(the game's player counts in turn, default options) and keeps every ``--every``-th decision with more than
one legal move (``--kinds K …`` or ``--skip-kinds K …`` filter on the view's ``decision.kind``, where the game
has one). Each kept position's every legal move is valued by a **reference**: the strong level's flat
search (``games.bots.sampling.evaluate``: the same sampler, casual playouts and playout value) with
``--reference N`` simulated actions. Each level of ``--compare`` then decides ``--choices`` times per
position (each with its own seeded RNG, the same seeds for every level, so the levels are paired); a
choice's **regret** is the reference's best value minus the chosen move's, in the game's playout-value
units. ``--noise`` adds a second reference on other deals as a level: its regret is the proxy's floor.

``--reference-playouts expert`` makes the reference's playouts the expert's own policy where the game has
one (``expert_ranked``; the strong level's casual ones by default), and ``--compare`` takes ``playout``
(that policy played without search, ``bench.bots.PLAYOUT``) beside the levels.

**Read.** The reference is made of the same playouts as the level searching with them (casual ones: strong
and, where the game has no playout policy of its own, expert), so the proxy measures search error only: a
level whose regret is near the floor gains nothing from more search of those playouts. Whatever the
playout model gets wrong is invisible here; only the ladder (``bench.bots``) sees it. A level searching
other playouts than the reference's is scored against the reference's model, not against better play.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from bench.bots import LEVELS, ci95, decide, player_counts
from games import bots, registry
from games.bots.expert import expert_hooks
from games.bots.sampling import evaluate

NOISE = "reference"  # the name of the second reference, when ``--noise`` compares it as a level
UNCAPPED_DEALS = 10**9  # the reference's budget is its simulated actions alone


def positions(
    game_id: str, level: str, games: int, every: int, kinds: Sequence[str], skip: Sequence[str]
) -> list[dict[str, Any]]:
    """The views of every ``every``-th decision with a choice in ``games`` seeded games of ``level``."""
    rules = registry.get(game_id)
    counts = player_counts(game_id)
    found: list[dict[str, Any]] = []
    for seed in range(games):
        state = rules.new_game(players=counts[seed % len(counts)], seed=seed, options=rules.Options())
        decision = 0
        while seats := rules.to_act(state):
            seat = seats[0]
            view = rules.view(state, seat)
            kind = (view.get("decision") or {}).get("kind")
            if len(view["legal"]) > 1 and (not kinds or kind in kinds) and kind not in skip:
                found.append(view)
            action = decide(game_id, level, view, bots.bot_rng(seed, seat, decision, level))
            state, _ = rules.apply(state, seat, action)
            decision += 1
    return found[::every]


def reference(
    game_id: str, view: dict[str, Any], budget: int, seed: str, playouts: str = bots.CASUAL
) -> dict[str, float]:
    """Every legal move's mean playout value in a flat search of ``budget`` simulated actions, its playouts
    casual's (the strong level's) or, with ``playouts`` expert, the expert's own policy."""
    strong = bots.strong_bot(game_id)
    assert strong is not None, f"{game_id} has no strong level to search with"
    hooks = expert_hooks(strong, own_playouts=True) if playouts == bots.EXPERT else strong
    big = dataclasses.replace(hooks, ACTION_BUDGET=budget, MAX_DEALS=UNCAPPED_DEALS)
    legal = view["legal"]
    means = evaluate(registry.get(game_id), big, view, legal, random.Random(seed))
    return dict(zip(legal, means, strict=True))


def regrets(
    game_id: str,
    views: list[dict[str, Any]],
    levels: Sequence[str],
    budget: int,
    choices: int,
    noise: bool,
    playouts: str = bots.CASUAL,
) -> dict[str, list[float]]:
    """Each level's regret of every choice (position by position, the same choice seeds for every level)."""
    out: dict[str, list[float]] = {level: [] for level in (*levels, *([NOISE] if noise else []))}
    for k, view in enumerate(views):
        values = reference(game_id, view, budget, f"reference:{k}", playouts)
        best = max(values.values())
        for level in levels:
            for c in range(choices):
                action = decide(game_id, level, view, random.Random(f"regret:{k}:{c}:{level}"))
                out[level].append(best - values[action])
        if noise:
            again = reference(game_id, view, budget, f"noise:{k}", playouts)
            out[NOISE].append(best - values[max(again, key=lambda a: again[a])])
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.search_regret", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--game", required=True, metavar="ID")
    parser.add_argument("--level", default=bots.STRONG, choices=LEVELS, help="who plays the games")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--every", type=int, default=5, help="keep every N-th decision with a choice")
    parser.add_argument("--kinds", nargs="+", default=(), metavar="K", help="only these decision kinds")
    parser.add_argument("--skip-kinds", nargs="+", default=(), metavar="K", help="not these decision kinds")
    parser.add_argument("--reference", type=int, default=30_000, help="the reference's simulated actions")
    parser.add_argument("--choices", type=int, default=2, help="choices per position and level")
    parser.add_argument("--compare", nargs="+", default=list(bots.LEVELS), choices=LEVELS, metavar="LEVEL")
    parser.add_argument(
        "--reference-playouts",
        choices=(bots.CASUAL, bots.EXPERT),
        default=bots.CASUAL,
        help="the reference's playout policy: casual's (default) or the expert's own",
    )
    parser.add_argument("--noise", action="store_true", help="a second reference as a level: the floor")
    args = parser.parse_args(argv)
    views = positions(args.game, args.level, args.games, args.every, args.kinds, args.skip_kinds)
    if not views:
        raise SystemExit("no position with a choice: more --games, or other --kinds")
    found = regrets(
        args.game, views, args.compare, args.reference, args.choices, args.noise, args.reference_playouts
    )
    print(
        f"{args.game}: {len(views)} positions of {args.level} games, reference {args.reference} actions "
        f"of {args.reference_playouts} playouts"
    )
    for level, values in found.items():
        mean, half = ci95(values)
        print(f"{level:<10} regret {mean:.3f} ± {half:.3f} ({len(values)} choices, max {max(values):.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["main", "positions", "reference", "regrets"]
