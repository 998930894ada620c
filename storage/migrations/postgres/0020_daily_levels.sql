-- 0020 (PostgreSQL): as ../0020_daily_levels.sql.
CREATE TABLE daily_levels (
    game_id TEXT NOT NULL,
    day     TEXT NOT NULL,  -- UTC, 'YYYY-MM-DD'
    level   TEXT NOT NULL,
    PRIMARY KEY (game_id, day)
);
INSERT INTO daily_levels (game_id, day, level) SELECT DISTINCT game_id, day, 'strong' FROM daily_games;
