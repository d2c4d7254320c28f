import { fakeServer, signInStudent } from '../../../../../common/trading/push-test-kit';
import {
  createAppStore,
  orderConfirmEnabled,
  session,
  setOrderConfirmEnabled,
  StoreProvider,
  type AppStore,
} from '@portal/shared-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SecurityInfo } from '../../../../../common';
import type { Quote } from '../model';
import { selectPlacing, selectTrading, TRADING_KEY } from '../state/trading.selectors';
import { tradingActions, tradingSlice } from '../state/trading.slice';
import { OrderTicket } from './order-ticket';

const MOUTAI: SecurityInfo = {
  symbol: '600519',
  market: 'SSE',
  shortName: '贵州茅台',
  pyShortName: 'GZMT',
  securityType: 1,
  flagBits: 4,
  lcp: 1500,
  bQtyStep: 100,
  minTickSize: 0.01,
};
const SMIC: SecurityInfo = {
  ...MOUTAI,
  symbol: '688981',
  shortName: '中芯国际',
  securityType: 19,
  bQtyStep: 1,
};
const HS300_ETF: SecurityInfo = {
  ...MOUTAI,
  symbol: '510300',
  shortName: '沪深300ETF',
  securityType: 11,
  lcp: 4,
  minTickSize: 0.001,
};

const quoteOf = (info: SecurityInfo, last: number): Quote => ({
  symbol: info.symbol,
  market: info.market,
  shortName: info.shortName,
  securityType: info.securityType,
  tradingDate: '2026-03-02',
  time: '10:00:00',
  last,
  open: last,
  high: last,
  low: last,
  preClose: last,
  change: 0,
  changePct: 0,
  limitUp: Math.round(last * 110) / 100,
  limitDown: Math.round(last * 90) / 100,
  volume: 0,
  amount: 0,
  bids: [],
  asks: [],
});

function renderTicket(info: SecurityInfo, options: { permitted?: boolean; last?: number } = {}) {
  const store: AppStore = createAppStore();
  store.injectReducer(TRADING_KEY, tradingSlice.reducer);
  store.dispatch(tradingActions.securityLoaded({ info, permitted: options.permitted ?? true }));
  render(
    <StoreProvider store={store}>
      <OrderTicket />
    </StoreProvider>,
  );
  act(() => {
    store.dispatch(tradingActions.quoteReceived(quoteOf(info, options.last ?? info.lcp)));
  });
  return store;
}

const quantity = () => screen.getByLabelText('委托数量') as HTMLInputElement;
const price = () => screen.getByLabelText('委托价格') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const clickBuy = () => {
  const button = document.querySelector('.sz-buy-button');
  if (!button) throw new Error('no buy button');
  fireEvent.click(button);
};

beforeAll(signInStudent);
afterAll(() => session.clear());
// The ticket's sellable quantity reads the holdings: answered here (empty), never from the network.
beforeEach(() => fakeServer({}));
afterEach(() => {
  setOrderConfirmEnabled(3, true);
  jest.restoreAllMocks();
});

describe('order ticket', () => {
  it('steps a main-board quantity by lots of 100 shares', () => {
    renderTicket(MOUTAI);
    fireEvent.click(screen.getByLabelText('增加数量'));
    expect(quantity().value).toBe('100');
    fireEvent.click(screen.getByLabelText('增加数量'));
    expect(quantity().value).toBe('200');
    fireEvent.click(screen.getByLabelText('减少数量'));
    expect(quantity().value).toBe('100');
  });

  it('starts a STAR buy at 200 shares and then steps by 1', () => {
    renderTicket(SMIC);
    fireEvent.click(screen.getByLabelText('增加数量'));
    expect(quantity().value).toBe('200');
    fireEvent.click(screen.getByLabelText('增加数量'));
    expect(quantity().value).toBe('201');
  });

  it('shows a stock price with 2 decimals and steps it by 0.01', () => {
    renderTicket(MOUTAI, { last: 1500.5 });
    expect(price().value).toBe('1500.50');
    fireEvent.click(screen.getByLabelText('提高价格'));
    expect(price().value).toBe('1500.51');
  });

  it('shows a fund price with 3 decimals and steps it by 0.001', () => {
    renderTicket(HS300_ETF, { last: 4.012 });
    expect(price().value).toBe('4.012');
    fireEvent.click(screen.getByLabelText('降低价格'));
    expect(price().value).toBe('4.011');
  });

  it('refuses 150 shares of a main-board stock without sending the order', () => {
    const store = renderTicket(MOUTAI);
    type(quantity(), '150');
    clickBuy();
    expect(screen.getByText('委托数量非法：买入数量须为100股的整数倍')).toBeInTheDocument();
    expect(selectPlacing(store.getState())).toBe(false);
  });

  it('rounds a typed price to the 2 decimals of a stock', () => {
    renderTicket(MOUTAI);
    type(price(), '1500.126');
    expect(price().value).toBe('1500.13');
  });

  it('refuses a limit price above the daily limit', () => {
    const store = renderTicket(MOUTAI);
    type(price(), '1800');
    type(quantity(), '100');
    clickBuy();
    expect(
      screen.getByText('委托价格非法：超出涨跌停价格范围（1350.00～1650.00）'),
    ).toBeInTheDocument();
    expect(selectPlacing(store.getState())).toBe(false);
  });

  it('asks for confirmation (二次确认) and sends a valid order on the lot grid', async () => {
    const store = renderTicket(MOUTAI);
    type(quantity(), '200');
    clickBuy();
    expect(selectPlacing(store.getState())).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: '委托确认' });
    expect(dialog).toHaveTextContent('600519 贵州茅台');
    expect(dialog).toHaveTextContent('200股');
    fireEvent.click(screen.getByRole('button', { name: '确认下单' }));
    expect(selectPlacing(store.getState())).toBe(true);
    expect(selectTrading(store.getState()).ticketError).toBeNull();
  });

  it('sends at once for a user who turned the confirmation off with 不再提示', async () => {
    const store = renderTicket(MOUTAI);
    type(quantity(), '100');
    clickBuy();
    await screen.findByRole('dialog', { name: '委托确认' });
    fireEvent.click(screen.getByLabelText('不再提示'));
    fireEvent.click(screen.getByRole('button', { name: '确认下单' }));
    expect(orderConfirmEnabled(3)).toBe(false);
    act(() => {
      store.dispatch(tradingActions.orderAccepted('委托已提交'));
    });
    type(quantity(), '100');
    clickBuy();
    expect(selectTrading(store.getState()).placing).toBe(true);
  });

  it('starts a fresh ticket on the 买入/卖出 switch: no quantity, no 委托已提交', () => {
    const store = renderTicket(MOUTAI);
    type(quantity(), '300');
    act(() => {
      store.dispatch(
        tradingActions.orderSubmitted({ side: 1, priceType: 'limit', price: 1500, qty: 300 }),
      );
      store.dispatch(tradingActions.orderAccepted('委托已提交'));
    });
    expect(screen.getByText('委托已提交')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '卖出' }));
    expect(quantity().value).toBe('');
    expect(screen.queryByText('委托已提交')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '买入' }));
    expect(quantity().value).toBe('');
  });

  it('tells the student a security the match does not allow and sends nothing', () => {
    const store = renderTicket(MOUTAI, { permitted: false });
    const text = '当前比赛不允许交易该证券（贵州茅台），委托未发送';
    expect(screen.getAllByText(text)).toHaveLength(1);
    type(quantity(), '100');
    clickBuy();
    expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(1);
    expect(selectPlacing(store.getState())).toBe(false);
  });
});
