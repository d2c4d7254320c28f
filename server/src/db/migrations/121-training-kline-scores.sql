-- TrainKChartTell quiz scores (issue 19): one row per submitted quiz.
CREATE TABLE training_kline_scores (
  score_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool text NOT NULL,
  seed integer NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_kline_scores_user ON training_kline_scores (user_id, score_id);
