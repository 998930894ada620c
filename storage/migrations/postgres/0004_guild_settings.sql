-- 0004 (PostgreSQL): as ../0004_guild_settings.sql.

CREATE TABLE guild_settings (
    guild_id      BIGINT  PRIMARY KEY,
    table_threads INTEGER NOT NULL DEFAULT 0 CHECK (table_threads IN (0, 1)),
    updated_at    DOUBLE PRECISION NOT NULL
);

ALTER TABLE tables ADD COLUMN play_in_thread INTEGER NOT NULL DEFAULT 0 CHECK (play_in_thread IN (0, 1));
ALTER TABLE tables ADD COLUMN parent_channel_id BIGINT;
