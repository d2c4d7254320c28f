import { isResubscribeWindow } from './resubscribe-window';

const at = (h: number, m: number, s = 0) => new Date(2026, 10, 20, h, m, s);

describe('isResubscribeWindow', () => {
  it.each([
    [9, 15, 0],
    [9, 14, 0],
    [9, 16, 0],
    [9, 25, 30],
    [10, 17, 0],
    [15, 31, 0],
    [17, 10, 59],
    [9, 30, 0],
    [9, 33, 10],
    [9, 35, 59],
  ])('is open at %i:%i:%i', (h, m, s) => {
    expect(isResubscribeWindow(at(h, m, s))).toBe(true);
  });

  it.each([
    [9, 13, 59],
    [9, 16, 1],
    [9, 20, 0],
    [9, 29, 59],
    [9, 36, 0],
    [10, 0, 0],
    [14, 0, 0],
    [17, 11, 1],
    [3, 15, 0],
  ])('is closed at %i:%i:%i', (h, m, s) => {
    expect(isResubscribeWindow(at(h, m, s))).toBe(false);
  });
});
