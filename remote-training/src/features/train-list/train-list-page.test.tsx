import { session } from '@portal/shared-kit';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainListPage } from './train-list-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const exercise = {
  exerciseID: 4,
  title: '交易规则与K线基础练习',
  questionCount: 10,
  classNames: '金融2301班',
  createTime: '2026-01-05T10:00:00.000+08:00',
  answered: 4,
  correct: 3,
};

it('lists the exercises given to the student with progress and opens practice', async () => {
  fakeServer({
    '/VETrain/TPType/SearchTPTypeInfos': () => [],
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 0, list: [] }),
    '/VETrain/Exercise/SearchExercises': () => [exercise],
  });
  signInAs('student');
  renderInArea(
    <Routes>
      <Route path="/TrainList" element={<TrainListPage />} />
      <Route path="/TrainPractice" element={<div>练习页</div>} />
    </Routes>,
    '/TrainList',
  );
  const tasks = await screen.findByTestId('exercise-tasks');
  expect(await screen.findByRole('cell', { name: '交易规则与K线基础练习' })).toBeInTheDocument();
  expect(tasks).toHaveTextContent('4/10');
  fireEvent.click(screen.getByRole('button', { name: '继续练习' }));
  expect(await screen.findByText('练习页')).toBeInTheDocument();
});

it('teachers preview every exercise', async () => {
  fakeServer({
    '/VETrain/TPType/SearchTPTypeInfos': () => [],
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 0, list: [] }),
    '/VETrain/Exercise/SearchExercises': () => [{ ...exercise, answered: 0, correct: 0 }],
  });
  signInAs('teacher');
  renderInArea(<TrainListPage />);
  expect(await screen.findByRole('cell', { name: '金融2301班' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '预览' })).toBeInTheDocument();
});
