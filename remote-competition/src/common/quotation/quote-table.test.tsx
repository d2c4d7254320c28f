import { render, screen } from '@testing-library/react';
import type { QuoteRow } from './get-quotes';
import { QuoteTable } from './quote-table';

const row = (over: Partial<QuoteRow>): QuoteRow => ({
  symbol: '600519',
  market: 'SSE',
  shortName: '贵州茅台',
  securityType: 1,
  last: 1500.5,
  open: 1490,
  high: 1510,
  low: 1480,
  preClose: 1495,
  change: 5.5,
  changePct: 0.37,
  volume: 84_973_000,
  amount: 1.2e10,
  ...over,
});

it('shows prices with the decimals of spec §5 and keeps volumes on one line', () => {
  render(
    <QuoteTable
      rows={[
        row({}),
        row({ symbol: '688981', shortName: '中芯国际', securityType: 19, last: 88.1 }),
        row({ symbol: '510300', shortName: '沪深300ETF', securityType: 11, last: 4.012 }),
      ]}
      loading={false}
      total={3}
      page={1}
      pageSize={20}
      onPage={() => undefined}
    />,
  );
  expect(screen.getByText('1,500.50')).toBeInTheDocument();
  expect(screen.getByText('88.10')).toBeInTheDocument();
  expect(screen.getByText('4.012')).toBeInTheDocument();
  expect(screen.queryByText('1,500.500')).toBeNull();
  for (const volume of screen.getAllByText('8497.30万')) {
    expect(volume.closest('td')).toHaveClass('cmp-nowrap');
  }
});
