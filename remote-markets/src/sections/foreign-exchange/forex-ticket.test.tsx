import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ForexQuote } from './forex-api';
import { ForexTicket } from './forex-ticket';

const placeForexOrder = jest.fn();
jest.mock('./forex-api', () => ({
  ...jest.requireActual('./forex-api'),
  placeForexOrder: (req: unknown) => placeForexOrder(req),
}));

const USDCNH: ForexQuote = {
  symbol: 'USDCNH',
  shortName: '美元离岸人民币',
  bid: 7.19925,
  ask: 7.20075,
  last: 7.2,
  high: 7.21,
  low: 7.19,
  preClose: 7.2,
  changePct: 0,
  decimals: 5,
};

describe('ForexTicket', () => {
  beforeEach(() => placeForexOrder.mockReset().mockResolvedValue({ orderId: 1 }));

  it('buys one lot of the base currency at market, showing the quote-currency amount at the ask', async () => {
    const onPlaced = jest.fn();
    render(<ForexTicket quote={USDCNH} available={0} onPlaced={onPlaced} />);
    expect(screen.getByText('买价 7.20075')).toBeTruthy();
    expect(screen.getByTestId('fx-amount').textContent).toContain('7,200.75');
    fireEvent.click(screen.getByRole('button', { name: /^买\s?入$/ }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(placeForexOrder).toHaveBeenCalledWith({
      security: 'USDCNH',
      side: 1,
      orderQty: 1000,
      bizAction: 1,
    });
    expect(screen.getByText('委托已提交')).toBeTruthy();
  });

  it('a limit sell sends its price at the pair precision and shows what may be sold', async () => {
    render(<ForexTicket quote={USDCNH} available={100_000} onPlaced={() => undefined} />);
    fireEvent.click(screen.getByText('卖出USD'));
    fireEvent.click(screen.getByText('限价'));
    expect(screen.getByTestId('fx-sellable').textContent).toBe('可卖 100000 USD');
    fireEvent.click(screen.getByRole('button', { name: /^卖\s?出$/ }));
    await waitFor(() => expect(placeForexOrder).toHaveBeenCalled());
    expect(placeForexOrder).toHaveBeenCalledWith({
      security: 'USDCNH',
      side: 2,
      orderQty: 1000,
      bizAction: 0,
      price: 7.19925,
    });
  });

  it('a refused order shows no success note', async () => {
    placeForexOrder.mockRejectedValue(new Error('60004'));
    render(<ForexTicket quote={USDCNH} available={0} onPlaced={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /^买\s?入$/ }));
    await waitFor(() => expect(placeForexOrder).toHaveBeenCalled());
    expect(screen.queryByText('委托已提交')).toBeNull();
  });
});
