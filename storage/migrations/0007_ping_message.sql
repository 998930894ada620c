-- 0007: the table's one outstanding turn ping, so a restarted bot can still delete it.
--
-- The id of the channel message that pings whoever must act now (NULL when there is none). A new ping,
-- or the game's end, deletes the one recorded here, even if another process posted it.
ALTER TABLE tables ADD COLUMN ping_message_id INTEGER;
