-- 0012: when a player is told that their turn began (/settings turn_alerts).
--
-- Self-contained on purpose: it only adds a column, so it can be renumbered freely.

-- 'away' (the default): a notification when a turn begins and the player clicked nothing of the table
-- in the last moments; 'every': at every turn; 'reminders': only the later reminder. Rows stored before
-- this migration get the default.
ALTER TABLE user_prefs ADD COLUMN turn_alerts TEXT NOT NULL DEFAULT 'away'
    CHECK (turn_alerts IN ('away', 'every', 'reminders'));
