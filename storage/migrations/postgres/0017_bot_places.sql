-- 0017 (PostgreSQL): as ../0017_bot_places.sql.
ALTER TABLE players ADD COLUMN final_rank INTEGER CHECK (final_rank IS NULL OR final_rank >= 1);
ALTER TABLE players ADD COLUMN final_score INTEGER;
