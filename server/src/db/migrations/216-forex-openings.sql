-- Forex contests (match type 2): a trader's opening funds in a foreign currency (initial_usd) are
-- booked once into the contest account as a currency holding (USD → USDCNH), paid in as capital.
-- One row per account records that it was done (docs/market-rules.md, "Forex").
CREATE TABLE forex_openings (
  account_id integer PRIMARY KEY REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  currency text NOT NULL,
  qty bigint NOT NULL,
  booked_at timestamptz NOT NULL DEFAULT now()
);
