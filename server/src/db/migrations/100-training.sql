-- Training area (issue 17): project types and projects, assignments to classes, training logs,
-- case panels, stored files and teaching resources, subjects.

-- market_type (1-7) picks the landing market page of spec §2; ids 1-7 are the spec's own types.
CREATE TABLE tp_types (
  tp_type_id serial PRIMARY KEY,
  name text NOT NULL,
  market_type smallint NOT NULL CHECK (market_type BETWEEN 1 AND 7),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tp_types (tp_type_id, name, market_type) VALUES
  (1, '股票实训', 1), (2, '基金实训', 2), (3, '期货实训', 3), (4, '期权实训', 4),
  (5, '外汇实训', 5), (6, '债券实训', 6), (7, '案例实训', 7);
SELECT setval('tp_types_tp_type_id_seq', 100);

CREATE TABLE tp_infos (
  tp_info_id serial PRIMARY KEY,
  tp_type_id integer NOT NULL REFERENCES tp_types (tp_type_id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- ProductTag 0: the training edition's projects (spec §7 SearchTPInfos).
  product_tag smallint NOT NULL DEFAULT 0,
  train_type smallint NOT NULL DEFAULT 0,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tp_assignments (
  tp_info_id integer NOT NULL REFERENCES tp_infos (tp_info_id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  assigned_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tp_info_id, class_id)
);

CREATE TABLE case_panels (
  case_panel_id serial PRIMARY KEY,
  tp_info_id integer NOT NULL REFERENCES tp_infos (tp_info_id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_panels_tp_idx ON case_panels (tp_info_id, sort, case_panel_id);

-- A training session: started and ended by the student; what happened in between is read from
-- the trading tables by time window; the teacher scores it.
CREATE TABLE train_logs (
  log_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tp_info_id integer NOT NULL REFERENCES tp_infos (tp_info_id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  -- Calls that carried this log id in their LogIDs header.
  call_count integer NOT NULL DEFAULT 0,
  score numeric(5, 1),
  comment text NOT NULL DEFAULT '',
  scored_by integer REFERENCES users (id) ON DELETE SET NULL,
  scored_at timestamptz
);
CREATE INDEX train_logs_user_idx ON train_logs (user_id, log_id DESC);
CREATE INDEX train_logs_tp_idx ON train_logs (tp_info_id, log_id DESC);
-- At most one running training per student.
CREATE UNIQUE INDEX train_logs_running_key ON train_logs (user_id) WHERE ended_at IS NULL;

-- Files kept by the server (resources, exports); the bytes live in the file store under storage_key.
CREATE TABLE stored_files (
  file_id text PRIMARY KEY,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  storage_key text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- category: teach (TrainTeachRes), exercise (TrainExercisRes), train (TraintrainRes), extra (TrainExtraRes).
CREATE TABLE resources (
  resource_id serial PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('teach', 'exercise', 'train', 'extra')),
  resource_type smallint NOT NULL CHECK (resource_type BETWEEN 1 AND 3),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  share_type smallint NOT NULL DEFAULT 0 CHECK (share_type BETWEEN 0 AND 2),
  file_id text NOT NULL REFERENCES stored_files (file_id),
  uploader_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resources_category_idx ON resources (category, created_at DESC);

CREATE TABLE subjects (
  subject_id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
