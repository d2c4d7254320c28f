-- Futures (issue 15): the P&L a record realises (a close against its mark, a day's
-- mark-to-market), so the daily settlement statement (结算单) lists 平仓盈亏 and 盯市盈亏 per line.
ALTER TABLE trading_reports ADD COLUMN realised bigint;
