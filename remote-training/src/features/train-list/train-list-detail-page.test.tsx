import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainListDetailPage } from './train-list-detail-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('names the trading page, never its route path (issue 33 item 7)', async () => {
  fakeServer({
    '/VETrain/TPInfo/GetTPInfo': () => ({
      tpInfoID: 1,
      tpTypeID: 1,
      tpTypeName: '股票实训',
      landingPath: '/SHSZMarkets/index',
      trainTitle: '股票买入实训',
      description: '买入一只股票',
      createTime: '2026-03-02T10:00:00.000+08:00',
      casePanelCount: 0,
      classIDs: [],
    }),
    '/VETrain/CasePanel/GetCasePanelList': () => [],
  });
  signInAs('student');
  renderInArea(<TrainListDetailPage />, '/TrainListDetail?tpInfoID=1');
  expect(await screen.findByText('A股交易')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('/SHSZMarkets');
});
