-- trainKChartHistrade and TrainKCharTimeShar store their scores with the other K-line tools.
ALTER TABLE training_kline_scores DROP CONSTRAINT training_kline_scores_tool;
ALTER TABLE training_kline_scores ADD CONSTRAINT training_kline_scores_tool CHECK (tool IN ('tell', 'label', 'disc', 'histrade', 'timeshar'));
