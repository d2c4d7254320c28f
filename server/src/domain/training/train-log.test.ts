import {
  durationMinutes,
  parseLogIds,
  scoreRefusal,
  startRefusal,
  summarizeFills,
} from './train-log';

it('refuses to start an unknown, unassigned or second running training', () => {
  const ok = { projectExists: true, assigned: true, running: false };
  expect(startRefusal(ok)).toBeUndefined();
  expect(startRefusal({ ...ok, projectExists: false })).toBe('实训项目不存在');
  expect(startRefusal({ ...ok, assigned: false })).toBe('该实训项目未分配给你');
  expect(startRefusal({ ...ok, running: true })).toBe('实训进行中，请先结束当前实训');
});

it('scores only ended logs with a score from 0 to 100', () => {
  const ended = { endedAt: new Date() };
  expect(scoreRefusal(ended, 88.5)).toBeUndefined();
  expect(scoreRefusal({ endedAt: null }, 80)).toBe('实训尚未结束，不能评分');
  expect(scoreRefusal(ended, 101)).toBe('分数应在0-100之间');
  expect(scoreRefusal(ended, Number.NaN)).toBe('分数应在0-100之间');
  expect(scoreRefusal(undefined, 1)).toBe('实训日志不存在');
});

it('reads a LogIDs header into distinct positive ids', () => {
  expect(parseLogIds('12, 13,12,x,-1,0')).toEqual([12, 13]);
  expect(parseLogIds(undefined)).toEqual([]);
  expect(parseLogIds('9'.repeat(500))).toEqual([]);
});

it('sums the turnover of buys and sells in fen', () => {
  expect(
    summarizeFills([
      { side: 1, qty: 100, amount: 1234.1 },
      { side: 1, qty: 100, amount: 0.2 },
      { side: 2, qty: 100, amount: 1250 },
    ]),
  ).toEqual({ fillCount: 3, buyAmount: 1234.3, sellAmount: 1250 });
  expect(durationMinutes(new Date(0), new Date(125_000))).toBe(2);
  expect(durationMinutes(new Date(0), null)).toBe(0);
});
