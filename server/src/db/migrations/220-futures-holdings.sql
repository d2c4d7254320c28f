-- Futures (issue 15): a holding's class figures (today's lots, mark notional of today's and
-- yesterday's lots) kept as JSON next to the generic columns; null for every other holding.
ALTER TABLE trading_positions ADD COLUMN class_data jsonb;
