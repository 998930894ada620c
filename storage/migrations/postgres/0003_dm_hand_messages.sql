-- 0003 (PostgreSQL): as ../0003_dm_hand_messages.sql.
ALTER TABLE players ADD COLUMN dm_hand_message_id BIGINT;
