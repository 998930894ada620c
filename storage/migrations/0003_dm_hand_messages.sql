-- 0003: one DM hand per player and table, edited in place turn after turn.
--
-- The id of the direct message that shows this player's hand at this table (NULL until the first DM):
-- the next turn edits it instead of sending a new one, also after a restart.
ALTER TABLE players ADD COLUMN dm_hand_message_id INTEGER;
