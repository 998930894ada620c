-- 0017 (issue 38, "Results that count"): a bot seat's place and score at the end of a finished game, so
-- /history ranks every seat by its place, bots included (people's are in `results`, which holds people
-- only: a bot is never rated, never in /stats).
--
-- Self-contained: it only adds columns, so it can be renumbered freely. NULL for a person's seat, for a
-- game that did not finish, and for every game finished before this migration (/history lists those
-- bots after the people, as before).
ALTER TABLE players ADD COLUMN final_rank INTEGER CHECK (final_rank IS NULL OR final_rank >= 1);
ALTER TABLE players ADD COLUMN final_score INTEGER;
