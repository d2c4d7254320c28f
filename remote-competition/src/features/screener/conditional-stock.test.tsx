import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { fakeServer, renderInArea } from '../../test/render-area';
import { ConditionalStock } from './conditional-stock';

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const GROUPS = [
  {
    group: 'valuation',
    groupName: '估值指标',
    list: [{ indexId: 'pe', indexName: '市盈率(TTM)', unit: '倍', group: 'valuation', digits: 2 }],
  },
  {
    group: 'profitability',
    groupName: '盈利能力',
    list: [
      {
        indexId: 'roe',
        indexName: '净资产收益率(TTM)',
        unit: '%',
        group: 'profitability',
        digits: 2,
      },
    ],
  },
];

it('screens on the server with two conditions and lists the picks with their actions', async () => {
  const queries: Record<string, unknown>[] = [];
  fakeServer({
    '/VEISP/StockPick/GetIndexList': () => GROUPS,
    '/VEISP/StockPick/GetPlateList': () => ({
      industries: [{ plateId: 100, plateName: '银行', count: 8 }],
      concepts: [],
    }),
    '/VEISP/StockPick/GetIndexRange': () => ({
      tradingDate: '2026-11-20',
      list: [{ indexId: 'pe', min: 3.2, max: 88 }],
    }),
    '/VEISP/StockPick/Query': (p) => {
      queries.push(p);
      return {
        total: 1,
        pageIndex: 1,
        pageSize: 20,
        tradingDate: '2026-11-20',
        list: [
          {
            symbol: '600000',
            market: 'SSE',
            shortName: '浦发银行',
            industry: '银行',
            pe: 5.1,
            roe: 11.2,
            price: 9.8,
            changePct: 1.2,
            marketValue: 2900,
          },
        ],
      };
    },
  });
  renderInArea(
    <App>
      <ConditionalStock />
    </App>,
  );
  expect(await screen.findByPlaceholderText('最小 3.2')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('条件1最大值'), { target: { value: '15' } });
  fireEvent.change(screen.getByLabelText('条件2最小值'), { target: { value: '10' } });
  fireEvent.click(screen.getByText(/^选\s*股$/));
  expect(await screen.findByText('浦发银行')).toBeInTheDocument();
  expect(queries[0]).toEqual({
    conditions: [
      { indexId: 'pe', max: 15 },
      { indexId: 'roe', min: 10 },
    ],
    plateIds: [],
    pageIndex: 1,
    pageSize: 20,
  });
  expect(screen.getByText('2026-11-20 共1只')).toBeInTheDocument();
  expect(screen.getByText('深度资料')).toBeInTheDocument();
  expect(screen.getByText(/^交\s*易$/)).toBeInTheDocument();
}, 30_000);

it('asks for a condition before screening', async () => {
  fakeServer({ '/VEISP/StockPick/GetIndexList': () => GROUPS });
  renderInArea(
    <App>
      <ConditionalStock />
    </App>,
  );
  fireEvent.click((await screen.findAllByText(/^删\s*除$/))[0] as HTMLElement);
  fireEvent.click(screen.getByText(/^删\s*除$/));
  fireEvent.click(screen.getByText(/^选\s*股$/));
  await waitFor(() => expect(screen.getByText('请至少设置一个选股条件')).toBeInTheDocument());
}, 30_000);

it('loads a saved scheme’s conditions to edit it (?schemeId=)', async () => {
  fakeServer({
    '/VEISP/StockPick/GetIndexList': () => GROUPS,
    '/VEISP/StockPick/GetSchemes': () => [
      {
        schemeId: 3,
        schemeName: '低估值',
        conditions: [{ indexId: 'pe', max: 12 }],
        createTime: null,
        updateTime: null,
      },
    ],
  });
  renderInArea(
    <App>
      <ConditionalStock />
    </App>,
    '/TrainkEquityScreener/conditionalStock?schemeId=3',
  );
  await waitFor(() => expect(screen.getByLabelText('条件1最大值')).toHaveValue('12'));
  expect(screen.queryByLabelText('条件2最大值')).toBeNull();
}, 30_000);
