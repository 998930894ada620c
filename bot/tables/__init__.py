"""The table service (Discord-free): lobby, seating, actions, views and results."""

from bot.tables.errors import TableError
from bot.tables.models import ActResult, DueResult, Player, PrivateView, TableInfo, TableState, merge_results
from bot.tables.service import TableService

__all__ = [
    "ActResult",
    "DueResult",
    "Player",
    "PrivateView",
    "TableError",
    "TableInfo",
    "TableService",
    "TableState",
    "merge_results",
]
