-- A training project's own contest (issue 33 item 6): hidden (unpublished, unlisted, unranked),
-- one per project, created on a student's first 开始. Each student trades in their own account of
-- it while the training runs, so training trades never reach a real contest's figures, ranking or
-- reports; the project's 实验报告 reads this account.
ALTER TABLE matches
  ADD COLUMN tp_info_id integer REFERENCES tp_infos (tp_info_id) ON DELETE CASCADE;
CREATE UNIQUE INDEX matches_tp_info_idx ON matches (tp_info_id) WHERE tp_info_id IS NOT NULL;
