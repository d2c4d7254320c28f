import {
  BUY,
  portionQuantity,
  quantityError,
  quantityRule,
  SELL,
  sellRule,
  stepQuantity,
} from './quantity-rule';

const main = quantityRule({ symbol: '600519', market: 'SSE', securityType: 1, bQtyStep: 100 });
const star = quantityRule({ symbol: '688981', market: 'SSE', securityType: 19, bQtyStep: 1 });
const bse = quantityRule({ symbol: '830799', market: 'BSE', securityType: 1, bQtyStep: 1 });
const bond = quantityRule({ symbol: '019547', market: 'SSE', securityType: 4, bQtyStep: 10 });

describe('board quantity rules (market-rules.md)', () => {
  it('buys the main board in lots of 100 shares', () => {
    expect(main).toEqual({ min: 100, step: 100, unit: '股' });
    expect(quantityError(200, BUY, main)).toBeNull();
  });

  it('rejects a main-board buy of 150 shares', () => {
    expect(quantityError(150, BUY, main)).toBe('委托数量非法：买入数量须为100股的整数倍');
  });

  it('rejects a STAR buy below 200 shares and then steps by 1', () => {
    expect(quantityError(199, BUY, star)).toBe('委托数量非法：买入数量不能少于200股');
    expect(quantityError(201, BUY, star)).toBeNull();
  });

  it('buys BSE from 100 shares in steps of 1', () => {
    expect(quantityError(99, BUY, bse)).toBe('委托数量非法：买入数量不能少于100股');
    expect(quantityError(101, BUY, bse)).toBeNull();
  });

  it('buys bonds in lots of 10', () => {
    expect(quantityError(15, BUY, bond)).toBe('委托数量非法：买入数量须为10张的整数倍');
  });

  it('sells an odd remainder only all at once and never more than the sellable holding', () => {
    expect(quantityError(50, SELL, sellRule(main), 150)).toBe(
      '委托数量非法：卖出数量须为100股的整数倍，零股须一次性卖出',
    );
    expect(quantityError(150, SELL, sellRule(main), 150)).toBeNull();
    expect(quantityError(300, SELL, sellRule(main), 200)).toBe('可用持仓不足');
  });

  it('refuses empty and fractional quantities', () => {
    expect(quantityError(0, BUY, main)).toBe('请输入委托数量');
    expect(quantityError(100.5, BUY, main)).toBe('委托数量非法：数量须为整数');
  });
});

describe('quantity stepping', () => {
  it('steps the main board by whole lots and snaps odd quantities onto the grid', () => {
    expect(stepQuantity(0, 1, main)).toBe(100);
    expect(stepQuantity(100, 1, main)).toBe(200);
    expect(stepQuantity(150, 1, main)).toBe(200);
    expect(stepQuantity(150, -1, main)).toBe(100);
    expect(stepQuantity(300, -1, main)).toBe(200);
    expect(stepQuantity(100, -1, main)).toBe(100);
  });

  it('steps STAR from its 200-share minimum by 1', () => {
    expect(stepQuantity(0, 1, star)).toBe(200);
    expect(stepQuantity(200, 1, star)).toBe(201);
    expect(stepQuantity(201, -1, star)).toBe(200);
    expect(stepQuantity(200, -1, star)).toBe(200);
  });
});

describe('portions of the max volume', () => {
  it('keeps a buy portion on the lot grid', () => {
    expect(portionQuantity(1500, 4, BUY, main)).toBe(300);
    expect(portionQuantity(1500, 1, BUY, main)).toBe(1500);
  });

  it('gives 0 when a STAR portion is below the 200-share minimum', () => {
    expect(portionQuantity(700, 4, BUY, star)).toBe(0);
    expect(portionQuantity(1000, 4, BUY, star)).toBe(250);
  });

  it('sells whole lots for a part and everything, odd remainder included, for all', () => {
    expect(portionQuantity(350, 2, SELL, sellRule(main))).toBe(100);
    expect(portionQuantity(350, 1, SELL, sellRule(main))).toBe(350);
  });
});
