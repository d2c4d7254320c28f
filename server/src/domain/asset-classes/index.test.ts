import { cashEquity } from '../cash-equity';
import { holdingKey, type AssetClass, type TradableSecurity } from '../exchange';
import { assetClassFor, assetClassOfHolding } from './index';

const stock = { code: '600519', market: 'SSE', board: 'main' } as TradableSecurity;
const future = { code: 'IF2512', market: 'CFFEX', board: 'future' } as TradableSecurity;

describe('asset-class registry', () => {
  const futures = {
    ...cashEquity,
    id: 'futures',
    covers: (s, effect) => s.board === 'future' && effect !== null,
    holds: (s, side) => s.board === 'future' && side !== undefined,
  } satisfies AssetClass;

  it('gives a plain cash order to cash equities and refuses an effect nobody books', () => {
    expect(assetClassFor(stock, null)?.id).toBe('cash-equity');
    expect(assetClassFor(stock, 'financeBuy')?.id).toBe('margin');
    expect(assetClassFor(stock, 'closeToday')).toBeUndefined();
  });

  it('lets the first class that covers an order or holding take it', () => {
    const classes = [futures, cashEquity];
    expect(assetClassFor(future, 'open', classes)?.id).toBe('futures');
    expect(assetClassOfHolding(future, 'S', classes)?.id).toBe('futures');
    expect(assetClassOfHolding(stock, undefined, classes)?.id).toBe('cash-equity');
  });

  it('keys sided holdings apart from the net cash holding', () => {
    expect(holdingKey({ code: 'IF2512', market: 'CFFEX', posSide: 'L' })).toBe('IF2512.CFFEX.L');
    expect(holdingKey({ code: 'IF2512', market: 'CFFEX', posSide: 'S' })).toBe('IF2512.CFFEX.S');
    expect(holdingKey({ code: '600519', market: 'SSE' })).toBe('600519.SSE');
  });
});
