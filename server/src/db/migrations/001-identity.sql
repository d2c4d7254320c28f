-- Identity: users, classes, sessions, verification codes, QR login sessions.
CREATE TABLE classes (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  teacher_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  real_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  phone text,
  -- Training-side role; the competition side derives admin/normal user from it.
  role text NOT NULL CHECK (role IN ('student', 'teacher', 'admin')),
  has_train_use_power boolean NOT NULL DEFAULT true,
  has_combine_power boolean NOT NULL DEFAULT true,
  major_name text NOT NULL DEFAULT '',
  school_short_name_en text NOT NULL DEFAULT '',
  class_id integer REFERENCES classes (id) ON DELETE SET NULL,
  self_registered boolean NOT NULL DEFAULT false,
  login_wrong_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  login_count integer NOT NULL DEFAULT 0,
  last_login_at timestamptz,
  account_end_time timestamptz,
  unregistered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- User names are unique regardless of case; a phone is bound to at most one account.
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;

CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE verify_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code_type integer NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_count integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX verify_codes_phone_idx ON verify_codes (phone, created_at DESC);

CREATE TABLE qr_logins (
  qr_key text PRIMARY KEY,
  application_mark text NOT NULL DEFAULT '',
  login_type integer NOT NULL DEFAULT 0,
  client_ip text NOT NULL DEFAULT '',
  is_sub_login boolean NOT NULL DEFAULT false,
  status integer NOT NULL DEFAULT 0,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  token text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
