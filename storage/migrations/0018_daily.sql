-- 0018 (issue 38, "The daily deal"): today's deal of a game, the same for everyone, played privately
-- against bots (docs/daily.md).
--
-- Self-contained: it adds three tables, so it can be renumbered freely.

-- The secret the daily seeds are an HMAC under, made at first start when the operator set no
-- DAILY_SECRET, so the deals stay the same across restarts. One row at most.
CREATE TABLE daily_secret (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    secret TEXT    NOT NULL
);

-- One attempt per person, game and day (UTC, 'YYYY-MM-DD'), wherever they played it: its moves so far
-- (the bots' too, JSON [[seat, action], ...]), so a restart loses nothing and the game replays exactly.
-- `version` counts the stored moves batches: a click built on an older one is refused.
CREATE TABLE daily_games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,  -- where it was started: the one result line goes there
    game_id     TEXT    NOT NULL,
    day         TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    moves       TEXT    NOT NULL DEFAULT '[]',
    version     INTEGER NOT NULL DEFAULT 0,
    started_at  REAL    NOT NULL,
    finished_at REAL,
    UNIQUE (user_id, game_id, day)
);

-- The finished attempts: the boards (/daily board). Never rated. `place` is the person's place at their
-- table of bots (1 = best), `seats` how many sat there; `share` the spoiler-free emoji of the rounds.
CREATE TABLE daily_results (
    table_id    INTEGER PRIMARY KEY REFERENCES daily_games (id) ON DELETE CASCADE,
    guild_id    INTEGER NOT NULL,
    game_id     TEXT    NOT NULL,
    day         TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    score       INTEGER NOT NULL,
    place       INTEGER NOT NULL CHECK (place >= 1),
    seats       INTEGER NOT NULL CHECK (seats >= 1),
    share       TEXT    NOT NULL,
    finished_at REAL    NOT NULL
);
CREATE INDEX daily_results_board ON daily_results (guild_id, game_id, day, score);
CREATE INDEX daily_results_streaks ON daily_results (guild_id, game_id, user_id, day);
