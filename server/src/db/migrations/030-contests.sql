-- Contests: every matchBasisInfo field of spec §3 on the minimal matches table of 003, plus
-- managers, teams, traders (enrolments), combines and foul records. Breed views, index sets,
-- ranking indexes/params/columns, initial fund sets, allowed codes and risk rules live in
-- contest_settings (JSON); missing keys take the defaults of the contest's type.
CREATE SEQUENCE IF NOT EXISTS matches_match_id_seq START 1000;
ALTER TABLE matches ALTER COLUMN match_id SET DEFAULT nextval('matches_match_id_seq');
ALTER TABLE matches
  ADD COLUMN organizer text NOT NULL DEFAULT '',
  ADD COLUMN initial_usd numeric(18, 2) NOT NULL DEFAULT 0,
  ADD COLUMN initial_hkd numeric(18, 2) NOT NULL DEFAULT 0,
  ADD COLUMN registration_start_time timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN registration_end_time timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN start_time timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN end_time timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN real_end_time timestamptz,
  ADD COLUMN is_published boolean NOT NULL DEFAULT false,
  ADD COLUMN is_audit boolean NOT NULL DEFAULT false,
  ADD COLUMN is_allow_login boolean NOT NULL DEFAULT true,
  ADD COLUMN match_rule text NOT NULL DEFAULT '',
  ADD COLUMN max_traders integer NOT NULL DEFAULT 0,
  ADD COLUMN is_async_main_platform boolean NOT NULL DEFAULT false,
  ADD COLUMN match_command text NOT NULL DEFAULT '',
  ADD COLUMN no_risk_interest_rates double precision NOT NULL DEFAULT 0.015,
  ADD COLUMN market_industry_return_index_id text NOT NULL DEFAULT '000300.SSE',
  ADD COLUMN quote_type integer NOT NULL DEFAULT 0,
  ADD COLUMN init_us_exchange_rate double precision NOT NULL DEFAULT 7.1,
  ADD COLUMN init_hk_exchange_rate double precision NOT NULL DEFAULT 0.92,
  ADD COLUMN customer_id integer NOT NULL DEFAULT 0,
  ADD COLUMN is_top_match boolean NOT NULL DEFAULT false,
  -- Contests every user is in without signing up (the role-based defaults 139 and 658).
  ADD COLUMN auto_enrol boolean NOT NULL DEFAULT false,
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN contest_settings jsonb NOT NULL DEFAULT '{}';

UPDATE matches
SET organizer = '平台', registration_start_time = '2020-01-01T00:00:00Z',
  registration_end_time = '2099-12-31T00:00:00Z', start_time = '2020-01-01T00:00:00Z',
  end_time = '2099-12-31T00:00:00Z', is_published = true, is_audit = true, is_top_match = true,
  auto_enrol = true
WHERE match_id IN (139, 658);

-- The practice field (match type 5) users join with JoinExercising.
INSERT INTO matches (match_id, match_name, match_type, initial_rmb, organizer,
  registration_start_time, registration_end_time, start_time, end_time, is_published, is_audit)
VALUES (100, '模拟练习场', 5, 1000000, '平台', '2020-01-01T00:00:00Z', '2099-12-31T00:00:00Z',
  '2020-01-01T00:00:00Z', '2099-12-31T00:00:00Z', true, true)
ON CONFLICT (match_id) DO NOTHING;

CREATE TABLE match_managers (
  match_id integer NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  admin_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  manager_type smallint NOT NULL DEFAULT 2,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, admin_id)
);

CREATE TABLE match_teams (
  team_id serial PRIMARY KEY,
  match_id integer NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  team_name text NOT NULL,
  tutor_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX match_teams_match_idx ON match_teams (match_id);

CREATE TABLE match_traders (
  trader_id serial PRIMARY KEY,
  match_id integer NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  team_id integer REFERENCES match_teams (team_id) ON DELETE SET NULL,
  -- The exchange's trading_accounts row (currency 1) of this enrolment.
  account_id integer,
  trader_state smallint NOT NULL DEFAULT 0,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  UNIQUE (match_id, user_id)
);
CREATE INDEX match_traders_user_idx ON match_traders (user_id);
CREATE INDEX match_traders_account_idx ON match_traders (account_id);

-- Combine ids live far above contest ids: the exchange keys accounts by (user, match id).
CREATE SEQUENCE IF NOT EXISTS combines_id_seq START 5000000;
CREATE TABLE combines (
  combine_id integer PRIMARY KEY DEFAULT nextval('combines_id_seq'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  combine_name text NOT NULL,
  breed_ids jsonb NOT NULL DEFAULT '[]',
  account_id integer,
  is_top boolean NOT NULL DEFAULT false,
  login_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX combines_user_idx ON combines (user_id);

CREATE TABLE foul_records (
  foul_id serial PRIMARY KEY,
  match_id integer NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  trader_id integer REFERENCES match_traders (trader_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code integer NOT NULL,
  content text NOT NULL,
  order_info jsonb NOT NULL DEFAULT '{}',
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX foul_records_user_idx ON foul_records (user_id, is_read);
CREATE INDEX foul_records_match_idx ON foul_records (match_id, foul_id DESC);
