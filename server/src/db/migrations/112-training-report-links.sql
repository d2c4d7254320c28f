-- Experiment reports, part 2 (issue 18): a template names the training project or the contest whose
-- trading the report is about; a submitted report keeps the trading record it was submitted with.
ALTER TABLE report_templates
  ADD COLUMN tp_info_id integer REFERENCES tp_infos (tp_info_id) ON DELETE SET NULL,
  ADD COLUMN match_id integer REFERENCES matches (match_id) ON DELETE SET NULL;

ALTER TABLE reports ADD COLUMN trade_record jsonb;
