-- 0006 (PostgreSQL): as ../0006_autoplay_pref.sql.
ALTER TABLE user_prefs ADD COLUMN autoplay INTEGER NOT NULL DEFAULT 0 CHECK (autoplay IN (0, 1));
