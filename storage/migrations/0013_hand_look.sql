-- 0013: how a player's hand shows its cards (/settings hand).
--
-- Self-contained on purpose: it only adds a column, so it can be renumbered freely.

-- 'buttons' (the default): the hand's picture only while its buttons don't show every card (waiting, a
-- form whose buttons are not the cards), so a phone never shows the same cards twice; 'picture': the
-- picture always, beside the buttons. Rows stored before this migration get the default.
ALTER TABLE user_prefs ADD COLUMN hand_look TEXT NOT NULL DEFAULT 'buttons'
    CHECK (hand_look IN ('buttons', 'picture'));
