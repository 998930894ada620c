"""Round scoring (spec §3 e, §4.2) and the end of the game (spec §3 f, §4.1, §4.2).

Nobody ever loses points. Pure functions over numbers, so the rulebook's examples test them directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.four_seasons.config import (
    BONUS_PLAYER_MADE,
    OTHERS_MADE_IN_BONUS_ROUND,
    OTHERS_WHEN_BONUS_MISSED,
    POINTS_PER_TRICK,
    PROFI_TARGET,
    STANDARD_MADE,
    TARGET,
    TEAM_MADE,
    TEAM_PREMIUM,
    TEAM_TARGET,
    TEAMS,
)
from games.four_seasons.events import ScoreLine, TeamLine
from games.four_seasons.options import PROFI, TEAM
from games.twins import builder

make_score_line = builder(ScoreLine)  # n a round, without the frozen __init__ (games.twins)


def score_round(
    cards: Sequence[Sequence[str]],
    bids: Sequence[int],
    tricks: Sequence[int],
    bonus: int | None,
    team: bool = False,
) -> tuple[tuple[ScoreLine, ...], tuple[TeamLine, ...], tuple[int, ...]]:
    """(per-seat lines, team lines, points added to each seat's score)."""
    made = [t == b for t, b in zip(tricks, bids, strict=True)]
    bonus_missed = bonus is not None and not made[bonus]
    lines = []
    for seat, (bid, won) in enumerate(zip(bids, tricks, strict=True)):
        if team:
            bid_points, extra = (TEAM_MADE if made[seat] else 0), 0
        elif bonus is None:
            bid_points, extra = (STANDARD_MADE if made[seat] else 0), 0
        elif seat == bonus:
            bid_points, extra = (BONUS_PLAYER_MADE if made[seat] else 0), 0
        else:
            bid_points = OTHERS_MADE_IN_BONUS_ROUND if made[seat] else 0
            extra = OTHERS_WHEN_BONUS_MISSED if bonus_missed else 0
        trick_points = POINTS_PER_TRICK * won
        points = trick_points + bid_points + extra
        # ScoreLine(seat, cards, bid, tricks, made, trick_points, bid_points, bonus_points, points):
        lines.append(
            make_score_line(
                seat, tuple(cards[seat]), bid, won, made[seat], trick_points, bid_points, extra, points
            )
        )
    if not team:
        return tuple(lines), (), tuple(line.points for line in lines)
    teams = []
    points = [0] * len(bids)
    for a, b in TEAMS:
        bid, won = bids[a] + bids[b], tricks[a] + tricks[b]
        premium = TEAM_PREMIUM if won == bid else 0
        total = lines[a].points + lines[b].points + premium
        teams.append(TeamLine(seats=(a, b), bid=bid, tricks=won, premium=premium, points=total))
        points[a] = points[b] = total
    return tuple(lines), tuple(teams), tuple(points)


def winners_after_round(scores: Sequence[int], made: Sequence[bool], variant: str) -> tuple[int, ...] | None:
    """The winners when the game ends after this round, else None (play another round).

    Standard: someone has ``TARGET``; the top score must be unique. Profi: among the players with
    ``PROFI_TARGET`` who made their bid this round, the unique highest. Team: a team has ``TEAM_TARGET``;
    the higher team wins (partners share a score, so both are winners). Every tie plays on [Seed/Interp].
    """
    seats = range(len(scores))
    if variant == PROFI:
        candidates = [s for s in seats if scores[s] >= PROFI_TARGET and made[s]]
    else:
        target = TEAM_TARGET if variant == TEAM else TARGET
        candidates = list(seats) if max(scores) >= target else []
    if not candidates:
        return None
    best = max(scores[s] for s in candidates)
    top = tuple(s for s in candidates if scores[s] == best)
    if variant == TEAM:
        return top if len(top) == 2 else None  # all four equal: the teams are tied
    return top if len(top) == 1 else None
