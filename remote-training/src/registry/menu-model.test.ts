import { activeMenuPath, buildMenu } from './menu-model';
import { ROLES, roleAllowed } from './role-rules';
import type { TrainingFeature } from './training-feature';

const features: TrainingFeature[] = [
  {
    id: 'a',
    routes: [
      { path: 'TrainTeach', element: null, menu: { label: '实训教学', order: 10 } },
      { path: 'TrainListDetail', element: null, activeMenu: '/TrainTeach' },
      {
        path: 'TrainClassManage',
        element: null,
        roles: ROLES.TEACHER_ONLY,
        menu: { label: '班级管理', order: 1, group: 'TrainTeachManage' },
      },
      {
        path: 'TrainCaseManage',
        element: null,
        roles: ROLES.ADMIN_ONLY,
        menu: { label: '案例管理', order: 2, group: 'TrainTeachManage' },
      },
      { path: 'TrainGPInfo', element: null },
    ],
    links: [
      { key: 'mainmatch', label: '仿真竞赛', href: '/mainmatch', order: 9, group: 'TrainExam' },
    ],
  },
];

it('shows teacher-only entries to teachers and admin-only entries to admins', () => {
  const labels = (role: string | null) =>
    JSON.stringify(
      buildMenu(features, role).map((e) => [e.label, e.children?.map((c) => c.label)]),
    );
  expect(labels('teacher')).toContain('班级管理');
  expect(labels('teacher')).not.toContain('案例管理');
  expect(labels('admin')).toContain('案例管理');
  expect(labels('admin')).not.toContain('班级管理');
  expect(labels('student')).not.toContain('教学管理');
});

it('keeps TrainGPInfo out of the menu and puts 仿真竞赛 in its group', () => {
  const menu = buildMenu(features, 'student');
  expect(JSON.stringify(menu)).not.toContain('TrainGPInfo');
  expect(menu.find((e) => e.key === 'TrainExam')?.children?.[0]).toMatchObject({
    label: '仿真竞赛',
    href: '/mainmatch',
  });
});

it('lights TrainTeach on /TrainListDetail', () => {
  expect(activeMenuPath(features, '/TrainListDetail')).toBe('/TrainTeach');
  expect(activeMenuPath(features, '/TrainTeach')).toBe('/TrainTeach');
  expect(activeMenuPath(features, '/TrainGPInfo')).toBeUndefined();
});

it('allows unrestricted routes to everybody and restricted ones to their roles only', () => {
  expect(roleAllowed(undefined, 'student')).toBe(true);
  expect(roleAllowed(ROLES.TEACHER_ONLY, 'student')).toBe(false);
  expect(roleAllowed(ROLES.ADMIN_AND_TEACHER, 'admin')).toBe(true);
  expect(roleAllowed(ROLES.STUDENT_ONLY, null)).toBe(false);
});
