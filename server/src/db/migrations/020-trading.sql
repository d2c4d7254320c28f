-- Exchange: trader accounts (one per user, contest and currency), positions, orders, execution
-- reports, bank-securities transfers, daily NAV snapshots, corporate actions and per-contest
-- trading settings. Money columns are integer li (0.001 yuan) so sums are exact.
CREATE TABLE trading_accounts (
  account_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  match_id integer NOT NULL,
  currency smallint NOT NULL DEFAULT 1,
  initial_cash bigint NOT NULL,
  transfers bigint NOT NULL DEFAULT 0,
  fees bigint NOT NULL DEFAULT 0,
  realised bigint NOT NULL DEFAULT 0,
  cash_available bigint NOT NULL,
  cash_frozen bigint NOT NULL DEFAULT 0,
  -- Fund units for unit NAV (initially one per li): transfers buy or redeem units at the NAV of the moment.
  units double precision NOT NULL,
  -- Last trading date whose end-of-day settlement has been applied to this account.
  settled_date text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, match_id, currency),
  CHECK (cash_available >= 0 AND cash_frozen >= 0)
);

CREATE TABLE trading_positions (
  account_id integer NOT NULL REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  market text NOT NULL,
  code text NOT NULL,
  security_type smallint NOT NULL,
  qty bigint NOT NULL,
  sellable bigint NOT NULL,
  frozen bigint NOT NULL,
  cost bigint NOT NULL,
  realised bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, market, code),
  CHECK (qty >= 0 AND sellable >= 0 AND frozen >= 0 AND sellable + frozen <= qty)
);

CREATE TABLE trading_orders (
  order_id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  cl_ord_id text,
  market text NOT NULL,
  code text NOT NULL,
  security_name text NOT NULL DEFAULT '',
  security_type smallint NOT NULL,
  side smallint NOT NULL,
  kind text NOT NULL,
  price double precision NOT NULL,
  qty bigint NOT NULL,
  filled_qty bigint NOT NULL DEFAULT 0,
  filled_amount bigint NOT NULL DEFAULT 0,
  fees bigint NOT NULL DEFAULT 0,
  frozen_cash bigint NOT NULL DEFAULT 0,
  frozen_qty bigint NOT NULL DEFAULT 0,
  status smallint NOT NULL,
  reject_code integer,
  trading_date text NOT NULL,
  match_key text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (filled_qty <= qty)
);
-- A client order id is accepted once per account: the second attempt gets 60015.
CREATE UNIQUE INDEX trading_orders_cl_ord_key ON trading_orders (account_id, cl_ord_id);
CREATE INDEX trading_orders_working_idx ON trading_orders (status) WHERE status IN (0, 1);
CREATE INDEX trading_orders_account_idx ON trading_orders (account_id, order_id DESC);

CREATE TABLE trading_reports (
  report_id bigserial PRIMARY KEY,
  order_id bigint REFERENCES trading_orders (order_id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  exec_type smallint NOT NULL,
  market text NOT NULL,
  code text NOT NULL,
  side smallint NOT NULL,
  qty bigint NOT NULL,
  price double precision NOT NULL,
  amount bigint NOT NULL,
  fees bigint NOT NULL,
  trading_date text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trading_reports_account_idx ON trading_reports (account_id, report_id DESC);

CREATE TABLE trading_transfers (
  transfer_id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  direction smallint NOT NULL,
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  trading_date text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trading_transfers_account_idx ON trading_transfers (account_id, transfer_id DESC);

CREATE TABLE trading_nav (
  account_id integer NOT NULL REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  trading_date text NOT NULL,
  total_assets bigint NOT NULL,
  cash bigint NOT NULL,
  market_value bigint NOT NULL,
  units double precision NOT NULL,
  nav double precision NOT NULL,
  PRIMARY KEY (account_id, trading_date)
);

CREATE TABLE corporate_actions (
  action_id serial PRIMARY KEY,
  market text NOT NULL,
  code text NOT NULL,
  ex_date text NOT NULL,
  cash_per_share double precision NOT NULL DEFAULT 0,
  shares_per_share double precision NOT NULL DEFAULT 0,
  UNIQUE (market, code, ex_date)
);

-- Per-contest settings (fees, volume cap, bursts, permitted security types and codes) as JSON;
-- missing keys take the defaults of the exchange.
CREATE TABLE trading_settings (
  match_id integer PRIMARY KEY,
  settings jsonb NOT NULL
);
