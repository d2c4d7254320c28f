import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setCurrentTraining } from '../../../common/current-training';
import { fakeServer, renderInArea, signInAs } from '../../../test/render-area';
import { TrainingToggle } from './training-toggle';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

const project = {
  tpInfoID: 4,
  trainTitle: '股票买入实训',
  trainType: 0,
  marketType: 1,
  landingPath: '/SHSZMarkets/index',
};

const ui = (
  <Routes>
    <Route path="/TrainTeach" element={<TrainingToggle />} />
    <Route path="/SHSZMarkets/index" element={<p>行情页</p>} />
  </Routes>
);

afterEach(() => {
  session.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

it('starts the chosen training, stores its log ids and opens its market page; ends it again', async () => {
  const asked: Record<string, unknown>[] = [];
  fakeServer({
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 1, list: [project] }),
    '/VETrain/TrainLog/Start': (p) => {
      asked.push(p);
      return [31];
    },
    '/VETrain/TrainLog/End': (p) => {
      asked.push(p);
      return true;
    },
  });
  signInAs('student');
  setCurrentTraining(project);
  renderInArea(ui, '/TrainTeach');
  expect(screen.getByText('请点击“开始”按钮启动实训，点击“结束”按钮结束实训')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('training-toggle'));
  expect(await screen.findByText('行情页')).toBeInTheDocument();
  expect(session.getState().trainingLogIds).toEqual(['31']);
  expect(session.getState().user).toMatchObject({ trainType: 0, tpTypeID: 1 });
  expect(asked[0]).toEqual({ tpInfoID: 4 });
});

it('ends a restored training with its stored log ids', async () => {
  const asked: Record<string, unknown>[] = [];
  fakeServer({
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 1, list: [project] }),
    '/VETrain/TrainLog/End': (p) => {
      asked.push(p);
      return true;
    },
  });
  signInAs('student');
  setCurrentTraining(project);
  session.startTraining([31]);
  renderInArea(ui, '/TrainTeach');
  const button = screen.getByTestId('training-toggle');
  expect(button).toHaveTextContent('结束');
  fireEvent.click(button);
  await waitFor(() => expect(session.getState().trainingLogIds).toEqual([]));
  expect(asked).toEqual([{ logIDs: '31' }]);
  expect(screen.getByTestId('training-toggle')).toHaveTextContent('开始');
});

it('keeps the training stopped when the server refuses to start', async () => {
  fakeServer({
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 1, list: [project] }),
    '/VETrain/TrainLog/Start': () => {
      throw new Error('该实训项目未分配给你');
    },
  });
  signInAs('student');
  setCurrentTraining(project);
  renderInArea(ui, '/TrainTeach');
  fireEvent.click(screen.getByTestId('training-toggle'));
  await waitFor(() => expect(screen.getByTestId('training-toggle')).not.toBeDisabled());
  expect(session.getState().trainingLogIds).toEqual([]);
  expect(screen.queryByText('行情页')).toBeNull();
});

it('shows no training button to teachers', () => {
  fakeServer({});
  signInAs('teacher');
  renderInArea(ui, '/TrainTeach');
  expect(screen.queryByTestId('training-toggle')).toBeNull();
});
