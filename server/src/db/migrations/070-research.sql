-- Research (issue 20): screener schemes per user, their backtests with the stored report, and
-- real quarterly statements imported over the seeded fundamentals.
CREATE TABLE research_schemes (
  scheme_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scheme_name text NOT NULL,
  definition jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX research_schemes_user ON research_schemes (user_id);

CREATE TABLE research_backtests (
  backtest_id serial PRIMARY KEY,
  scheme_id integer NOT NULL REFERENCES research_schemes (scheme_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The scheme and the parameters as run (a later edit of the scheme does not change a report).
  definition jsonb NOT NULL,
  params jsonb NOT NULL,
  status text NOT NULL DEFAULT 'running',
  progress double precision NOT NULL DEFAULT 0,
  summary jsonb,
  report jsonb,
  error text,
  elapsed_ms integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX research_backtests_scheme ON research_backtests (scheme_id);

CREATE TABLE research_statements (
  market text NOT NULL,
  code text NOT NULL,
  statements jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market, code)
);
