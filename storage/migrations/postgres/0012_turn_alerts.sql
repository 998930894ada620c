-- 0012 (PostgreSQL): as ../0012_turn_alerts.sql.
ALTER TABLE user_prefs ADD COLUMN turn_alerts TEXT NOT NULL DEFAULT 'away'
    CHECK (turn_alerts IN ('away', 'every', 'reminders'));
