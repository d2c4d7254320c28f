import { SEC } from '../test-fixtures';
import { checkTick } from './tick';

describe('tick rule', () => {
  it('rejects a stock price off the 0.01 tick', () => {
    expect(checkTick(SEC.main, 10.005)).toMatchObject({ ok: false, code: 60003 });
    expect(checkTick(SEC.main, 10.01).ok).toBe(true);
  });
  it('accepts an ETF price on the 0.001 tick', () => {
    expect(checkTick(SEC.etf, 3.901).ok).toBe(true);
    expect(checkTick(SEC.etf, 3.9015).ok).toBe(false);
  });
  it('rejects a zero or negative price', () => {
    expect(checkTick(SEC.main, 0).ok).toBe(false);
    expect(checkTick(SEC.main, -1).ok).toBe(false);
  });
});
