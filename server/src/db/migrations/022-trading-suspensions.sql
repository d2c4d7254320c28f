-- Securities halted from trading (orders refused with 60006 证券已停牌) until lifted.
CREATE TABLE trading_suspensions (
  market text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market, code)
);
