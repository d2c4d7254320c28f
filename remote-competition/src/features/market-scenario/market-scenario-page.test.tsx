import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../test/render-area';
import { MarketScenarioPage } from './market-scenario-page';

jest.setTimeout(120_000);

afterEach(() => jest.restoreAllMocks());

const row = {
  id: 7,
  kind: 'gap',
  kindName: '跳空缺口',
  security: '000858',
  market: 'SZSE',
  securityName: '五粮液',
  effectiveDate: '2026-11-27',
  effectiveTime: '10:00',
  pct: -35,
  days: 1,
  factor: 1,
  targetDate: null,
  note: '业绩爆雷',
  status: 'scheduled',
  statusName: '已排期',
  createdBy: 'sysadmin',
  createTime: '2026-11-26T14:00:00.000+08:00',
  cancelledBy: null,
  cancelTime: null,
};

it('lists scheduled and past scenarios and schedules a gap with the form', async () => {
  const added: Record<string, unknown>[] = [];
  fakeServer({
    '/VERace/MarketScenario/ListScenarios': () => ({
      tradingDate: '2026-11-26',
      clock: '10:00:00',
      list: [
        ...added.map((a, i) => ({ ...row, id: 10 + i, pct: a.pct, security: a.security })),
        row,
        {
          ...row,
          id: 3,
          kind: 'expiryJump',
          kindName: '跳至下一到期日',
          security: '',
          status: 'done',
          statusName: '已执行',
          targetDate: '2026-12-18',
        },
      ],
    }),
    '/VERace/MarketScenario/AddScenario': (p) => {
      added.push(p);
      return { ...row, ...p };
    },
  });
  renderInArea(
    <App>
      <MarketScenarioPage />
    </App>,
  );
  const list = await screen.findByTestId('scenario-list');
  await waitFor(() => expect(within(list).getByText('000858 五粮液')).toBeTruthy());
  expect(within(list).getByText('-35%')).toBeTruthy();
  expect(within(list).getByText('已排期')).toBeTruthy();
  expect(within(list).getByText('至 2026-12-18 收盘')).toBeTruthy();
  expect(screen.getByTestId('scenario-clock').textContent).toContain('2026-11-26 10:00:00');
  // Only a scheduled event can be cancelled.
  expect(within(list).getAllByText('取消')).toHaveLength(1);
  fireEvent.change(screen.getByTestId('scenario-security'), { target: { value: '300750' } });
  const pct =
    screen.getByTestId('scenario-pct').querySelector('input') ?? screen.getByTestId('scenario-pct');
  fireEvent.change(pct, { target: { value: '-12' } });
  fireEvent.click(screen.getByTestId('scenario-add'));
  await waitFor(() =>
    expect(added).toEqual([expect.objectContaining({ kind: 'gap', security: '300750', pct: -12 })]),
  );
  await waitFor(() => expect(within(list).getByText('300750 五粮液')).toBeTruthy());
});
