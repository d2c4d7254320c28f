import {
  REPORT_STATUS_NAMES,
  reportEditable,
  reportMarkable,
  statusAfterSave,
} from './report-status';

it('follows spec §3: drafts editable, submitted ones markable, 4 is 已批阅', () => {
  expect([0, 1, 2, 3, 4].map(reportEditable)).toEqual([true, true, false, false, false]);
  expect([0, 1, 2, 3, 4].map(reportMarkable)).toEqual([false, false, true, true, true]);
  expect(statusAfterSave(false)).toBe(1);
  expect(statusAfterSave(true)).toBe(2);
  expect(REPORT_STATUS_NAMES[4]).toBe('已批阅');
});
