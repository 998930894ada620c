-- 0002: bots in seats, the turn clock, and games played with bots kept apart on leaderboards.
--
-- Times are unix seconds (REAL), like 0001.

-- The turn clock chosen in the lobby, in seconds per turn; NULL = no clock.
ALTER TABLE tables ADD COLUMN turn_clock INTEGER CHECK (turn_clock IS NULL OR turn_clock > 0);
-- When the players to act get their one reminder ping; NULL once sent (or when no clock runs).
ALTER TABLE tables ADD COLUMN reminder_at REAL;
-- 1 while a bot (a bot seat, or one playing for a seat on autopilot) has a move to make. The bot makes
-- it at once; the flag lets the sweeper finish the job after a crash.
ALTER TABLE tables ADD COLUMN bots_due INTEGER NOT NULL DEFAULT 0 CHECK (bots_due IN (0, 1));

-- NULL for a person; 'casual' or 'strong' for a bot seat (bots have negative user ids, which Discord
-- never uses).
ALTER TABLE players ADD COLUMN bot_level TEXT;
-- Turn clocks that ran out on this seat in a row; the seat goes on autopilot at the limit.
ALTER TABLE players ADD COLUMN missed INTEGER NOT NULL DEFAULT 0 CHECK (missed >= 0);
ALTER TABLE players ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0 CHECK (autopilot IN (0, 1));

-- Results rows are written for people only; a game that had a bot at the table is casual: it counts in
-- the player's stats but never in the leaderboard's ranking.
ALTER TABLE results ADD COLUMN with_bots INTEGER NOT NULL DEFAULT 0 CHECK (with_bots IN (0, 1));

-- What the sweeper asks every few seconds: which tables have something due.
CREATE INDEX tables_deadline ON tables (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX tables_reminder ON tables (reminder_at) WHERE reminder_at IS NOT NULL;
CREATE INDEX tables_bots_due ON tables (bots_due) WHERE bots_due = 1;
