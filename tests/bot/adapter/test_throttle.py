"""The click bucket and the /table repost limit on their own: a clock the test moves, no Discord."""

from __future__ import annotations

from bot.adapter.throttle import REPOST_WINDOW_SECONDS, ClickBucket, RepostLimit

ANN, BEN = 1, 2


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_passes_then_clicks_wait_for_the_refill() -> None:
    clock = Clock()
    bucket = ClickBucket(burst=8, per_second=2, clock=clock)
    assert all(bucket.allow(ANN) for _ in range(8))
    assert not bucket.allow(ANN)
    assert bucket.allow(BEN), "each person has their own bucket"
    clock.now += 0.25
    assert not bucket.allow(ANN), "half a token is not a click"
    clock.now += 0.25
    assert bucket.allow(ANN) and not bucket.allow(ANN)
    clock.now += 60
    assert sum(bucket.allow(ANN) for _ in range(20)) == 8, "a long pause refills the burst, no more"


def test_refused_clicks_do_not_dig_the_hole_deeper() -> None:
    clock = Clock()
    bucket = ClickBucket(burst=2, per_second=1, clock=clock)
    bucket.allow(ANN), bucket.allow(ANN)
    for _ in range(50):
        assert not bucket.allow(ANN)
    clock.now += 1
    assert bucket.allow(ANN)


def test_idle_people_are_forgotten_and_the_map_stays_bounded() -> None:
    clock = Clock()
    bucket = ClickBucket(burst=8, per_second=2, clock=clock, max_entries=100)
    for user in range(1000):
        bucket.allow(user)
    assert len(bucket) == 100, "a flood of distinct ids never grows the map past its cap"
    clock.now += 8 / 2  # everyone's bucket is full again: nothing worth remembering
    bucket.allow(ANN)
    assert len(bucket) == 1


def test_reposts_per_table_per_minute() -> None:
    clock = Clock()
    reposts = RepostLimit(per_minute=2, clock=clock)
    assert reposts.allow(7) and reposts.allow(7)
    assert not reposts.allow(7)
    assert reposts.allow(8), "another table has its own count"
    clock.now += REPOST_WINDOW_SECONDS
    assert reposts.allow(7)
