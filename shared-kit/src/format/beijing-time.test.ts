import { formatBeijingTime, formatTime, parseBeijingTime } from './beijing-time';

describe('Beijing time text (every time shown is Asia/Shanghai)', () => {
  it('shows a UTC instant from the server in Beijing time', () => {
    expect(formatBeijingTime('2026-03-02T07:05:09.000Z')).toBe('2026-03-02 15:05:09');
    expect(formatBeijingTime('2026-03-02T20:30:00Z', 'date')).toBe('2026-03-03');
    expect(formatBeijingTime('2026-03-02T07:05:09Z', 'time')).toBe('15:05:09');
    expect(formatBeijingTime('2026-03-02T07:05:09Z', 'minute')).toBe('2026-03-02 15:05');
  });
  it('keeps an instant written with the +08:00 offset or another zone', () => {
    expect(formatBeijingTime('2026-03-02T15:05:09+08:00')).toBe('2026-03-02 15:05:09');
    expect(formatBeijingTime('2026-03-02T02:05:09-05:00')).toBe('2026-03-02 15:05:09');
  });
  it('reads zone-less server text as Beijing wall time, not the browser zone', () => {
    expect(parseBeijingTime('2026-03-02 15:05:09')).toBe(Date.parse('2026-03-02T07:05:09Z'));
    expect(parseBeijingTime('2026/3/2 15:05')).toBe(Date.parse('2026-03-02T07:05:00Z'));
    expect(parseBeijingTime('2026-03-02')).toBe(Date.parse('2026-03-01T16:00:00Z'));
    expect(formatBeijingTime('2026-03-02 15:05:09')).toBe('2026-03-02 15:05:09');
  });
  it('formats epoch numbers and Date objects', () => {
    const ms = Date.parse('2026-12-31T16:00:00Z');
    expect(formatBeijingTime(ms)).toBe('2027-01-01 00:00:00');
    expect(formatBeijingTime(new Date(ms), 'date')).toBe('2027-01-01');
  });
  it('gives empty text for nothing and shows unreadable text as it is', () => {
    expect(formatBeijingTime(null)).toBe('');
    expect(formatBeijingTime(undefined)).toBe('');
    expect(formatBeijingTime('')).toBe('');
    expect(formatBeijingTime('长期')).toBe('长期');
    expect(parseBeijingTime(Number.NaN)).toBeNaN();
  });
  it('formatTime gives minutes, or seconds on request', () => {
    expect(formatTime('2026-03-02T07:05:09Z')).toBe('2026-03-02 15:05');
    expect(formatTime('2026-03-02T07:05:09Z', true)).toBe('2026-03-02 15:05:09');
    expect(formatTime(null)).toBe('');
  });
});
