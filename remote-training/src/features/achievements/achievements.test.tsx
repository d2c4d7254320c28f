import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainAchieveManagePage } from './train-achieve-manage-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('lists each student with exam, report and training figures', async () => {
  fakeServer({
    '/VETrain/Class/SearchClasses': () => ({ total: 0, list: [] }),
    '/VETrain/Achieve/SearchAchievements': () => [
      {
        userID: 1,
        userName: 'student01',
        realName: '张三',
        className: '金融2301班',
        exams: 2,
        examAvg: 77.5,
        reports: 1,
        reportAvg: 88,
        trainings: 3,
        trainingAvg: null,
        minutes: 95,
      },
    ],
  });
  signInAs('teacher');
  renderInArea(<TrainAchieveManagePage />);
  expect(await screen.findByText('77.5')).toBeInTheDocument();
  expect(screen.getByText('95')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出Excel' })).toBeInTheDocument();
});
