-- 0009: languages (issue 15): the table's language for its public messages, and each player's Discord
-- language as last seen.
--
-- Self-contained on purpose: it only adds columns, so it can be renumbered freely.

-- The table's language for what the channel reads (the table message, announcements, pings, votes): the
-- server's language when the table is opened, changeable by the host in the lobby. A catalog code of
-- bot.i18n ("en", "ko"). Tables stored before this migration read English, as they always did.
ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
-- The player's Discord locale ("ko", "en-US") as seen on their last click, for what is built for them
-- outside a click of theirs (their DM hand). NULL until seen: English.
ALTER TABLE user_prefs ADD COLUMN locale TEXT NULL;
