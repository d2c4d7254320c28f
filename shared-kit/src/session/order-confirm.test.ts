/** @jest-environment jsdom */
import { orderConfirmEnabled, setOrderConfirmEnabled } from './order-confirm';

describe('the order-confirmation setting', () => {
  afterEach(() => localStorage.clear());

  it('is on by default and kept per user', () => {
    expect(orderConfirmEnabled(3)).toBe(true);
    setOrderConfirmEnabled(3, false);
    expect(orderConfirmEnabled(3)).toBe(false);
    expect(orderConfirmEnabled(4)).toBe(true);
    setOrderConfirmEnabled(3, true);
    expect(orderConfirmEnabled(3)).toBe(true);
  });
});
