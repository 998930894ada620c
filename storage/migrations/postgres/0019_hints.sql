-- 0019 (PostgreSQL): as ../0019_hints.sql.
ALTER TABLE tables ADD COLUMN hints INTEGER CHECK (hints IS NULL OR hints IN (0, 1));
ALTER TABLE players ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0 CHECK (hints_used >= 0);
