import { act, fireEvent, render, screen } from '@testing-library/react';
import { answerTicketCalls, mockTicketApi, ticketCalls } from '../derivatives/ticket-test-kit';
import { OptionChain } from './option-chain';
import type { OptionRow } from './options-api';
import { OptionsTicket } from './options-ticket';

jest.mock('./options-api', () => mockTicketApi('placeOptionOrder'));
const { place, maxVolume } = ticketCalls;

const row = (optionType: 'C' | 'P', strike: number, last: number): OptionRow => ({
  symbol: `1000800${strike * 10}${optionType}`,
  market: 'SSE',
  shortName: `50ETF${optionType === 'C' ? '购' : '沽'}12月${strike * 1000}`,
  securityType: 9,
  underlying: '510050',
  optionType,
  strike,
  expiry: '2026-12-23',
  unit: 10000,
  adjusted: false,
  last,
  preClose: last,
  change: 0,
  changePct: 0,
  bidPrice: Number((last - 0.0001).toFixed(4)),
  askPrice: Number((last + 0.0001).toFixed(4)),
  volume: 100,
  tick: 0.0001,
  iv: 0.2,
  delta: optionType === 'C' ? 0.5 : -0.5,
});

const ROWS = [row('C', 3, 0.12), row('P', 3, 0.05), row('C', 3.1, 0.07), row('P', 3.1, 0.1)];

describe('option chain', () => {
  it('puts calls left and puts right of each strike, and picks the clicked contract', () => {
    const picked = jest.fn();
    render(
      <OptionChain
        rows={ROWS}
        underlying="510050"
        expiry="2026-12-23"
        underlyings={[{ value: '510050', label: '50ETF 510050' }]}
        expiries={['2026-12-23']}
        picked={undefined}
        onUnderlying={jest.fn()}
        onExpiry={jest.fn()}
        onPick={picked}
      />,
    );
    const cells = screen.getAllByRole('row')[2]?.querySelectorAll('td') ?? [];
    expect([...cells].map((c) => c.textContent)).toEqual([
      '0.12',
      '0.00%',
      '0.1199',
      '0.1201',
      '20.0%',
      '0.500',
      '3',
      '0.05',
      '0.00%',
      '0.0499',
      '0.0501',
      '20.0%',
      '-0.500',
    ]);
    fireEvent.click(screen.getByTestId('chain-P-3.1'));
    expect(picked).toHaveBeenCalledWith(ROWS[3]);
  });
});

describe('options ticket', () => {
  beforeEach(() =>
    answerTicketCalls('已报', { maxVolume: 7, premiumPerContract: 1201, marginPerContract: 4000 }),
  );

  it('sends 卖出开仓 as a sell open and shows the margin and max contracts', async () => {
    render(
      <OptionsTicket row={ROWS[0]!} capital={null} preset={{ nonce: 0 }} onPlaced={jest.fn()} />,
    );
    fireEvent.click(screen.getByText('卖出开仓'));
    expect(await screen.findByText('7 张')).toBeTruthy();
    expect(screen.getByTestId('ticket-margin').textContent).toContain('4,000.00');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ticket-submit'));
    });
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({ side: 2, effect: 'open', orderQty: 1, price: 0.1201 }),
    );
    expect(maxVolume).toHaveBeenLastCalledWith(
      expect.objectContaining({ symbol: ROWS[0]!.symbol }),
      2,
      'open',
      0.1201,
    );
  });

  it('offers 备兑开仓 / 备兑平仓 for ETF calls only, sent as covered effects', async () => {
    const { rerender } = render(
      <OptionsTicket row={ROWS[1]!} capital={null} preset={{ nonce: 0 }} onPlaced={jest.fn()} />,
    );
    expect(screen.queryByText('备兑开仓')).toBeNull();
    rerender(
      <OptionsTicket row={ROWS[0]!} capital={null} preset={{ nonce: 0 }} onPlaced={jest.fn()} />,
    );
    fireEvent.click(screen.getByText('备兑开仓'));
    expect(await screen.findByText('7 张')).toBeTruthy();
    expect(screen.queryByTestId('ticket-margin')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('ticket-submit'));
    });
    expect(place).toHaveBeenLastCalledWith(
      expect.objectContaining({ side: 2, effect: 'coveredOpen', orderQty: 1 }),
    );
    fireEvent.click(screen.getByText('备兑平仓'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('ticket-submit'));
    });
    expect(place).toHaveBeenLastCalledWith(
      expect.objectContaining({ side: 1, effect: 'coveredClose' }),
    );
  });
});
