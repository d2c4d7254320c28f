import { landingPageName } from './landing-page-name';

describe('landingPageName (issue 33 item 7: names, never route paths)', () => {
  it.each([
    ['/SHSZMarkets/index', 'A股交易'],
    ['/SHSZMarkets/Fund', '基金交易'],
    ['SHSZMarkets/Bond', '债券交易'],
    ['/futures/index', '期货交易'],
    ['StockOptions/index', '股票期权交易'],
    ['/ForeignExchange/ForeignExchange', '外汇交易'],
    ['', '模拟交易'],
  ])('%s reads %s', (path, name) => {
    expect(landingPageName(path)).toBe(name);
    expect(landingPageName(path)).not.toContain('/');
  });
});
