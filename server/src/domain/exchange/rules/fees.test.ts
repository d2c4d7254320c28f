import { SIDE } from '../types';
import { DEFAULT_FEES, orderFeeTotal } from './fees';

describe('fee rule', () => {
  it('charges the 5 yuan minimum commission', () => {
    // 1 000 yuan × 0.025% = 0.25 yuan < 5; transfer fee 0.01 yuan.
    expect(orderFeeTotal(DEFAULT_FEES, 'main', SIDE.BUY, 1_000_000)).toBe(5_000 + 10);
  });
  it('charges 0.025% commission above the minimum', () => {
    // 100 000 yuan: commission 25, transfer 1.
    expect(orderFeeTotal(DEFAULT_FEES, 'main', SIDE.BUY, 100_000_000)).toBe(25_000 + 1_000);
  });
  it('charges stamp duty on stock sells only', () => {
    const buy = orderFeeTotal(DEFAULT_FEES, 'main', SIDE.BUY, 100_000_000);
    const sell = orderFeeTotal(DEFAULT_FEES, 'main', SIDE.SELL, 100_000_000);
    expect(sell - buy).toBe(50_000);
  });
  it('charges no stamp duty or transfer fee on ETF trades', () => {
    expect(orderFeeTotal(DEFAULT_FEES, 'etf', SIDE.SELL, 100_000_000)).toBe(25_000);
  });
  it('uses the contest fee schedule when it differs', () => {
    const fees = { ...DEFAULT_FEES, commissionRate: 0.0003, minCommission: 0 };
    expect(orderFeeTotal(fees, 'etf', SIDE.BUY, 100_000_000)).toBe(30_000);
  });
  it('charges nothing for nothing traded', () => {
    expect(orderFeeTotal(DEFAULT_FEES, 'main', SIDE.BUY, 0)).toBe(0);
  });
});
