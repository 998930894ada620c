-- 0014 (PostgreSQL): as ../0014_departed_seats.sql.
ALTER TABLE players ADD COLUMN departed TEXT CHECK (departed IS NULL OR departed IN ('banned', 'left'));
