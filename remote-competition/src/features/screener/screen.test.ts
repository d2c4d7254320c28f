import type { QuoteRow } from '../../common/quotation/get-quotes';
import { screen } from './screen';

const row = (over: Partial<QuoteRow>): QuoteRow => ({
  symbol: '600000',
  market: 'SSE',
  shortName: '浦发银行',
  securityType: 1,
  last: 10,
  open: 10,
  high: 10,
  low: 10,
  preClose: 10,
  change: 0,
  changePct: 1,
  volume: 0,
  amount: 2_000_000,
  ...over,
});

it('keeps the stocks meeting every condition and drops options', () => {
  const rows = [
    row({}),
    row({ symbol: '600001', changePct: 5 }),
    row({ symbol: '90005009', securityType: 8, changePct: 2 }),
  ];
  expect(screen(rows, { changePctMin: 0.5, changePctMax: 3 }).map((r) => r.symbol)).toEqual([
    '600000',
  ]);
  expect(screen(rows, { amountMinWan: 300 })).toEqual([]);
});
