-- 0020 (issue 39, the expert level): the bot level each day's deal of a game is played against.
--
-- Self-contained: it adds one table, so it can be renumbered freely. A day's level is written when its
-- first deal is made and never changes, so everyone plays the same day against the same bots and a
-- new default level only starts on days nobody has played yet. The days played before this migration
-- were played against strong bots, and keep them.
CREATE TABLE daily_levels (
    game_id TEXT NOT NULL,
    day     TEXT NOT NULL,  -- UTC, 'YYYY-MM-DD'
    level   TEXT NOT NULL,
    PRIMARY KEY (game_id, day)
);
INSERT INTO daily_levels (game_id, day, level) SELECT DISTINCT game_id, day, 'strong' FROM daily_games;
