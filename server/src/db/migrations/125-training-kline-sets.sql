-- Named K-line question sets (issue 19): a teacher gives a class the same seeded questions of one
-- tool; `count` sets with the seeds seed, seed + 1, … seed + count - 1.
CREATE TABLE training_kline_sets (
  set_id serial PRIMARY KEY,
  name text NOT NULL,
  tool text NOT NULL CHECK (tool IN ('tell', 'label', 'disc', 'histrade', 'timeshar')),
  seed integer NOT NULL CHECK (seed BETWEEN 1 AND 1000000),
  count integer NOT NULL CHECK (count BETWEEN 1 AND 10),
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (seed + count - 1 <= 1000000)
);
CREATE INDEX training_kline_sets_class ON training_kline_sets (class_id, set_id);
