import { loadRichTextEditor, session } from '@portal/shared-kit';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { ReportInfoPage } from './report-info-page';
import { TrainReportPage } from './train-report-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const base = {
  reportID: null,
  templateID: 3,
  title: '股票买入实验报告',
  requirement: '写明买入理由',
  userName: 'student01',
  realName: '张三',
  content: '',
  status: 1,
  statusName: '未提交',
  score: null,
  comment: '',
  submitTime: null,
  markTime: null,
  tpInfoID: null,
  matchID: 139,
  linkTitle: '综合模拟交易大赛',
};
const record = {
  source: 'contest',
  sourceTitle: '综合模拟交易大赛',
  orders: [],
  fills: [
    {
      reportID: 1,
      orderID: 1,
      market: 'SSE',
      code: '600519',
      side: 1,
      sideName: '买入',
      price: 10,
      qty: 1000,
      amount: 10000,
      fees: 5,
      time: '2026-01-05T10:00:00.000+08:00',
    },
  ],
  summary: { orderCount: 1, fillCount: 1, buyAmount: 10000, sellAmount: 0, fees: 5 },
};

it('a student writes and submits a report', async () => {
  const saved: unknown[] = [];
  fakeServer({
    '/VETrain/Report/SearchMyReports': () => [
      saved.length ? { ...base, status: 2, statusName: '未批阅' } : base,
    ],
    '/VETrain/Report/SaveReport': (p) => {
      saved.push(p);
      return { status: 2 };
    },
    '/VETrain/Report/GetMyReportTrades': () => record,
  });
  signInAs('student');
  renderInArea(<TrainReportPage />);
  fireEvent.click(await screen.findByRole('button', { name: '撰写' }));
  // The editor is fetched on demand (React.lazy): let the chunk arrive inside act.
  await act(() => loadRichTextEditor());
  const editor = await screen.findByRole('textbox', { name: '报告内容' });
  expect(await screen.findByTestId('trade-record')).toHaveTextContent('600519');
  expect(screen.getByRole('button', { name: '提交报告' })).toBeDisabled();
  editor.innerHTML = '<p>买入<strong>600519</strong></p>';
  fireEvent.input(editor);
  fireEvent.click(screen.getByRole('button', { name: '提交报告' }));
  await waitFor(() =>
    expect(saved).toEqual([
      { templateID: 3, content: '<p>买入<strong>600519</strong></p>', submit: true },
    ]),
  );
  expect(await screen.findByText('未批阅')).toBeInTheDocument();
});

it('a teacher marks a report with a score and a comment', async () => {
  const marks: unknown[] = [];
  fakeServer({
    '/VETrain/Report/GetReport': () => ({
      ...base,
      reportID: 8,
      status: 2,
      statusName: '未批阅',
      content: '<h3>交易总结</h3><p>买入600519</p>',
      tradeRecord: record,
    }),
    '/VETrain/Report/MarkReport': (p) => {
      marks.push(p);
      return true;
    },
  });
  signInAs('teacher');
  renderInArea(
    <Routes>
      <Route path="/TrainReportInfo" element={<ReportInfoPage />} />
    </Routes>,
    '/TrainReportInfo?reportID=8',
  );
  expect(await screen.findByTestId('report-content')).toHaveTextContent('交易总结买入600519');
  expect(screen.getByRole('heading', { name: '交易总结' })).toBeInTheDocument();
  expect(await screen.findByTestId('trade-record')).toHaveTextContent('成交笔数1');
  fireEvent.change(screen.getByLabelText('分数'), { target: { value: '88' } });
  fireEvent.change(screen.getByLabelText('评语'), { target: { value: '理由充分' } });
  fireEvent.click(screen.getByRole('button', { name: '暂存' }));
  await waitFor(() =>
    expect(marks).toEqual([{ reportID: 8, score: 88, comment: '理由充分', draft: true }]),
  );
  expect(await screen.findByText('已暂存，报告为批阅中')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '提交批阅' }));
  await waitFor(() => expect(marks).toHaveLength(2));
  expect(marks[1]).toEqual({ reportID: 8, score: 88, comment: '理由充分' });
});

describe("the student's report page says what to do next (issue 33 item 4)", () => {
  it('without reports: where they come from, and the way to 实训任务', async () => {
    fakeServer({ '/VETrain/Report/SearchMyReports': () => [] });
    signInAs('student');
    renderInArea(
      <Routes>
        <Route path="/TrainReport" element={<TrainReportPage />} />
        <Route path="/TrainList" element={<p>实训任务页</p>} />
      </Routes>,
      '/TrainReport',
    );
    expect(await screen.findByTestId('report-next-step')).toHaveTextContent(
      '老师给你的班级分配实训项目后',
    );
    fireEvent.click(screen.getByRole('button', { name: '去实训任务' }));
    expect(await screen.findByText('实训任务页')).toBeInTheDocument();
  });

  it('with a report to write: how many, and to 撰写 then submit', async () => {
    fakeServer({ '/VETrain/Report/SearchMyReports': () => [base] });
    signInAs('student');
    renderInArea(<TrainReportPage />);
    expect(await screen.findByTestId('report-next-step')).toHaveTextContent(
      '你有 1 份实验报告待撰写',
    );
  });
});
