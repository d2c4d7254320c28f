-- Forex contests (match type 2): opening funds in a foreign currency other than USD (initial_hkd →
-- an HKDCNH holding) are booked once per account and currency; this row records that it was done
-- (the USD marker stays in forex_openings). docs/market-rules.md, "Forex".
CREATE TABLE forex_opening_funds (
  account_id integer NOT NULL REFERENCES trading_accounts (account_id) ON DELETE CASCADE,
  currency text NOT NULL,
  qty bigint NOT NULL,
  booked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, currency)
);
