-- 0001: the initial Cardroom schema.
--
-- Applied by storage/database.py inside one transaction together with `PRAGMA user_version = 1`.
-- Never edit a migration that has shipped: add 0002_….sql instead.
--
-- Games are opaque here: `game_id` is an id, `options` and `state` are JSON text owned by the engines.
-- Times are unix seconds (REAL). Discord ids are 64-bit integers, which SQLite stores natively.

CREATE TABLE tables (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,                             -- NULL for a table in a DM / group DM
    channel_id  INTEGER NOT NULL,
    game_id     TEXT    NOT NULL,
    options     TEXT    NOT NULL CHECK (json_valid(options)),
    seed        INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'lobby'
                        CHECK (status IN ('lobby', 'playing', 'finished', 'aborted')),
    state       TEXT             CHECK (state IS NULL OR json_valid(state)),
    version     INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    host_id     INTEGER NOT NULL,
    message_id  INTEGER,                             -- the public table message, once posted
    deadline    REAL,                                -- turn clock / idle lobby, swept by the bot
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL,
    finished_at REAL                                 -- set when the table leaves lobby/playing
);

-- One active table per channel (a thread is a channel). The repository checks first to report the
-- existing table; this index is the guarantee.
CREATE UNIQUE INDEX tables_one_active_per_channel
    ON tables (channel_id) WHERE status IN ('lobby', 'playing');

-- Who sits at a table. `join_seq` keeps the lobby's join order (rowids are not stable across VACUUM);
-- `seat` is assigned when the game starts.
CREATE TABLE players (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    user_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    join_seq  INTEGER NOT NULL,
    seat      INTEGER CHECK (seat >= 0),
    joined_at REAL    NOT NULL,
    PRIMARY KEY (table_id, user_id),
    UNIQUE (table_id, seat),
    UNIQUE (table_id, join_seq)
) WITHOUT ROWID;

-- The append-only action log: replaying it from the seed rebuilds the game.
CREATE TABLE actions (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    action     TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;

-- History is never rewritten. (Deletion stays possible on purpose: data-removal requests.)
CREATE TRIGGER actions_append_only BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'actions are append-only');
END;

-- One row per player of a finished game. guild_id and game_id are copied from the table so the
-- leaderboard needs no join. The foreign key to players ties every result to someone who sat there.
CREATE TABLE results (
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    guild_id    INTEGER,
    game_id     TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    score       INTEGER NOT NULL,
    rank        INTEGER NOT NULL CHECK (rank >= 1),  -- competition ranking: 1 = winner, ties share
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),
    finished_at REAL    NOT NULL,
    PRIMARY KEY (table_id, user_id),
    FOREIGN KEY (table_id, user_id) REFERENCES players (table_id, user_id)
) WITHOUT ROWID;

CREATE INDEX results_by_guild_game ON results (guild_id, game_id);
CREATE INDEX results_by_guild_user ON results (guild_id, user_id);

CREATE TABLE user_prefs (
    user_id          INTEGER PRIMARY KEY,
    dm_hands         INTEGER NOT NULL DEFAULT 0 CHECK (dm_hands IN (0, 1)),
    dm_fallback_told INTEGER NOT NULL DEFAULT 0 CHECK (dm_fallback_told IN (0, 1)),
    updated_at       REAL    NOT NULL
);
