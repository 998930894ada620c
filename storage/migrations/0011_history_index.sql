-- 0011: /history lists a server's ended games, the latest first. tables_by_guild (0005) finds the server's
-- tables, but then every one of them is read and sorted; with (guild_id, finished_at) the newest come
-- straight off the index (scanned backwards: finished_at DESC, NULLs last, then the rowid, i.e. id DESC).
-- Self-contained: one index, nothing else depends on it.
CREATE INDEX tables_ended_by_guild ON tables (guild_id, finished_at);
