import { estimateFees } from './fee-estimate';
import { priceError, priceRule, snapToTick, stepPrice } from './price-rule';
import { BUY, SELL } from './quantity-rule';

const stock = priceRule({ securityType: 1, minTickSize: 0.01 });
const fund = priceRule({ securityType: 11, minTickSize: 0.001 });

describe('price precision and tick (spec §5)', () => {
  it('uses 2 decimals for stocks and 3 for funds and bonds', () => {
    expect(stock).toEqual({ tick: 0.01, decimals: 2 });
    expect(fund).toEqual({ tick: 0.001, decimals: 3 });
    expect(priceRule({ securityType: 4, minTickSize: 0 })).toEqual({ tick: 0.001, decimals: 3 });
  });

  it('steps by one tick without float noise', () => {
    expect(stepPrice(10.01, 1, stock)).toBe(10.02);
    expect(stepPrice(4.012, -1, fund)).toBe(4.011);
    expect(stepPrice(0, -1, stock)).toBe(0.01);
    expect(snapToTick(10.006, stock)).toBe(10.01);
  });

  it('rejects prices off the tick grid or outside the daily band', () => {
    expect(priceError(10.005, stock)).toBe('委托价格非法：价格须为0.01的整数倍');
    expect(priceError(11.01, stock, { up: 11, down: 9 })).toBe(
      '委托价格非法：超出涨跌停价格范围（9.00～11.00）',
    );
    expect(priceError(10.5, stock, { up: 11, down: 9 })).toBeNull();
    expect(priceError(0, stock)).toBe('请输入委托价格');
  });
});

describe('fee estimate (market-rules.md defaults)', () => {
  it('charges at least 5 CNY commission and stamp duty only on stock sells', () => {
    expect(estimateFees(10, 100, BUY, 1)).toEqual({
      amount: 1000,
      commission: 5,
      stampDuty: 0,
      transfer: 0.01,
      total: 5.01,
    });
    expect(estimateFees(1500, 100, SELL, 1)).toEqual({
      amount: 150000,
      commission: 37.5,
      stampDuty: 75,
      transfer: 1.5,
      total: 114,
    });
  });

  it('charges no stamp duty or transfer fee on funds', () => {
    expect(estimateFees(4, 1000, SELL, 11).total).toBe(5);
  });
});
