-- 0010 (PostgreSQL): as ../0010_ratings.sql.

CREATE TABLE ratings (
    guild_id BIGINT  NOT NULL,
    game_id  TEXT    NOT NULL,
    user_id  BIGINT  NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL CHECK (sigma > 0),
    games    INTEGER NOT NULL CHECK (games >= 1),
    PRIMARY KEY (guild_id, game_id, user_id)
);

ALTER TABLE results ADD COLUMN team INTEGER;
ALTER TABLE results ADD COLUMN departed INTEGER NOT NULL DEFAULT 0 CHECK (departed IN (0, 1));
ALTER TABLE results ADD COLUMN rating_seq INTEGER;
ALTER TABLE results ADD COLUMN mu_before DOUBLE PRECISION;
ALTER TABLE results ADD COLUMN sigma_before DOUBLE PRECISION;
ALTER TABLE results ADD COLUMN mu_after DOUBLE PRECISION;
ALTER TABLE results ADD COLUMN sigma_after DOUBLE PRECISION;
ALTER TABLE results ADD COLUMN rated_games INTEGER;

CREATE INDEX results_by_rating_seq ON results (rating_seq) WHERE rating_seq IS NOT NULL;
CREATE INDEX results_by_guild_game_user ON results (guild_id, game_id, user_id, finished_at);
CREATE INDEX results_casual ON results (guild_id, game_id, user_id) WHERE with_bots = 1;
