import { App } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../../test/render-area';
import type { ManagedUser } from '../api/search-user';
import { UserFormModal } from './user-form-modal';

// The first antd render of a file is slow on a loaded machine.
jest.setTimeout(60_000);

const STUDENT: ManagedUser = {
  userID: 7,
  userName: 'student07',
  realName: '李四',
  phone: '',
  role: 'student',
  marjorName: '',
  schoolShortNameEN: '',
  province: '广东',
  className: '',
  isLocked: false,
  loginWrongCount: 0,
  lastLoginTime: null,
};

// Redux Toolkit's dev checks time themselves and warn on a loaded machine; anything else counts.
const TIMING = /took \d+ms, which is more than the warning threshold/;
let warnings: jest.SpyInstance[];
beforeEach(() => {
  warnings = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
});
afterEach(() => {
  for (const w of warnings)
    expect(w.mock.calls.filter((c: unknown[]) => !TIMING.test(String(c[0])))).toEqual([]);
  jest.restoreAllMocks();
});

function open(user: ManagedUser | null) {
  type Sent = Record<string, unknown>[];
  const sent: { add: Sent; update: Sent } = { add: [], update: [] };
  fakeServer({
    '/VERace/User/AddUserByAdmin': (p) => {
      sent.add.push(p);
      return { userID: 9, password: 'Aa123456' };
    },
    '/VERace/User/UpdateUserInfoByManage': (p) => {
      sent.update.push(p);
      return true;
    },
  });
  const onClose = jest.fn();
  renderInArea(
    <App>
      <UserFormModal user={user} open isSystemAdmin={false} onClose={onClose} />
    </App>,
  );
  return { sent, onClose };
}

const save = async (onClose: jest.Mock) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
};

it('adds a user with the province (省份) picked from the list', async () => {
  const { sent, onClose } = open(null);
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'newuser01' } });
  fireEvent.change(screen.getByLabelText('真实姓名'), { target: { value: '王五' } });
  const select = screen.getByRole('combobox', { name: '省份' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: '云' } });
  fireEvent.click(await screen.findByTitle('云南'));
  await save(onClose);
  expect(sent.add).toEqual([
    expect.objectContaining({ name: 'newuser01', realName: '王五', province: '云南' }),
  ]);
});

it("shows a user's province and clears it with an empty value", async () => {
  const { sent, onClose } = open(STUDENT);
  expect(screen.getByTitle('广东')).toBeInTheDocument();
  const clear = document.querySelector('.ant-select-clear');
  expect(clear).not.toBeNull();
  fireEvent.mouseDown(clear as Element);
  fireEvent.click(clear as Element);
  await save(onClose);
  expect(sent.update).toEqual([expect.objectContaining({ userID: 7, province: '' })]);
});
