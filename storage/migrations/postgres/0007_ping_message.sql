-- 0007 (PostgreSQL): as ../0007_ping_message.sql.
ALTER TABLE tables ADD COLUMN ping_message_id BIGINT;
