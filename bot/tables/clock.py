"""The turn clock and the idle lobby: when things fall due (pure policy, no I/O).

Numbers a host or operator may wonder about are named here. The issue sets the shape (one reminder,
the casual bot plays on expiry, autopilot after two expiries in a row, idle lobbies close); the exact
figures are product choices, marked as such.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from storage import Deadlines

# The durations the host can choose in the lobby, in seconds; None = no clock (the default). [product]
TURN_CLOCK_CHOICES: tuple[int | None, ...] = (None, 30, 60, 120, 300, 900, 3600, 12 * 3600, 24 * 3600)
# A lobby nobody touches for this long closes by itself and frees its channel. [product]
LOBBY_IDLE_SECONDS = 30 * 60
# The one reminder ping goes out when this share of the turn's time is left. [product]
REMINDER_WHEN_LEFT = 0.25
# Without a clock nothing ever runs out, so a person who walked away is reminded once, this long after
# their turn began, and never again for that turn (issue 36: games stall on absent players). [product]
NO_CLOCK_REMINDER_SECONDS = 10 * 60
# Turn clocks run out this many times in a row on a seat → it goes on autopilot (issue #6).
EXPIRIES_FOR_AUTOPILOT = 2
# Who plays for a seat whose time ran out, and for a seat on autopilot (issue #6).
STAND_IN_LEVEL = "casual"


def lobby_deadline(now: float) -> Deadlines:
    return Deadlines(deadline=now + LOBBY_IDLE_SECONDS)


def turn_deadlines(
    *,
    turn_clock: int | None,
    automatic: Collection[int],
    before: Sequence[int],
    after: Sequence[int],
    actor: int | None,
    now: float,
    current: Deadlines,
) -> Deadlines:
    """What is due on a table after an action (or the start: ``before`` empty, ``actor`` None).

    Bots must move whenever an automatic seat is to act. People waiting get a fresh clock when their
    decision begins with this action (or they just acted and must act again); people who were already
    deciding alongside others (secret bids) keep the clock they had. Without a clock they get one
    reminder instead, ``NO_CLOCK_REMINDER_SECONDS`` after their decision began; once sent (or when
    only the others' turns go on) it is not set again.
    """
    bots_due = any(seat in automatic for seat in after)
    waiting = [seat for seat in after if seat not in automatic]
    if not waiting:
        return Deadlines(bots_due=bots_due)
    fresh = any(seat not in before or seat == actor for seat in waiting)
    if turn_clock is None:
        reminder_at = now + NO_CLOCK_REMINDER_SECONDS if fresh else current.reminder_at
        return Deadlines(reminder_at=reminder_at, bots_due=bots_due)
    if fresh or current.deadline is None:
        return Deadlines(
            deadline=now + turn_clock,
            reminder_at=now + turn_clock * (1 - REMINDER_WHEN_LEFT),
            bots_due=bots_due,
        )
    return Deadlines(deadline=current.deadline, reminder_at=current.reminder_at, bots_due=bots_due)
