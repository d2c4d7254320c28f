import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  });
  signInAs('student');
  renderInArea(<TrainReportPage />);
  fireEvent.click(await screen.findByRole('button', { name: '撰写' }));
  fireEvent.change(await screen.findByLabelText('报告内容'), { target: { value: '买入600519' } });
  fireEvent.click(screen.getByRole('button', { name: '提交报告' }));
  await waitFor(() =>
    expect(saved).toEqual([{ templateID: 3, content: '买入600519', submit: true }]),
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
      content: '买入600519',
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
  expect(await screen.findByTestId('report-content')).toHaveTextContent('买入600519');
  fireEvent.change(screen.getByLabelText('分数'), { target: { value: '88' } });
  fireEvent.change(screen.getByLabelText('评语'), { target: { value: '理由充分' } });
  fireEvent.click(screen.getByRole('button', { name: '提交批阅' }));
  await waitFor(() => expect(marks).toEqual([{ reportID: 8, score: 88, comment: '理由充分' }]));
});
