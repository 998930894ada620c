"""The table service (Discord-free): lobby, seating, actions, views and results."""

from bot.tables.errors import TableError
from bot.tables.models import ActResult, Player, PrivateView, TableInfo, TableState
from bot.tables.service import TableService

__all__ = ["ActResult", "Player", "PrivateView", "TableError", "TableInfo", "TableService", "TableState"]
