-- 0014: a seat whose person left the table's server (docs/security.md#leaving-a-table-bans-kicks-and-departures).
--
-- Self-contained on purpose: it only adds a column, so it can be renumbered freely.

-- NULL: the person is (as far as the bot knows) still in the server. 'banned': they were banned while
-- the game ran; their seat is a bot's for the rest of that game, and no click of theirs is taken.
-- 'left': a click from their DMs found them no longer a member; a bot plays their seat until they are
-- a member again and press I'm back. Stored, so a restart forgets no departure.
ALTER TABLE players ADD COLUMN departed TEXT CHECK (departed IS NULL OR departed IN ('banned', 'left'));
