import { fireEvent, render, screen } from '@testing-library/react';
import {
  answerTicketCalls,
  flush,
  mockTicketApi,
  ticketCalls,
} from '../derivatives/ticket-test-kit';
import type { Contract } from './futures-api';
import { FuturesTicket } from './futures-ticket';

jest.mock('./futures-api', () => mockTicketApi('placeFuturesOrder'));
const { place, maxVolume } = ticketCalls;

const IF: Contract = {
  symbol: 'IF2612',
  market: 'CFFEX',
  shortName: '沪深300股指2612',
  product: 'IF',
  productName: '沪深300股指',
  deliveryMonth: '2026-12',
  lastTradingDay: '2026-12-18',
  isMain: true,
  multiplier: 300,
  tick: 0.2,
  limitPct: 10,
  longMarginRate: 12,
  shortMarginRate: 12,
  feeKind: 'value',
  openFee: 0.000023,
  closeFee: 0.000023,
  closeTodayFee: 0.00023,
  daySessions: '09:30-11:30 13:00-15:00',
  nightSession: '',
  positionLimit: 5000,
  closeTodayOrders: false,
  last: 4000,
  preSettlement: 3990,
  change: 10,
  changePct: 0.25,
  bidPrice: 3999.8,
  askPrice: 4000.2,
  limitUp: 4389,
  limitDown: 3591,
  volume: 1000,
  marginPerLot: 144000,
};
const CU: Contract = {
  ...IF,
  symbol: 'cu2701',
  market: 'SHFE',
  shortName: '沪铜2701',
  product: 'cu',
  multiplier: 5,
  tick: 10,
  longMarginRate: 10,
  shortMarginRate: 10,
  closeTodayOrders: true,
  last: 75_000,
};

// The server answers the margin its order path freezes: 4000 × 300 × (12 % + the contest's 1 %).
beforeEach(() =>
  answerTicketCalls('已成', {
    maxVolume: 15,
    marginPerLot: 156000,
    margin: 156000,
    marginRate: 13,
  }),
);

describe('futures ticket', () => {
  it('offers 开仓/平仓 on CFFEX, shows the margin and max lots, and places 买开仓', async () => {
    const placed = jest.fn();
    render(<FuturesTicket contract={IF} capital={null} preset={{ nonce: 0 }} onPlaced={placed} />);
    await flush();
    expect(screen.getByText('平仓')).toBeTruthy();
    expect(screen.queryByText('平今')).toBeNull();
    // The server's figure (rate + marginRateAdd), not 4000 × 300 × 12 % = 144 000 worked out here.
    expect(screen.getByTestId('ticket-margin').textContent).toBe('156,000.00');
    expect(screen.getByText('13%')).toBeTruthy();
    expect(screen.getByTestId('ticket-max').textContent).toBe('15 手');
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await flush();
    expect(place).toHaveBeenCalledWith({
      security: 'IF2612',
      market: 'CFFEX',
      side: 1,
      effect: 'open',
      orderQty: 1,
      price: 4000,
    });
    expect(placed).toHaveBeenCalled();
    expect(screen.getByText('委托已提交：已成')).toBeTruthy();
  });

  it('offers 平今/平昨 on SHFE and sends 卖平今 after a holding preset', async () => {
    const { rerender } = render(
      <FuturesTicket
        contract={CU}
        capital={null}
        preset={{ nonce: 0 }}
        onPlaced={() => undefined}
      />,
    );
    await flush();
    expect(screen.getByText('平今')).toBeTruthy();
    expect(screen.getByText('平昨')).toBeTruthy();
    rerender(
      <FuturesTicket
        contract={CU}
        capital={null}
        preset={{ side: 2, effect: 'closeToday', price: 75_100, nonce: 1 }}
        onPlaced={() => undefined}
      />,
    );
    await flush();
    expect(screen.getByTestId('ticket-submit').textContent).toBe('卖平今');
    expect(maxVolume).toHaveBeenLastCalledWith(CU, 2, 'closeToday', 75_100, 1);
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await flush();
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({ side: 2, effect: 'closeToday', price: 75_100 }),
    );
  });
});

describe('the ticket price follows the live quote (issue 33 item 12)', () => {
  it('orders at the latest price by default, and keeps a price the user set', async () => {
    const ticket = (contract: Contract) => (
      <FuturesTicket
        contract={contract}
        capital={null}
        preset={{ nonce: 0 }}
        onPlaced={() => undefined}
      />
    );
    const { rerender } = render(ticket(IF));
    await flush();
    rerender(ticket({ ...IF, last: 4012.4 }));
    await flush();
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await flush();
    expect(place).toHaveBeenLastCalledWith(expect.objectContaining({ price: 4012.4 }));

    // A price from the book (a preset) stays while the quote moves on.
    rerender(
      <FuturesTicket
        contract={{ ...IF, last: 4012.4 }}
        capital={null}
        preset={{ price: 4001, nonce: 2 }}
        onPlaced={() => undefined}
      />,
    );
    await flush();
    rerender(
      <FuturesTicket
        contract={{ ...IF, last: 4020 }}
        capital={null}
        preset={{ price: 4001, nonce: 2 }}
        onPlaced={() => undefined}
      />,
    );
    await flush();
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await flush();
    expect(place).toHaveBeenLastCalledWith(expect.objectContaining({ price: 4001 }));
  });
});
