import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ForexMargin, ForexQuote } from './forex-api';
import { ForexMarginBar, ForexMarginPositionsTable } from './forex-margin';
import { ForexOrdersTable } from './forex-tables';
import { ForexTicket } from './forex-ticket';

const placeForexOrder = jest.fn();
const queryForexOpenMargin = jest.fn();
jest.mock('./forex-api', () => ({
  ...jest.requireActual('./forex-api'),
  placeForexOrder: (req: unknown) => placeForexOrder(req),
  queryForexOpenMargin: (...args: unknown[]) => queryForexOpenMargin(...args),
}));

const EURUSD: ForexQuote = {
  symbol: 'EURUSD',
  shortName: '欧元美元',
  bid: 1.08495,
  ask: 1.08505,
  last: 1.085,
  high: 1.09,
  low: 1.08,
  preClose: 1.085,
  changePct: 0,
  decimals: 5,
};

const MARGIN: ForexMargin = {
  enabled: true,
  leverage: 100,
  marginCallLevel: 100,
  stopOutLevel: 50,
  equity: 10_000,
  usedMargin: 12_000,
  freeMargin: -2_000,
  floatingPL: -3_600,
  marginLevel: 83.33,
  warning: true,
  stopOut: false,
};

describe('forex margin mode (虚盘) on the page', () => {
  beforeEach(() => {
    placeForexOrder.mockReset().mockResolvedValue({ orderId: 1 });
    // The server's order-path figure (live CNY rate), not worked out on the page (issue 30).
    queryForexOpenMargin
      .mockReset()
      .mockResolvedValue({ leverage: 100, margin: 78.44, commission: 0.78, frozen: 79.22 });
  });

  it('the ticket opens a long by default, showing the margin the open needs', async () => {
    const margin = { leverage: 100, closable: { L: 0, S: 3000 } };
    render(<ForexTicket quote={EURUSD} available={0} onPlaced={() => undefined} margin={margin} />);
    // The server's answer for 1000 at the ask, not 1000 × 1.08505 × 7.2 ÷ 100 = 78.12 from a table
    await waitFor(() =>
      expect(screen.getByTestId('fx-need-margin').textContent).toContain('78.44'),
    );
    expect(queryForexOpenMargin).toHaveBeenCalledWith('EURUSD', 1.08505, 1000);
    fireEvent.click(screen.getByRole('button', { name: '买入开仓' }));
    await waitFor(() => expect(placeForexOrder).toHaveBeenCalled());
    expect(placeForexOrder).toHaveBeenCalledWith({
      security: 'EURUSD',
      side: 1,
      orderQty: 1000,
      bizAction: 1,
      openClose: 1,
    });
  });

  it('the ticket closes a short (买入平仓) and shows what may be closed', async () => {
    const margin = { leverage: 100, closable: { L: 0, S: 3000 } };
    render(<ForexTicket quote={EURUSD} available={0} onPlaced={() => undefined} margin={margin} />);
    fireEvent.click(screen.getByText('平仓'));
    expect(screen.getByTestId('fx-closable').textContent).toBe('可平空单 3000 EUR');
    fireEvent.click(screen.getByRole('button', { name: '买入平仓' }));
    await waitFor(() => expect(placeForexOrder).toHaveBeenCalled());
    expect(placeForexOrder.mock.calls[0][0]).toMatchObject({ side: 1, openClose: 2 });
  });

  it('the bar shows used and free margin, the level and the warning below the warning line', () => {
    render(<ForexMarginBar margin={MARGIN} />);
    expect(screen.getByTestId('fx-used-margin').textContent).toBe('12,000.00');
    expect(screen.getByTestId('fx-margin-level').textContent).toBe('83.33%');
    expect(screen.getByTestId('fx-margin-warning').textContent).toContain('低于预警线 100%');
  });

  it('平仓 on a long position sells it whole at market', async () => {
    const onChange = jest.fn();
    render(
      <ForexMarginPositionsTable
        onChange={onChange}
        rows={[
          {
            security: 'EURUSD',
            securityName: '欧元美元',
            posSide: 'L',
            posSideName: '多',
            qty: 10_000,
            sellableQty: 10_000,
            openPrice: 1.085,
            lastPrice: 1.08,
            decimals: 5,
            usedMargin: 781.2,
            floatingPL: -360,
            swap: -4.88,
          },
        ]}
      />,
    );
    const row = screen
      .getByTestId('fx-margin-positions')
      .querySelector('tr[data-row-key="EURUSD.L"]') as HTMLElement;
    expect(within(row).getByText('1.08500')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /平\s?仓/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(placeForexOrder).toHaveBeenCalledWith({
      security: 'EURUSD',
      side: 2,
      orderQty: 10_000,
      bizAction: 1,
      openClose: 2,
    });
  });

  it('the orders list names a margin order 买入开仓 / 卖出平仓', () => {
    const order = {
      orderId: 1,
      security: 'EURUSD',
      securityName: '欧元美元',
      sideName: '买入',
      effect: 'open',
      price: 1.085,
      orderQty: 1000,
      filledQty: 1000,
      avgPrice: 7.81,
      statusName: '已成',
      cancelable: false,
      orderTime: '2026-11-25T10:00:00+08:00',
    };
    render(
      <ForexOrdersTable
        rows={[order, { ...order, orderId: 2, sideName: '卖出', effect: 'close' }]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('买入开仓')).toBeTruthy();
    expect(screen.getByText('卖出平仓')).toBeTruthy();
  });
});
