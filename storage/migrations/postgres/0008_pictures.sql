-- 0008 (PostgreSQL): as ../0008_pictures.sql.
ALTER TABLE user_prefs ADD COLUMN pictures INTEGER NULL CHECK (pictures IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN pictures INTEGER NOT NULL DEFAULT 1 CHECK (pictures IN (0, 1));
