-- Journal entries the applier could not fold into the trading tables (the database refused their
-- data): moved here with the reason instead of blocking every later entry, every reader and the
-- start. Kept for an operator to inspect; nothing reads them back automatically.
CREATE TABLE trading_journal_quarantine (
  seq bigint PRIMARY KEY,
  account_id integer NOT NULL,
  step jsonb NOT NULL,
  error text NOT NULL,
  quarantined_at timestamptz NOT NULL DEFAULT now()
);
