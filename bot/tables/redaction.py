"""What our log lines may say about an action: its verb, never its argument.

Action text carries secrets (4 Seasons' ``bid:<cards>``, Quatorze's ``pass:<card>``, Wonders'
orders), and so do custom_ids (``cr:<table>:<version>:<action>``) and drafts. Logs reach operators
and log hosts, who must not learn a hand, so every log line of ours names only the verb.
"""

from __future__ import annotations

__all__ = ["verb"]

UI_PREFIXES = ("ui:", "lobby:")  # Cardroom's own steps: the step's name is kept, its argument dropped


def verb(action: str) -> str:
    """``bid:R3,Y5`` → ``bid``; ``ui:draft:…`` → ``ui:draft``; ``play`` stays ``play``."""
    if action.startswith(UI_PREFIXES):
        kind, _, rest = action.partition(":")
        return f"{kind}:{rest.partition(':')[0]}"
    return action.partition(":")[0]
