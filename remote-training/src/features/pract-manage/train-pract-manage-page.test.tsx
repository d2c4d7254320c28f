import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainPractManagePage } from './train-pract-manage-page';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const log = {
  logID: 5,
  userID: 7,
  userName: 'student01',
  realName: '张三',
  className: '金融2301班',
  tpInfoID: 1,
  trainTitle: '股票买入实训',
  tpTypeID: 1,
  startTime: '2026-03-02T10:00:00.000+08:00',
  endTime: '2026-03-02T10:20:00.000+08:00',
  callCount: 4,
  score: null,
  comment: '',
  scoreTime: null,
  orderCount: 1,
};

it('assigns a project to a class', async () => {
  const assigned: unknown[] = [];
  fakeServer({
    '/VETrain/TPInfo/SearchTPInfos': () => ({
      total: 1,
      list: [
        {
          tpInfoID: 1,
          tpTypeID: 1,
          tpTypeName: '股票实训',
          trainTitle: '股票买入实训',
          casePanelCount: 2,
          classIDs: [],
        },
      ],
    }),
    '/VETrain/Class/SearchClasses': () => ({
      total: 1,
      list: [{ classID: 3, className: '实训一班', studentCount: 1 }],
    }),
    '/VETrain/TPInfo/AssignTPInfo': (p) => {
      assigned.push(p);
      return null;
    },
  });
  signInAs('teacher');
  renderInArea(<TrainPractManagePage />);
  expect(await screen.findByText('股票买入实训')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '分配班级' }));
  fireEvent.click(await screen.findByLabelText('实训一班（1人）'));
  fireEvent.click(screen.getByRole('button', { name: '保存分配' }));
  await waitFor(() => expect(assigned).toEqual([{ tpInfoID: 1, classIDs: [3] }]));
});

it("scores a student's ended training after seeing its trades", async () => {
  const scored: unknown[] = [];
  fakeServer({
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 0, list: [] }),
    '/VETrain/Class/SearchClasses': () => ({ total: 0, list: [] }),
    '/VETrain/TrainLog/GetLogs': () => ({ total: 1, list: [log] }),
    '/VETrain/TrainLog/GetLogDetails': () => ({
      ...log,
      orders: [
        {
          orderID: 9,
          code: '600519',
          securityName: '贵州茅台',
          sideName: '买入',
          price: 1500,
          qty: 100,
          filledQty: 100,
          statusName: '已成',
          time: log.startTime,
        },
      ],
      fills: [],
      fillCount: 1,
      buyAmount: 150000,
      sellAmount: 0,
    }),
    '/VETrain/TrainLog/Score': (p) => {
      scored.push(p);
      return { ...log, score: p.score };
    },
  });
  signInAs('teacher');
  renderInArea(<TrainPractManagePage />);
  fireEvent.click(await screen.findByRole('tab', { name: '实训日志与评分' }));
  fireEvent.click(await screen.findByRole('button', { name: '查看评分' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('贵州茅台')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByTestId('score-input'), { target: { value: '88' } });
  fireEvent.change(within(dialog).getByLabelText('评语'), { target: { value: '止损及时' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '提交评分' }));
  await waitFor(() => expect(scored).toEqual([{ logID: 5, score: 88, comment: '止损及时' }]));
});
