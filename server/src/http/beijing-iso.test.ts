import { beijingIso, beijingText } from './beijing-iso';

it('writes an instant with the +08:00 offset, the same instant as the UTC text', () => {
  const text = beijingIso(new Date('2026-03-02T07:05:09.123Z'));
  expect(text).toBe('2026-03-02T15:05:09.123+08:00');
  expect(Date.parse(text)).toBe(Date.parse('2026-03-02T07:05:09.123Z'));
  expect(beijingIso('2026-03-02T20:00:00Z')).toBe('2026-03-03T04:00:00.000+08:00');
  expect(beijingIso('nonsense')).toBe('');
});

it('writes Beijing wall-clock text for people (Excel cells)', () => {
  expect(beijingText('2026-03-02T07:05:09.123Z')).toBe('2026-03-02 15:05:09');
  expect(beijingText('2026-03-02T15:05:09+08:00')).toBe('2026-03-02 15:05:09');
  expect(beijingText('nonsense')).toBe('');
});
