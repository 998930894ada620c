-- 0019 (issue 39, hints): whether a table allows the 💡 Hint button, and how many hints each seat took.
--
-- Self-contained: it only adds columns, so it can be renumbered freely. `tables.hints` is the host's
-- choice in the lobby: NULL = the default (on at a casual table: no bot above casual), 1 on, 0 off.
-- `players.hints_used` counts the hints a seat was shown (one per decision); a finished game in which
-- any seat used one is not rated (storage/ratings.py). 0 for every game from before this migration.
ALTER TABLE tables ADD COLUMN hints INTEGER CHECK (hints IS NULL OR hints IN (0, 1));
ALTER TABLE players ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0 CHECK (hints_used >= 0);
