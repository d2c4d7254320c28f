import { loadAntdScope, session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAuth } from '../../../test-support/render-auth';
import { getAdminRight } from '../api/get-admin-right';
import { queryQrCodeStatus } from '../api/query-qr-code-status';
import type { QrCodeState } from '../api/qr-types';
import { saveQrCode } from '../api/save-qr-code';
import { LoginCard } from '../login-page';

jest.mock('../api/save-qr-code');
jest.mock('../api/query-qr-code-status');
jest.mock('../api/get-admin-right');
jest.mock('../api/add-operation-log', () => ({ addOperationLog: () => Promise.resolve(true) }));

// Polling runs at the server's Freq (1 s here); the waits are for the polls, not timing checks.
// Fake timers: findBy*/waitFor move the clock on, so a poll comes without a real second's wait.
jest.setTimeout(30_000);

// antd's providers (fetched by AntdScope on first use) load once per file, before the first test.
beforeAll(() => loadAntdScope(), 60_000);
afterEach(() => jest.useRealTimers());

let saves = 0;
const state = (key: string, Status: QrCodeState['Status']): QrCodeState => ({
  QRCodeKey: key,
  Freq: 1,
  APIUrl: `http://portal/demo/qr-scan?key=${key}`,
  Status,
  Info: '',
});

const teacher = {
  Token: 'tok-qr',
  Name: '王老师',
  UserName: 'teacher01',
  UserID: 2,
  Id: 2,
  MobilePhone: '13800000010',
  hasTrainUsePower: true,
  hasCombinePower: true,
  isAdminRole: true,
  isSystemAdmin: false,
  isNormalUserRole: false,
};

beforeEach(() => {
  jest.useFakeTimers();
  session.clear();
  jest.clearAllMocks();
  jest.mocked(saveQrCode).mockImplementation(() => {
    saves += 1;
    return Promise.resolve({ ...state(`k${saves}`, 0), QRCodeSecret: `secret-${saves}` });
  });
  jest.mocked(getAdminRight).mockResolvedValue({
    hasTrainUsePower: true,
    hasCombinePower: true,
    isAdminRole: true,
    isSystemAdmin: false,
    isNormalUserRole: false,
  });
});

async function openQr() {
  renderAuth(<LoginCard />);
  fireEvent.click(screen.getByRole('button', { name: '扫码登录' }));
  await waitFor(() => expect(saveQrCode).toHaveBeenCalled());
}

describe('QR login', () => {
  it('shows 需要在移动端确认登录 once scanned and signs in once authorised', async () => {
    jest
      .mocked(queryQrCodeStatus)
      .mockImplementationOnce((key) => Promise.resolve(state(key, 1)))
      .mockImplementation((key) => Promise.resolve({ ...state(key, 4), User: teacher }));
    await openQr();
    expect(await screen.findByText('需要在移动端确认登录')).toBeInTheDocument();
    // A teacher with the training power lands in the training area (issue 33).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/main$/));
    expect(session.getState().token).toBe('tok-qr');
    expect(session.getState().role).toBe('teacher');
  });

  it('shows 扫码失败 and makes a new key when clicked', async () => {
    jest.mocked(queryQrCodeStatus).mockImplementation((key) => Promise.resolve(state(key, 3)));
    await openQr();
    fireEvent.click(await screen.findByRole('button', { name: /扫码失败/ }));
    await waitFor(() => expect(saveQrCode).toHaveBeenCalledTimes(2));
    // The new code's key is polled, with its own secret.
    await waitFor(() =>
      expect(queryQrCodeStatus).toHaveBeenLastCalledWith(`k${saves}`, `secret-${saves}`),
    );
    const keys = new Set(jest.mocked(queryQrCodeStatus).mock.calls.map(([key]) => key));
    expect(keys.size).toBe(2);
  });
});
