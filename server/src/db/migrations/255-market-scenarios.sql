-- Market scenarios (行情情景, issue 30): events an administrator schedules for the whole simulated
-- market. Price events (gap, limitRun, volBurst) are laid over the generated series from their
-- effective trading date and minute (0 the open … 239); expiryJump moved the market clock to an
-- expiry at once (target_date). Rows are never deleted: a cancelled event keeps its row, so the
-- table is the log of every event. match_id is reserved for a per-contest layer (NULL: all).
CREATE TABLE IF NOT EXISTS market_scenarios (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  security_key text NOT NULL DEFAULT '',
  effective_date text NOT NULL,
  effective_minute integer NOT NULL DEFAULT 0,
  pct double precision NOT NULL DEFAULT 0,
  days integer NOT NULL DEFAULT 1,
  factor double precision NOT NULL DEFAULT 1,
  target_date text,
  note text NOT NULL DEFAULT '',
  match_id integer,
  created_by integer,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  cancelled_by_name text
);
CREATE INDEX IF NOT EXISTS market_scenarios_date_idx ON market_scenarios (effective_date);
