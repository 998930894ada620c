-- 0013 (PostgreSQL): as ../0013_hand_look.sql.
ALTER TABLE user_prefs ADD COLUMN hand_look TEXT NOT NULL DEFAULT 'buttons'
    CHECK (hand_look IN ('buttons', 'picture'));
