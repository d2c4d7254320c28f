import { SIDE } from '../types';
import { DEFAULT_FEES, feeItems, orderFeeTotal } from './fees';

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
  it('rounds each fee item half-up to the fen (issue 12: no 5.005 fees)', () => {
    // 500 yuan: transfer fee 0.005 → 0.01, so 5.01 in all, never 5.005.
    expect(orderFeeTotal(DEFAULT_FEES, 'main', SIDE.BUY, 500_000)).toBe(5_010);
    // 49 382.4 yuan sold: commission 12.3456 → 12.35, stamp 24.6912 → 24.69, transfer 0.493824 → 0.49.
    expect(feeItems(DEFAULT_FEES, 'main', SIDE.SELL, 49_382_400)).toEqual({
      commission: 12_350,
      stamp: 24_690,
      transfer: 490,
      total: 37_530,
    });
    // A sub-fen minimum is booked in whole fen too.
    expect(orderFeeTotal({ ...DEFAULT_FEES, minCommission: 4.999 }, 'etf', SIDE.BUY, 1_000)).toBe(
      5_000,
    );
  });
  it('books every fee total in whole fen for any amount', () => {
    for (let amount = 1; amount < 3_000_000; amount += 7_919) {
      for (const side of [SIDE.BUY, SIDE.SELL]) {
        expect(orderFeeTotal(DEFAULT_FEES, 'main', side, amount * 10) % 10).toBe(0);
      }
    }
  });
});
