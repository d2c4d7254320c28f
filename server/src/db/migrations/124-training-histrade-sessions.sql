-- trainKChartHistrade sessions (issue 19): the server keeps the seed and the actions taken, and
-- reveals one bar per recorded action; graded once, from the recorded actions.
CREATE TABLE training_histrade_sessions (
  session_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seed integer NOT NULL,
  actions jsonb NOT NULL DEFAULT '[]',
  finished boolean NOT NULL DEFAULT false,
  score integer CHECK (score BETWEEN 0 AND 100),
  counted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX training_histrade_sessions_user ON training_histrade_sessions (user_id, seed);
