-- 0015 (issue 37, "Growth and erasure"): lobbies leave nothing behind, hosts open so many tables an hour,
-- and anonymous ids no longer run out.
--
-- Self-contained: it adds a table and an index and widens one CHECK, so it can be renumbered freely.

-- Each table a person opened, for the hourly cap on opening tables (bot/tables/limits.py): a lobby
-- cancelled at once is deleted with its rows, so the count cannot be read from `tables`. Rows older than
-- the hour are deleted by the sweeper; /privacy forget deletes theirs.
CREATE TABLE table_openings (
    id        INTEGER PRIMARY KEY,
    host_id   INTEGER NOT NULL,
    opened_at REAL    NOT NULL
);
CREATE INDEX table_openings_by_host ON table_openings (host_id, opened_at);
CREATE INDEX table_openings_by_time ON table_openings (opened_at);

-- Lobbies closed before they started (status 'aborted' at version 1: a start makes version 1 and an
-- abort adds one more, so only a lobby is aborted at 1). The sweeper deletes them with their players
-- a while after they closed; once deleted they leave the index, so it stays small.
CREATE INDEX tables_closed_lobbies ON tables (finished_at) WHERE status = 'aborted' AND version = 1;

-- Anonymous ids (0005) were capped below 2^22, the first Discord id: about 4 million requests to be
-- forgotten, after which every one failed. Ids from 2^22 on are issued negated (storage/privacy.py), so
-- the row's number only has to be positive. SQLite cannot change a CHECK in place: the table is copied,
-- with AUTOINCREMENT's counter, so no id ever issued is issued again.
CREATE TABLE anonymous_ids_widened (
    id        INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id >= 1),
    issued_at REAL NOT NULL
);
INSERT INTO anonymous_ids_widened (id, issued_at) SELECT id, issued_at FROM anonymous_ids;
DELETE FROM sqlite_sequence WHERE name = 'anonymous_ids_widened';
INSERT INTO sqlite_sequence (name, seq) SELECT 'anonymous_ids_widened', seq FROM sqlite_sequence
    WHERE name = 'anonymous_ids';
DROP TABLE anonymous_ids;
ALTER TABLE anonymous_ids_widened RENAME TO anonymous_ids;
