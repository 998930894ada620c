-- 0009 (PostgreSQL): as ../0009_languages.sql.
ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE user_prefs ADD COLUMN locale TEXT NULL;
