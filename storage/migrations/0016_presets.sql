-- 0016 (issue 38, "saved house rules"): a server's named presets of lobby options.
--
-- Self-contained: it only adds a table, so it can be renumbered freely. It holds no person's id: who
-- saved a preset is not stored (so nothing here is personal data for /privacy).

-- One row per server and name; `name_key` is the name as compared (case-folded, spaces collapsed), so
-- "Fast" and "fast" are one preset; `name` is how it was typed. `options` is the game's options JSON as
-- the lobby stored it, validated again by the game whenever the preset is used.
CREATE TABLE presets (
    guild_id   INTEGER NOT NULL,
    name_key   TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    game_id    TEXT    NOT NULL,
    options    TEXT    NOT NULL CHECK (json_valid(options)),
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, name_key)
);
