import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HkQuote, HkRules, HkStatus } from './hk-api';
import { HkSectionContext } from './hk-context';
import { rangeError } from './hk-query-center';
import { hkSectionAllowed } from './hk-section';
import { vcmText } from './hk-status';
import { HkTicket } from './hk-ticket';

const maxHkBuy = jest.fn(async () => 300);
const placeHkOrder = jest.fn(async () => ({}));
jest.mock('./hk-api', () => ({
  ...jest.requireActual('./hk-api'),
  maxHkBuy: (...a: unknown[]) => maxHkBuy(...(a as [])),
  placeHkOrder: (...a: unknown[]) => placeHkOrder(...(a as [])),
}));

const QUOTE: HkQuote = {
  symbol: '00700',
  market: 'HKEX',
  shortName: '腾讯控股',
  last: 420,
  changePct: 1,
  bidPrices: [419.8],
  askPrices: [420.2],
};
const RULES: HkRules = {
  settlementCurrency: 'CNY',
  referenceRate: { buy: 0.9, sell: 0.88 },
  spreadTable: [
    { below: 500, tick: 0.2 },
    { below: null, tick: 5 },
  ],
};
const OPEN: HkStatus = {
  security: '00700',
  last: 420,
  hkTime: '10:30:00',
  session: 'morning',
  sessionName: '上午持续交易',
  canOrder: true,
  atAuction: false,
  tradingDay: true,
  casReference: null,
  vcm: {
    status: 'cooling',
    pct: 0.1,
    reference: 400,
    band: { low: 360, high: 440 },
    coolingUntil: '10:35:00',
    triggeredAt: '10:30:00',
  },
};

function ticket(section: 'HKStock' | 'HKMarkets', status: HkStatus | null) {
  return render(
    <HkSectionContext.Provider value={section}>
      <HkTicket
        quote={QUOTE}
        lot={100}
        rules={RULES}
        currency={section === 'HKMarkets' ? 'HKD' : 'CNY'}
        status={status}
        sellable={0}
        onPlaced={() => undefined}
      />
    </HkSectionContext.Provider>,
  );
}

describe('HK pages', () => {
  // antd renders slowly on a loaded machine: a ticket test may take seconds.
  jest.setTimeout(20_000);

  beforeEach(() => {
    maxHkBuy.mockClear();
    placeHkOrder.mockClear();
  });

  it('HKStock settles in CNY at the side reference rate and places through its section', async () => {
    ticket('HKStock', OPEN);
    expect(screen.getByTestId('hk-rate').textContent).toContain('0.9');
    expect(screen.getByTestId('hk-settles').textContent).toContain('37,818.00');
    expect(screen.getByText('冷静期内限价 360–440')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^买\s?入$/ }));
    await waitFor(() => expect(placeHkOrder).toHaveBeenCalled());
    expect(placeHkOrder.mock.calls[0]).toEqual([
      'HKStock',
      { security: '00700', side: 1, orderQty: 100, price: 420.2 },
      false,
    ]);
    await waitFor(() => expect(screen.getByTestId('hk-max').textContent).toContain('300'));
  });

  it('HKMarkets with an HKD account shows HKD and no reference rate', () => {
    ticket('HKMarkets', { ...OPEN, vcm: null });
    expect(screen.queryByTestId('hk-rate')).toBeNull();
    expect(screen.getByTestId('hk-settles').textContent).toContain('结算金额(HKD) 42,020.00');
  });

  it('refuses orders while the HK market is closed (the button is disabled)', () => {
    ticket('HKStock', { ...OPEN, canOrder: false, sessionName: '港股休市', vcm: null });
    expect(screen.getByRole('button', { name: /^买\s?入$/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('港股休市，暂不接受委托')).toBeTruthy();
  });

  it('closing auction: 竞价盘 sends an at-auction order', async () => {
    ticket('HKStock', { ...OPEN, atAuction: true, casReference: 420, vcm: null });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /^买\s?入$/ }));
    await waitFor(() => expect(placeHkOrder).toHaveBeenCalled());
    expect((placeHkOrder.mock.calls[0] as unknown[])[2]).toBe(true);
  });

  it('words the VCM states', () => {
    expect(vcmText(OPEN.vcm)).toBe('市调机制 冷静期至 10:35:00 限价 360–440');
    expect(vcmText({ ...OPEN.vcm!, status: 'monitoring' })).toBe(
      '市调机制 监察中 参考价 400 触发区间 360–440',
    );
    expect(vcmText(null)).toBe('市调机制 不适用');
  });

  it('follows the spec flags: HKStock needs hasHgt or hasSgt, HKMarkets needs hasGg', () => {
    const none = { hasHgt: false, hasSgt: false, hasGg: false } as Parameters<
      typeof hkSectionAllowed
    >[1];
    expect(hkSectionAllowed('HKStock', { ...none, hasSgt: true })).toBe(true);
    expect(hkSectionAllowed('HKMarkets', { ...none, hasHgt: true, hasSgt: true })).toBe(false);
    expect(hkSectionAllowed('HKMarkets', { ...none, hasGg: true })).toBe(true);
    expect(hkSectionAllowed('HKStock', { ...none, hasGg: true })).toBe(false);
  });

  it('refuses a date range that ends before it starts', () => {
    expect(rangeError({ fromDate: '2026-11-20', toDate: '2026-11-01' })).toBe(
      '结束日期不能早于开始日期',
    );
    expect(rangeError({ fromDate: '2026-11-01', toDate: '' })).toBeNull();
  });
});
