-- 0016 (PostgreSQL): as ../0016_presets.sql.

CREATE TABLE presets (
    guild_id   BIGINT  NOT NULL,
    name_key   TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    game_id    TEXT    NOT NULL,
    options    TEXT    NOT NULL CHECK (json_valid(options)),
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, name_key)
);
