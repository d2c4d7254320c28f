import { render, screen, within } from '@testing-library/react';
import { BalancesTable, ForexFillsTable } from './forex-tables';

describe('forex account tables', () => {
  it('shows CNY in yuan and foreign currencies in units, each with its CNY value', () => {
    render(
      <BalancesTable
        rows={[
          {
            currency: 'CNY',
            balance: 992_792.05,
            available: 990_000,
            frozen: 2_792.05,
            cnyValue: 992_792.05,
            floatingPL: 0,
          },
          {
            currency: 'USD',
            balance: 101_000,
            available: 100_000,
            frozen: 1_000,
            cnyValue: 727_200,
            floatingPL: -1.5,
          },
        ]}
      />,
    );
    const usd = screen.getByText('USD').closest('tr') as HTMLElement;
    expect(within(usd).getByText('101,000')).toBeTruthy();
    expect(within(usd).getByText('727,200.00')).toBeTruthy();
    expect(within(usd).getByText('-1.50')).toBeTruthy();
    const cny = screen.getByText('CNY').closest('tr') as HTMLElement;
    expect(within(cny).getAllByText('992,792.05')).toHaveLength(2);
  });

  it('shows fill times in Beijing time', () => {
    render(
      <ForexFillsTable
        rows={[
          {
            reportId: 1,
            security: 'USDCNH',
            securityName: '美元离岸人民币',
            sideName: '买入',
            execTypeName: '成交',
            qty: 1000,
            price: 7.2015,
            amount: 7201.5,
            fees: 0.72,
            time: '2026-11-23T02:30:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText('2026-11-23 10:30:00')).toBeTruthy();
    expect(screen.getByText('7,201.50')).toBeTruthy();
  });
});
