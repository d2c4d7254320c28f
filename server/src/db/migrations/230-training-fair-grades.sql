-- Grades a student cannot game (issue 29).
-- A K-line set's rule of counted attempts: the first `attempts` submits of each round count (the
-- best of them is the counted score); the key comes back only with the last counted attempt.
ALTER TABLE training_kline_sets ADD COLUMN attempts integer NOT NULL DEFAULT 1 CHECK (attempts BETWEEN 1 AND 5);
-- Every submit is kept; `attempt` numbers a student's submits of one tool and quiz number, and
-- `counted` says whether it is one of the attempts its rule counts.
ALTER TABLE training_kline_scores ADD COLUMN attempt integer NOT NULL DEFAULT 1;
ALTER TABLE training_kline_scores ADD COLUMN counted boolean NOT NULL DEFAULT true;
ALTER TABLE training_kline_scores ADD COLUMN set_id integer;
CREATE INDEX training_kline_scores_round ON training_kline_scores (user_id, tool, seed, attempt);
-- Server secrets of the training area: the seed of the private (never served) history the
-- exercises built on market history draw from.
CREATE TABLE training_secrets (
  name text PRIMARY KEY,
  value bigint NOT NULL
);
