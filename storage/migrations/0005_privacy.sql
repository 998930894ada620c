-- 0005 (privacy): players own their data; departed servers' data and old game logs are deleted.
--
-- Self-contained: it only adds tables and indexes, so it can be renumbered freely when merged.
-- Times are unix seconds (REAL), like 0001.

-- The ids that replace a forgotten player's user id in finished results and seats. One fresh id per
-- request to be forgotten, so that person's past games still add up to one leaderboard row ("Former
-- player") without anything linking it back to them: no row here records whose id it was.
-- Discord ids are snowflakes (milliseconds since 2015 shifted left by 22 bits), so every real user id is
-- at least 2^22; bots have negative ids. Ids 1 … 2^22 - 1 can therefore never be anyone else's.
-- AUTOINCREMENT: an id is never issued twice, even if rows here were ever deleted.
CREATE TABLE anonymous_ids (
    id        INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id BETWEEN 1 AND 4194303),
    issued_at REAL NOT NULL
);

-- Servers the bot was removed from: their tables, players, actions and results are deleted at
-- `delete_at` (the grace period), unless the bot is invited back first (the row is then deleted).
CREATE TABLE guild_departures (
    guild_id  INTEGER PRIMARY KEY,
    left_at   REAL NOT NULL,
    delete_at REAL NOT NULL
);
CREATE INDEX guild_departures_due ON guild_departures (delete_at);

-- A server's tables, to delete them in batches.
CREATE INDEX tables_by_guild ON tables (guild_id);
-- Ended games whose state and action log are still kept: what the retention sweep looks at. Once
-- purged (state NULL) a table leaves this index.
CREATE INDEX tables_ended_with_state ON tables (finished_at)
    WHERE state IS NOT NULL AND status IN ('finished', 'aborted');
-- Everything stored about one person, for /privacy show and /privacy forget.
CREATE INDEX players_by_user ON players (user_id);
CREATE INDEX results_by_user ON results (user_id);
