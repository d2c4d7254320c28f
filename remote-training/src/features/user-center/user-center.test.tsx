import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { TrainMyDataPage } from './train-my-data-page';
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

it('shows the province (省份) and saves one picked from the list', async () => {
  const warnings = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
  const saved: Record<string, unknown>[] = [];
  let province = '广东';
  fakeServer({
    '/VERace/User/GetMyUserInfo': () => ({
      userID: 1,
      userName: 'student01',
      realName: '张三',
      phone: '',
      role: 'student',
      marjorName: '',
      schoolShortNameEN: 'SUFE',
      province,
      className: '',
      lastLoginTime: null,
      createTime: '2026-03-01T08:00:00.000+08:00',
      endTime: null,
    }),
    '/VERace/User/UpdateUserInfo': (p) => {
      saved.push(p);
      province = String(p.province);
      return true;
    },
  });
  signInAs('student');
  renderInArea(<TrainMyDataPage />, '/TrainUserCenter/TrainMyData');
  expect(await screen.findByText('广东')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '修改资料' }));
  const select = await screen.findByRole('combobox', { name: '省份' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: '四' } });
  fireEvent.click(await screen.findByTitle('四川'));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(saved).toEqual([
      { realName: '张三', marjorName: '', schoolShortNameEN: 'SUFE', province: '四川' },
    ]),
  );
  expect(await screen.findByText('资料已保存')).toBeInTheDocument();
  // Redux Toolkit's dev checks time themselves and warn on a loaded machine; anything else counts.
  const timing = /took \d+ms, which is more than the warning threshold/;
  for (const w of warnings)
    expect(w.mock.calls.filter((c: unknown[]) => !timing.test(String(c[0])))).toEqual([]);
});
