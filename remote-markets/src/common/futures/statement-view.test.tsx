import { render, screen } from '@testing-library/react';
import type { FuturesFill, Statement } from './futures-api';
import { StatementView } from './statement-view';

const statement = jest.fn();
jest.mock('./futures-api', () => ({
  getStatementDates: () => Promise.resolve(['2026-11-20']),
  getStatement: (...args: unknown[]) => statement(...args) as unknown,
}));

const record = (execType: number, execTypeName: string, qty: number): FuturesFill => ({
  reportId: execType,
  security: 'IF2612',
  securityName: '沪深300股指2612',
  sideName: '卖',
  effectName: '',
  posSideName: '多',
  execTypeName,
  qty,
  price: 3500,
  amount: 0,
  fees: execType === 122 ? 48.3 : 0,
  realised: 0,
  time: '2026-11-20T07:00:00.000Z',
  settlementPrice: 3500,
});

const DAY: Statement = {
  tradingDate: '2026-11-20',
  settled: true,
  summary: {
    previousTotalAssets: 600_000,
    totalAssets: 239_000,
    cash: 0,
    closeProfit: 0,
    markToMarket: -360_000,
    fees: 48.3,
    netProfit: -360_048.3,
    forcedCloses: 1,
  },
  trades: [],
  settlements: [record(121, '盯市结算', 3), record(122, '强平', 2)],
};

describe('settlement statement', () => {
  it('shows a forced liquidation as its own red 强平 record and counts it', async () => {
    statement.mockResolvedValue(DAY);
    render(<StatementView kind="finance" />);
    const tag = await screen.findByText('强平');
    expect(tag.closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('盯市结算').closest('.ant-tag')).toBeNull();
    // Descriptions: the label cell, then its value cell in the same row.
    const label = screen.getByText('强平笔数').closest('th, td');
    expect(label?.nextElementSibling?.textContent).toBe('1');
  });
});
