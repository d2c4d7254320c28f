import { App } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../../test/render-area';
import type { MyUserInfo } from '../api/get-my-user-info';
import { ProfileModal } from './profile-modal';

const INFO: MyUserInfo = {
  userID: 3,
  userName: 'student01',
  realName: '张三',
  phone: '',
  role: 'student',
  marjorName: '金融',
  schoolShortNameEN: 'SUFE',
  province: '',
  className: '',
  lastLoginTime: null,
  createTime: '2026-01-01T08:00:00+08:00',
  endTime: null,
};

// The first antd render of a file is slow on a loaded machine.
jest.setTimeout(60_000);

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

function open(info: MyUserInfo) {
  const sent: Record<string, unknown>[] = [];
  fakeServer({
    '/VERace/User/UpdateUserInfo': (p) => {
      sent.push(p);
      return true;
    },
  });
  const onClose = jest.fn();
  renderInArea(
    <App>
      <ProfileModal info={info} open onClose={onClose} />
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

it('picks a province (省份) by searching the list and saves it', async () => {
  const { sent, onClose } = open(INFO);
  const select = screen.getByRole('combobox', { name: '省份' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: '四' } });
  fireEvent.click(await screen.findByTitle('四川'));
  await save(onClose);
  expect(sent).toEqual([expect.objectContaining({ realName: '张三', province: '四川' })]);
});

it('shows the stored province and sends an empty one once cleared', async () => {
  const { sent, onClose } = open({ ...INFO, province: '广东' });
  expect(screen.getByTitle('广东')).toBeInTheDocument();
  const clear = document.querySelector('.ant-select-clear');
  expect(clear).not.toBeNull();
  fireEvent.mouseDown(clear as Element);
  fireEvent.click(clear as Element);
  expect(screen.queryByTitle('广东')).toBeNull();
  await save(onClose);
  expect(sent).toEqual([expect.objectContaining({ province: '' })]);
});
