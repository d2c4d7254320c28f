import { addPoint, MAX_POINTS, withHistory, type Point } from './price-line';

const t = (hhmmss: string) => Date.parse(`2026-11-20T${hhmmss}+08:00`);

describe('the price line', () => {
  it('appends pushes in time order; a repeated time replaces its point', () => {
    let p: Point[] = [];
    p = addPoint(p, [t('09:30:01'), 1.1]);
    p = addPoint(p, [t('09:30:02'), 1.2]);
    p = addPoint(p, [t('09:30:02'), 1.3]);
    expect(p).toEqual([
      [t('09:30:01'), 1.1],
      [t('09:30:02'), 1.3],
    ]);
  });

  it('a push replaces the forming minute of the day line (bars end at their minute)', () => {
    const day: Point[] = [
      [t('09:30:00'), 1.1],
      [t('09:31:00'), 1.2],
    ];
    expect(addPoint(day, [t('09:30:40'), 1.15])).toEqual([
      [t('09:30:00'), 1.1],
      [t('09:30:40'), 1.15],
    ]);
  });

  it('puts the day line under the pushes received after its last minute', () => {
    const pushes: Point[] = [
      [t('09:30:30'), 1.5],
      [t('09:31:10'), 1.6],
    ];
    const day: Point[] = [
      [t('09:30:00'), 1.1],
      [t('09:31:00'), 1.2],
    ];
    expect(withHistory(pushes, day)).toEqual([...day, [t('09:31:10'), 1.6]]);
    expect(withHistory(pushes, [])).toEqual(pushes);
  });

  it('keeps at most MAX_POINTS', () => {
    const many: Point[] = Array.from({ length: MAX_POINTS + 5 }, (_, i) => [i, 1]);
    expect(withHistory([], many)).toHaveLength(MAX_POINTS);
    expect(addPoint(many, [MAX_POINTS + 10, 2])).toHaveLength(MAX_POINTS);
  });
});
