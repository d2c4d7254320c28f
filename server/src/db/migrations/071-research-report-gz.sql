-- Backtest reports are stored gzip-compressed (about a tenth of the JSON, and compressing runs off
-- the event loop); the jsonb column of 070 stays readable for reports written before.
ALTER TABLE research_backtests ADD COLUMN report_gz bytea;
