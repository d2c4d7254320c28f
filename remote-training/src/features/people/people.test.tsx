import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainSubjectManagePage } from './train-subject-manage-page';
import { TrainUserManagementPage } from './train-user-management-page';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('resets a student password and shows the new one', async () => {
  fakeServer({
    '/VERace/User/SearchUser': () => ({
      total: 1,
      list: [
        {
          userID: 7,
          userName: 'student01',
          realName: '张三',
          phone: '',
          className: '金融2301班',
          marjorName: '金融学',
        },
      ],
    }),
    '/VERace/User/ResetPassword': () => ({ password: 'Aa123456' }),
  });
  signInAs('teacher');
  renderInArea(<TrainUserManagementPage />);
  fireEvent.click(await screen.findByRole('button', { name: '重置密码' }));
  fireEvent.click(await screen.findByRole('button', { name: '重置' }));
  expect(await screen.findByText('新密码：Aa123456')).toBeInTheDocument();
});

it('adds a subject', async () => {
  const subjects: Record<string, unknown>[] = [];
  fakeServer({
    '/VETrain/Subject/SearchSubjects': () => ({ total: subjects.length, list: [...subjects] }),
    '/VETrain/Subject/AddSubject': (p) => {
      const s = { subjectID: 1, createTime: '2026-03-02T10:00:00.000+08:00', ...p };
      subjects.push(s);
      return s;
    },
  });
  signInAs('admin');
  renderInArea(<TrainSubjectManagePage />);
  fireEvent.click(await screen.findByRole('button', { name: '新增科目' }));
  fireEvent.change(await screen.findByLabelText('科目名称'), { target: { value: '证券投资学' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('证券投资学')).toBeInTheDocument();
  await waitFor(() => expect(subjects).toHaveLength(1));
});
