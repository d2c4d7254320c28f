-- The contest each user is in (issue 28): set by LoginMatch. Orders, cancels, transfers and the
-- account operations act only on the accounts of this contest (60010 for another contest's), and
-- a trading call without an account id acts on this contest's account.
CREATE TABLE user_current_match (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  match_id integer NOT NULL,
  entered_at timestamptz NOT NULL
);
