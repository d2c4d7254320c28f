import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHub, fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainClassInfoPage } from './train-class-info-page';
import { TrainClassManagePage } from './train-class-manage-page';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('creates a class and lists it', async () => {
  const classes: Record<string, unknown>[] = [
    {
      classID: 1,
      className: '金融2301班',
      teacherID: 2,
      teacherName: '王老师',
      studentCount: 3,
      createTime: '2026-03-02T10:00:00.000+08:00',
    },
  ];
  const added: unknown[] = [];
  fakeServer({
    '/VETrain/Class/SearchClasses': () => ({ total: classes.length, list: [...classes] }),
    '/VETrain/Class/AddClass': (p) => {
      added.push(p);
      const c = { ...classes[0], classID: 2, className: String(p.className), studentCount: 0 };
      classes.push(c);
      return c;
    },
  });
  signInAs('teacher');
  renderInArea(<TrainClassManagePage />);
  expect(await screen.findByText('金融2301班')).toBeInTheDocument();
  expect(screen.getByText('2026-03-02 10:00:00')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '新建班级' }));
  fireEvent.change(await screen.findByLabelText('班级名称'), { target: { value: ' 实训二班 ' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('实训二班')).toBeInTheDocument();
  expect(added).toEqual([{ className: '实训二班' }]);
});

it('adds a student without a class to the class', async () => {
  const moved: unknown[] = [];
  fakeServer({
    '/VETrain/Class/GetClass': () => ({ classID: 1, className: '金融2301班', studentCount: 0 }),
    '/VETrain/Class/SearchClassStudents': (p) =>
      p.outside
        ? {
            total: 1,
            list: [
              {
                userID: 7,
                userName: 'student01',
                realName: '张三',
                phone: '',
                classID: null,
                className: '',
              },
            ],
          }
        : { total: 0, list: [] },
    '/VETrain/Class/AddStudentsToClass': (p) => {
      moved.push(p);
      return 1;
    },
  });
  signInAs('teacher');
  fakeHub();
  renderInArea(<TrainClassInfoPage />, '/TrainClassInfo?classID=1');
  expect(await screen.findByText('班级学生：金融2301班')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '添加学生' }));
  const row = (await screen.findByText('student01')).closest('tr') as HTMLElement;
  fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: '加入班级' }));
  await waitFor(() => expect(moved).toEqual([{ classID: 1, userIDs: [7] }]));
});

it('says a student of another class will move, and moves them only when the teacher agrees (issue 33)', async () => {
  const moved: unknown[] = [];
  fakeServer({
    '/VETrain/Class/GetClass': () => ({ classID: 1, className: '金融2301班', studentCount: 0 }),
    '/VETrain/Class/SearchClassStudents': (p) =>
      p.outside
        ? {
            total: 1,
            list: [
              {
                userID: 8,
                userName: 'student02',
                realName: '李四',
                phone: '',
                classID: 2,
                className: '金融2302班',
              },
            ],
          }
        : { total: 0, list: [] },
    '/VETrain/Class/AddStudentsToClass': (p) => {
      moved.push(p);
      return 1;
    },
  });
  signInAs('teacher');
  fakeHub();
  renderInArea(<TrainClassInfoPage />, '/TrainClassInfo?classID=1');
  expect(await screen.findByText('班级学生：金融2301班')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '添加学生' }));
  const row = (await screen.findByText('student02')).closest('tr') as HTMLElement;
  fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: '加入班级' }));
  expect(await screen.findByText(/李四（金融2302班）将离开原班级并移入本班/)).toBeInTheDocument();
  expect(screen.getByText(/已完成的考试成绩和实训记录随学生保留/)).toBeInTheDocument();
  expect(moved).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '确定移入' }));
  await waitFor(() => expect(moved).toEqual([{ classID: 1, userIDs: [8] }]));
});
