import { selectedKey } from './left-menu';

const entries = [
  {
    key: 'manage',
    label: '管理中心',
    children: [
      { key: 'a', label: '比赛列表', path: '/ManageCenter/RaceManage?current=0' },
      { key: 'b', label: '创建比赛', path: '/ManageCenter/RaceManage?current=1' },
      { key: 'c', label: '用户管理', path: '/ManageCenter/UserManage' },
    ],
  },
];

it('selects the entry whose path and query match the location', () => {
  expect(selectedKey(entries, '/ManageCenter/RaceManage', '?current=1&matchID=3')).toBe(
    '/ManageCenter/RaceManage?current=1',
  );
  expect(selectedKey(entries, '/ManageCenter/UserManage', '')).toBe('/ManageCenter/UserManage');
  expect(selectedKey(entries, '/mainmatch', '')).toBeUndefined();
});
