-- Market replay sessions of the training area (issue 19): one row per replay a student starts.
CREATE TABLE training_replays (
  replay_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  market text NOT NULL,
  name text NOT NULL,
  date_from text NOT NULL,
  date_to text NOT NULL,
  bars_total integer NOT NULL,
  bars_shown integer NOT NULL DEFAULT 1,
  start_cash_li bigint NOT NULL,
  equity_li bigint NOT NULL,
  hold_li bigint NOT NULL,
  trades jsonb NOT NULL DEFAULT '[]',
  finished boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX training_replays_user ON training_replays (user_id, replay_id);
