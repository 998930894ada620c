-- 0008: cards drawn as pictures, or text only (/settings pictures, /server-settings pictures).
--
-- Self-contained on purpose: it only adds columns, so it can be renumbered freely.

-- The player's own choice: 1 = pictures, 0 = text only, NULL = follow the default of the server where
-- the table plays. Rows stored before this migration follow the server.
ALTER TABLE user_prefs ADD COLUMN pictures INTEGER NULL CHECK (pictures IN (0, 1));
-- The server's default for the public table message and for players who made no choice: pictures on
-- (rows stored before this migration get it too).
ALTER TABLE guild_settings ADD COLUMN pictures INTEGER NOT NULL DEFAULT 1 CHECK (pictures IN (0, 1));
