import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainResultPage } from './train-result-page';
import { TrainSecurityPage } from './train-security-page';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it("shows a student's scored trainings with the teacher's comment", async () => {
  fakeServer({
    '/VETrain/TrainLog/GetLogs': () => ({
      total: 1,
      list: [
        {
          logID: 5,
          trainTitle: '股票买入实训',
          startTime: '2026-03-02T10:00:00.000+08:00',
          endTime: '2026-03-02T10:20:00.000+08:00',
          orderCount: 2,
          score: 92.5,
          comment: '操作规范',
        },
      ],
    }),
  });
  signInAs('student');
  renderInArea(<TrainResultPage />, '/TrainUserCenter/TrainResult');
  expect(await screen.findByText('92.5')).toBeInTheDocument();
  expect(screen.getByText('操作规范')).toBeInTheDocument();
  expect(screen.getByText('2026-03-02 10:20:00')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '实训成绩' })).toBeInTheDocument();
});

it('checks the new password with the spec rules before changing it', async () => {
  const changed: unknown[] = [];
  fakeServer({
    '/VERace/User/ChangePassword': (p) => {
      changed.push(p);
      return true;
    },
  });
  signInAs('teacher');
  renderInArea(<TrainSecurityPage />, '/TrainUserCenter/TrainSecurity');
  expect(screen.queryByRole('tab', { name: '实训成绩' })).toBeNull();
  fireEvent.change(screen.getByLabelText('原密码'), { target: { value: 'Teacher123' } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'abd' } });
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  expect(await screen.findByText('密码格式不符合要求')).toBeInTheDocument();
  expect(screen.getByText('两次密码不一致，请重新输入')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Newpass123' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Newpass123' } });
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  await waitFor(() =>
    expect(changed).toEqual([{ oldPassword: 'Teacher123', newPassword: 'Newpass123' }]),
  );
});
