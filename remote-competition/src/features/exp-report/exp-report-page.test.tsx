import { loadRichTextEditor, session } from '@portal/shared-kit';
import { App } from 'antd';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../test/render-area';
import { ExpReportPage } from './exp-report-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const base = {
  reportID: null,
  templateID: 5,
  title: '大赛复盘报告',
  requirement: '总结比赛中的交易',
  matchID: 139,
  linkTitle: '综合模拟交易大赛',
  content: '',
  status: 1,
  statusName: '未提交',
  score: null,
  comment: '',
  submitTime: null,
};
const record = {
  source: 'contest',
  sourceTitle: '综合模拟交易大赛',
  orders: [],
  fills: [
    {
      reportID: 1,
      code: '600519',
      sideName: '买入',
      price: 10,
      qty: 1000,
      amount: 10000,
      fees: 5,
      time: '2026-01-05T02:00:00.000Z',
    },
  ],
  summary: { orderCount: 1, fillCount: 1, buyAmount: 10000, sellAmount: 0, fees: 5 },
};

it('a contestant writes, saves a draft and submits the report of a contest', async () => {
  const saved: Record<string, unknown>[] = [];
  fakeServer({
    '/VERace/ExperimentalReport/SearchMyContestReports': () => [
      saved.some((p) => p.submit)
        ? {
            ...base,
            status: 2,
            statusName: '未批阅',
            submitTime: '2026-01-05T07:30:00.000Z',
          }
        : base,
    ],
    '/VERace/ExperimentalReport/GetContestReport': () => ({ ...base, tradeRecord: record }),
    '/VERace/ExperimentalReport/SaveContestReport': (p) => {
      saved.push(p);
      return { status: p.submit ? 2 : 1, statusName: '' };
    },
  });
  renderInArea(
    <App>
      <ExpReportPage />
    </App>,
  );
  expect(await screen.findByText('大赛复盘报告')).toBeInTheDocument();
  expect(screen.getByText('综合模拟交易大赛')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /撰\s?写/ }));
  await act(() => loadRichTextEditor());
  const editor = await screen.findByRole('textbox', { name: '报告内容' });
  // The fill time is shown in Beijing time (02:00Z → 10:00).
  const rec = await screen.findByTestId('trade-record');
  expect(rec).toHaveTextContent('600519');
  expect(rec).toHaveTextContent('10:00');
  expect(screen.getByRole('button', { name: '提交报告' })).toBeDisabled();
  editor.innerHTML = '<p>买入<strong>600519</strong></p>';
  fireEvent.input(editor);
  fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /撰\s?写/ }));
  await act(() => loadRichTextEditor());
  const again = await screen.findByRole('textbox', { name: '报告内容' });
  again.innerHTML = '<p>终稿</p>';
  fireEvent.input(again);
  fireEvent.click(screen.getByRole('button', { name: '提交报告' }));
  expect(await screen.findByText('报告已提交')).toBeInTheDocument();
  expect(saved).toEqual([
    { templateID: 5, content: '<p>买入<strong>600519</strong></p>', submit: false },
    { templateID: 5, content: '<p>终稿</p>', submit: true },
  ]);
  const row = (await screen.findByText('未批阅')).closest('tr') as HTMLElement;
  expect(within(row).getByText('2026-01-05 15:30:00')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: /查\s?看/ })).toBeInTheDocument();
});

it('shows the server refusal when saving fails', async () => {
  fakeServer({
    '/VERace/ExperimentalReport/SearchMyContestReports': () => [base],
    '/VERace/ExperimentalReport/GetContestReport': () => ({ ...base, tradeRecord: null }),
    '/VERace/ExperimentalReport/SaveContestReport': () => {
      throw new Error('你未参加该报告关联的比赛');
    },
  });
  renderInArea(
    <App>
      <ExpReportPage />
    </App>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /撰\s?写/ }));
  await act(() => loadRichTextEditor());
  await screen.findByRole('textbox', { name: '报告内容' });
  fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByText('你未参加该报告关联的比赛')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('该报告未关联实训项目或比赛')).toBeInTheDocument());
});
