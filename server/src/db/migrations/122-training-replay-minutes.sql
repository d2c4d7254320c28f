-- Minute-bar replays (issue 19): a replay plays daily bars ('day') or 1-minute bars ('minute').
ALTER TABLE training_replays ADD COLUMN freq text NOT NULL DEFAULT 'day' CHECK (freq IN ('day', 'minute'));
-- K-line tool scores name their tool: TrainKChartTell, TrainKChartLabel or TrainKCharDisc.
ALTER TABLE training_kline_scores ADD CONSTRAINT training_kline_scores_tool CHECK (tool IN ('tell', 'label', 'disc'));
