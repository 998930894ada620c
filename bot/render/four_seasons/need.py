"""What a bid still needs, on the hand and beside a public bid: "need 2 more", "made it — no more",
"over by 1". A bid is made with exactly its number of tricks, so one more is as bad as one fewer."""

from __future__ import annotations


def need_text(bid: int, won: int) -> str:
    if won < bid:
        return f"need {bid - won} more"
    if won == bid:
        return "made it — no more"
    return f"over by {won - bid}"


def progress_text(bid: int, won: int) -> str:
    """``2 of 3 · need 1 more``."""
    return f"{won} of {bid} · {need_text(bid, won)}"
