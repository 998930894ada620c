-- 0006: the per-player preference "play a forced move for me" (/settings autoplay).
--
-- Self-contained on purpose: it only adds a column, so it can be renumbered freely.

-- When on, and it is the user's turn with exactly one legal action, the service plays it for them as it
-- plays a bot's move (the table's `bots_due` flag, so a restart loses no owed move).
ALTER TABLE user_prefs ADD COLUMN autoplay INTEGER NOT NULL DEFAULT 0 CHECK (autoplay IN (0, 1));
