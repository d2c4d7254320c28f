import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Contract, Eligible } from './margin-api';
import { CreditTicket } from './credit-ticket';

const place = jest.fn();
const max = jest.fn();
const repay = jest.fn();
jest.mock('./margin-api', () => ({
  ...jest.requireActual('./margin-api'),
  placeOrder: (...args: unknown[]) => place(...args),
  queryMax: (...args: unknown[]) => max(...args),
  directRepay: (...args: unknown[]) => repay(...args),
}));

const MOUTAI: Eligible = {
  security: '600519',
  market: 'SSE',
  securityName: '贵州茅台',
  financeRatio: 1,
  shortRatio: 1,
  haircut: 0.7,
  lastPrice: 1500,
};

const flush = () => act(async () => undefined);
jest.setTimeout(30_000);

describe('credit ticket', () => {
  beforeEach(() => {
    place.mockReset().mockResolvedValue({ orderId: 1 });
    max.mockReset().mockResolvedValue({ maxVolume: 600 });
  });

  it('shows the order kinds as tabs, the max quantity per kind, and places the chosen kind', async () => {
    const placed = jest.fn();
    render(<CreditTicket eligible={[MOUTAI]} contracts={[]} collateral={[]} onPlaced={placed} />);
    await flush();
    for (const label of [
      '融资买入',
      '融券卖出',
      '担保品买入',
      '担保品卖出',
      '卖券还款',
      '买券还券',
      '直接还款',
      '直接还券',
    ])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(max).toHaveBeenLastCalledWith(MOUTAI, 'financeBuy', 1500);
    expect(screen.getByTestId('credit-max').textContent).toBe('600');
    fireEvent.click(screen.getByRole('tab', { name: '融券卖出' }));
    await flush();
    expect(max).toHaveBeenLastCalledWith(MOUTAI, 'shortSell', 1500);
    fireEvent.click(screen.getByTestId('credit-submit'));
    await flush();
    expect(place).toHaveBeenCalledWith(MOUTAI, 'shortSell', 100, 1500);
    expect(placed).toHaveBeenCalled();
  });

  it('repays a financing debt directly (直接还款) up to what is owed', async () => {
    repay.mockReset().mockResolvedValue({ repaid: 500 });
    const debt: Contract = {
      security: '600519',
      securityName: '贵州茅台',
      contractType: 'L',
      contractName: '融资',
      qty: 100,
      closableQty: 0,
      debt: 150_000,
      interest: 34.5,
      margin: 150_000,
      lastPrice: 1500,
      marketValue: 150_000,
    };
    const done = jest.fn();
    render(<CreditTicket eligible={[MOUTAI]} contracts={[debt]} collateral={[]} onPlaced={done} />);
    await flush();
    fireEvent.click(screen.getByRole('tab', { name: '直接还款' }));
    expect(screen.getByTestId('direct-owed').textContent).toBe('150034.50');
    fireEvent.change(
      screen.getByTestId('direct-value').querySelector('input') ??
        screen.getByTestId('direct-value'),
      {
        target: { value: '500' },
      },
    );
    fireEvent.click(screen.getByTestId('direct-submit'));
    await flush();
    expect(repay).toHaveBeenCalledWith(MOUTAI, 500);
    expect(done).toHaveBeenCalled();
  });
});
