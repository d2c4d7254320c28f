import { sessionRule } from './sessions';

describe('session rule', () => {
  it('takes orders and matches in continuous trading', () => {
    expect(sessionRule('continuous')).toEqual({
      order: true,
      marketOrder: true,
      cancel: true,
      match: true,
    });
  });
  it('refuses orders at lunch and after the close', () => {
    expect(sessionRule('lunch').order).toBe(false);
    expect(sessionRule('closed').order).toBe(false);
    expect(sessionRule('pre-open').order).toBe(false);
  });
  it('takes only limit orders in the call auctions', () => {
    expect(sessionRule('opening-auction').marketOrder).toBe(false);
    expect(sessionRule('closing-auction').order).toBe(true);
    expect(sessionRule('closing-auction').marketOrder).toBe(false);
  });
  it('refuses cancels from 09:20 in the opening call', () => {
    expect(sessionRule('opening-auction', 9 * 60 + 17).cancel).toBe(true);
    expect(sessionRule('opening-auction', 9 * 60 + 21).cancel).toBe(false);
  });
});
