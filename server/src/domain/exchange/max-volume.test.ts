import { maxBuyQty } from './max-volume';
import { DEFAULT_FEES } from './rules';
import { SEC } from './test-fixtures';

describe('max buy volume', () => {
  it('buys whole lots that cash and fees can pay for', () => {
    // 10 010 yuan at 10.00: 1 000 shares cost 10 000 + 5.10 fees; 1 100 would not fit.
    expect(maxBuyQty(SEC.main, DEFAULT_FEES, 10, 10_010_000)).toBe(1000);
  });
  it('steps STAR buys by one share from 200', () => {
    expect(maxBuyQty(SEC.star, DEFAULT_FEES, 10, 2_515_000)).toBe(250);
    expect(maxBuyQty(SEC.star, DEFAULT_FEES, 10, 1_000_000)).toBe(0);
  });
  it('stops at the largest single order', () => {
    expect(maxBuyQty(SEC.star, DEFAULT_FEES, 1, 10_000_000_000)).toBe(100_000);
  });
});
