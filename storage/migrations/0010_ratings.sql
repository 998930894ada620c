-- 0010: skill ratings (issue 16): an OpenSkill rating per server, game and person, and on every rated
-- result the rating before and after that game, so the final standings can say "1,520 → 1,541 (+21)".
--
-- Self-contained: it adds one table and columns to results, so a later migration never depends on it.
-- The model and its numbers live in the bot (bot/tables/ratings.py); storage keeps plain numbers, and
-- `python -m bot.maintenance rebuild-ratings` recomputes every one of them from the results.

-- The current rating. Only games in a server are rated (guild_id is never NULL here).
CREATE TABLE ratings (
    guild_id INTEGER NOT NULL,
    game_id  TEXT    NOT NULL,
    user_id  INTEGER NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL CHECK (sigma > 0),
    games    INTEGER NOT NULL CHECK (games >= 1),  -- rated games behind this rating
    PRIMARY KEY (guild_id, game_id, user_id)
) WITHOUT ROWID;

-- The side a seat played on (partners), when the game has sides; NULL: everyone for themselves.
ALTER TABLE results ADD COLUMN team INTEGER;
-- 1 when the player had left the game (their seat was played by a bot) when it finished: ranked last.
ALTER TABLE results ADD COLUMN departed INTEGER NOT NULL DEFAULT 0 CHECK (departed IN (0, 1));
-- The order in which rated games were rated (the commit order of their last actions); NULL: unrated
-- (a casual game with bots, a game outside a server, or a game finished before this migration until a
-- rebuild rates it). The rebuild replays the ratings in this order.
ALTER TABLE results ADD COLUMN rating_seq INTEGER;
ALTER TABLE results ADD COLUMN mu_before REAL;
ALTER TABLE results ADD COLUMN sigma_before REAL;
ALTER TABLE results ADD COLUMN mu_after REAL;
ALTER TABLE results ADD COLUMN sigma_after REAL;
ALTER TABLE results ADD COLUMN rated_games INTEGER;  -- the player's rated games after this one

CREATE INDEX results_by_rating_seq ON results (rating_seq) WHERE rating_seq IS NOT NULL;
-- The leaderboard's lookups: a player's results of one game (latest name, rated wins), and the casual
-- games (with bots) counted apart.
CREATE INDEX results_by_guild_game_user ON results (guild_id, game_id, user_id, finished_at);
CREATE INDEX results_casual ON results (guild_id, game_id, user_id) WHERE with_bots = 1;
