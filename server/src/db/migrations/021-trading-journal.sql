-- The exchange's write-ahead journal: every engine step (order, fills, cancel, transfer,
-- settlement) is committed here, in group commits, before it is acknowledged; a background
-- applier folds the entries into the trading tables in batches and deletes them. After a crash
-- the start replays what is left, so nothing acknowledged is lost and nothing is applied twice.
CREATE TABLE trading_journal (
  seq bigserial PRIMARY KEY,
  account_id integer NOT NULL,
  step jsonb NOT NULL
);
