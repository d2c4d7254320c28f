import { session } from '@portal/shared-kit';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainAchieveManagePage } from './train-achieve-manage-page';

jest.setTimeout(120_000);

// Highcharts Maps draws slowly in jsdom: the tab's table and notices are checked here with the map
// reduced to its input; the real map is drawn in Chromium by scripts/e2e/training-exams.e2e.test.ts.
jest.mock('./components/province-map', () => ({
  __esModule: true,
  default: ({ stats }: { stats: { province: string; students: number }[] }) => (
    <div data-testid="province-map">
      {stats.map((s) => `${s.province}:${s.students}`).join(',')}
    </div>
  ),
}));

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
        province: '广东',
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

const stats = {
  '/VETrain/Class/SearchClasses': () => ({ total: 0, list: [] }),
  '/VETrain/Achieve/SearchAchievements': () => [],
  '/VETrain/Achieve/SearchExamStats': () => [
    {
      examID: 3,
      title: '证券投资基础期中测验',
      totalScore: 100,
      assigned: 3,
      submitted: 2,
      avgScore: 75,
      maxScore: 100,
      minScore: 50,
      avgMinutes: 12.5,
      passRate: 50,
    },
  ],
  '/VETrain/Achieve/SearchProjectStats': () => [
    {
      tpInfoID: 1,
      title: '股票交易入门实训',
      students: 2,
      trainings: 4,
      avgScore: 81.5,
      avgMinutes: 33,
    },
  ],
  '/VETrain/Achieve/SearchProvinceStats': () => [
    { province: '广东', students: 2, participants: 1, avgPercent: 80 },
    { province: '', students: 1, participants: 0, avgPercent: null },
  ],
};

it('shows each exam and each training project', async () => {
  fakeServer(stats);
  signInAs('teacher');
  renderInArea(<TrainAchieveManagePage />);
  fireEvent.click(await screen.findByRole('tab', { name: '考试统计' }));
  expect(await screen.findByRole('cell', { name: '证券投资基础期中测验' })).toBeInTheDocument();
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '50%' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '实训统计' }));
  expect(await screen.findByRole('cell', { name: '股票交易入门实训' })).toBeInTheDocument();
  expect(screen.getByText('81.5')).toBeInTheDocument();
});

it('gives the province map its figures and lists the provinces', async () => {
  fakeServer(stats);
  signInAs('teacher');
  renderInArea(<TrainAchieveManagePage />);
  fireEvent.click(await screen.findByRole('tab', { name: '地区分布' }));
  // The map comes with the tab (React.lazy).
  await act(() => import('./components/province-map'));
  expect(await screen.findByTestId('province-map')).toHaveTextContent('广东:2,:1');
  expect(screen.getByText('1 名学生未填写所在省份')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '未知' })).toBeInTheDocument();
});

it('shows each student’s skill-tool results in 技能练习, by class', async () => {
  const asked: unknown[] = [];
  fakeServer({
    '/VETrain/Class/SearchClasses': () => ({
      total: 1,
      list: [{ classID: 4, className: '金融2301班' }],
    }),
    '/VETrain/Achieve/SearchAchievements': () => [],
    '/VETrain/KChart/SkillSummary': (p) => {
      asked.push(p);
      return [
        {
          userID: 1,
          userName: 'student01',
          realName: '张三',
          className: '金融2301班',
          replays: 2,
          replayExcess: -1.5,
          tellCount: 3,
          tellAvg: 82.5,
          labelCount: 0,
          labelAvg: null,
          discCount: 1,
          discAvg: 60,
          timesharCount: 2,
          timesharAvg: 90,
          histradeCount: 1,
          histradeAvg: 47,
        },
      ];
    },
  });
  signInAs('teacher');
  renderInArea(<TrainAchieveManagePage />);
  await act(async () => fireEvent.click(await screen.findByRole('tab', { name: '技能练习' })));
  expect(await screen.findByText('82.5（3次）')).toBeInTheDocument();
  for (const text of ['-1.50%', '60（1次）', '90（2次）', '47（1次）', '分时图', '历史交易'])
    expect(screen.getByText(text)).toBeInTheDocument();
  expect(asked).toEqual([{}]);
});
