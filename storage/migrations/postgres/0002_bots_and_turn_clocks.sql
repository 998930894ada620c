-- 0002 (PostgreSQL): as ../0002_bots_and_turn_clocks.sql.

ALTER TABLE tables ADD COLUMN turn_clock INTEGER CHECK (turn_clock IS NULL OR turn_clock > 0);
ALTER TABLE tables ADD COLUMN reminder_at DOUBLE PRECISION;
ALTER TABLE tables ADD COLUMN bots_due INTEGER NOT NULL DEFAULT 0 CHECK (bots_due IN (0, 1));

ALTER TABLE players ADD COLUMN bot_level TEXT;
ALTER TABLE players ADD COLUMN missed INTEGER NOT NULL DEFAULT 0 CHECK (missed >= 0);
ALTER TABLE players ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0 CHECK (autopilot IN (0, 1));

ALTER TABLE results ADD COLUMN with_bots INTEGER NOT NULL DEFAULT 0 CHECK (with_bots IN (0, 1));

CREATE INDEX tables_deadline ON tables (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX tables_reminder ON tables (reminder_at) WHERE reminder_at IS NOT NULL;
CREATE INDEX tables_bots_due ON tables (bots_due) WHERE bots_due = 1;
