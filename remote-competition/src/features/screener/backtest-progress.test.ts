import { startDateBefore } from './backtest-window';
import { readBacktestProgress } from './backtest-progress';

it('reads a progress push in any key case and refuses foreign payloads', () => {
  expect(
    readBacktestProgress({ backtestId: 3, progress: 42, complete: false, status: 'running' }),
  ).toEqual({
    backtestId: 3,
    progress: 42,
    complete: false,
    status: 'running',
  });
  expect(
    readBacktestProgress({ backtestid: 3, progress: 130, complete: true, status: 'done' }),
  ).toMatchObject({
    progress: 100,
    status: 'done',
  });
  expect(readBacktestProgress({ total: 1 })).toBeNull();
});

it('starts a backtest window whole months before today in Shanghai', () => {
  expect(startDateBefore(1, Date.parse('2026-11-20T17:00:00Z'))).toBe('2025-11-21');
  expect(startDateBefore(0.5, Date.parse('2026-11-20T02:00:00Z'))).toBe('2026-05-20');
});
