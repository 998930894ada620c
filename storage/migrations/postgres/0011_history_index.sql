-- 0011 (PostgreSQL): as ../0011_history_index.sql. PostgreSQL sorts NULLs first in a backward scan, so the
-- index is declared in /history's own order (finished_at DESC NULLS LAST, id DESC) to be read as it is.
CREATE INDEX tables_ended_by_guild ON tables (guild_id, finished_at DESC NULLS LAST, id DESC);
