import { formatTime } from './format-time';

it('shows server ISO times as Beijing wall-clock time', () => {
  expect(formatTime('2026-03-01T01:30:00Z')).toBe('2026-03-01 09:30');
  expect(formatTime('2026-03-01T16:00:05Z', true)).toBe('2026-03-02 00:00:05');
  expect(formatTime(null)).toBe('');
});
