-- 0004: per-server settings, and tables that play in a thread of their own.
--
-- Self-contained on purpose: it only adds a table and columns, so it can be renumbered freely.

-- One row per server that changed a setting; a server without a row has the defaults.
CREATE TABLE guild_settings (
    guild_id      INTEGER PRIMARY KEY,
    table_threads INTEGER NOT NULL DEFAULT 0 CHECK (table_threads IN (0, 1)),  -- new tables get a thread
    updated_at    REAL    NOT NULL
);

-- The host's choice in the lobby (the server's setting when the table was opened): at Start the table
-- moves into a thread started from its lobby message.
ALTER TABLE tables ADD COLUMN play_in_thread INTEGER NOT NULL DEFAULT 0 CHECK (play_in_thread IN (0, 1));
-- Once the table moved into a thread, `channel_id` is the thread and this is the channel it was opened
-- in (whose lobby message, the thread's starter, has the thread's id). NULL for a table that stayed.
ALTER TABLE tables ADD COLUMN parent_channel_id INTEGER;
