-- Labels, match-organisation links, operation log, generated files (exports and error records).
CREATE TABLE labels (
  id serial PRIMARY KEY,
  name text NOT NULL,
  year integer NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX labels_name_year_key ON labels (name, year);

CREATE TABLE label_users (
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (label_id, user_id)
);

CREATE TABLE match_orgs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id text NOT NULL,
  token text NOT NULL,
  is_current boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, org_id)
);

CREATE TABLE operation_logs (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  app_name text NOT NULL DEFAULT '',
  app_version text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  os text NOT NULL DEFAULT '',
  username text NOT NULL DEFAULT '',
  module text NOT NULL DEFAULT '',
  operation text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  operation_time text NOT NULL DEFAULT '',
  param1 text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operation_logs_created_idx ON operation_logs (created_at DESC);

CREATE TABLE generated_files (
  id text PRIMARY KEY,
  owner_id integer REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
