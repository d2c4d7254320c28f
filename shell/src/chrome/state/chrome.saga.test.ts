import { ApiError, session, type AppState } from '@portal/shared-kit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import { createSecret } from '../api/create-secret';
import { getAccountExpiredDays } from '../api/get-account-expired-days';
import { getChatIsShow } from '../api/get-chat-is-show';
import { getConfig } from '../api/get-config';
import { getMyUserInfo } from '../api/get-my-user-info';
import { logout } from '../api/logout';
import { querySecret } from '../api/query-secret';
import { setChromeEffects } from './chrome-effects';
import { onLogout, onRobotOpened, onSessionChecked, onSettingsRequested } from './chrome.saga';
import { CHROME_KEY } from './chrome.selectors';
import { initialChromeState } from './chrome.slice';

jest.mock('../api/create-secret');
jest.mock('../api/query-secret');
jest.mock('../api/logout');
jest.mock('../api/get-my-user-info');
jest.mock('../api/get-account-expired-days');
jest.mock('../api/get-config');
jest.mock('../api/get-chat-is-show');

const user = {
  Token: 'tok',
  Name: '王老师',
  UserName: 'teacher01',
  UserID: 2,
  Id: 2,
  MobilePhone: '13800000010',
  hasTrainUsePower: true,
  hasCombinePower: true,
};

async function run(saga: Saga): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  const state: AppState = { [CHROME_KEY]: initialChromeState };
  await runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => state },
    saga,
  ).toPromise();
  return dispatched;
}

const types = (actions: UnknownAction[]) => actions.map((a) => [a.type, a.payload]);

beforeEach(() => {
  jest.clearAllMocks();
  session.clear();
  session.signIn(user);
  session.setRole('teacher');
});

describe('robot secret', () => {
  it('uses the secret the robot host already has', async () => {
    jest.mocked(querySecret).mockResolvedValue({ secret: 's-1' });
    expect(types(await run(onRobotOpened))).toEqual([['chrome/robotReady', 's-1']]);
    expect(querySecret).toHaveBeenCalledWith('teacher01');
    expect(createSecret).not.toHaveBeenCalled();
  });

  it('creates a secret when none exists', async () => {
    jest.mocked(querySecret).mockResolvedValue({ secret: '' });
    jest.mocked(createSecret).mockResolvedValue({ secret: 's-2' });
    expect(types(await run(onRobotOpened))).toEqual([['chrome/robotReady', 's-2']]);
  });

  it('reports 查询secret失败 when the query fails without a server message', async () => {
    jest.mocked(querySecret).mockRejectedValue(new ApiError('请求异常', { kind: 'network' }));
    expect(types(await run(onRobotOpened))).toEqual([['chrome/robotFailed', '查询secret失败']]);
  });

  it('reports 创建secret失败, or the server message when given', async () => {
    jest.mocked(querySecret).mockResolvedValue({ secret: '' });
    jest.mocked(createSecret).mockRejectedValueOnce(new ApiError('请求异常', { kind: 'http' }));
    expect(types(await run(onRobotOpened))).toEqual([['chrome/robotFailed', '创建secret失败']]);
    jest
      .mocked(createSecret)
      .mockRejectedValueOnce(new ApiError('机器人服务未开通', { kind: 'business' }));
    expect(types(await run(onRobotOpened))).toEqual([['chrome/robotFailed', '机器人服务未开通']]);
  });
});

describe('logout', () => {
  it('clears the session and goes to /index after the server logout', async () => {
    const navigate = jest.fn();
    const restore = setChromeEffects({ navigate, pathname: () => '/UserCenter' });
    jest.mocked(logout).mockResolvedValue(true);
    await run(onLogout);
    restore();
    expect(session.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/index');
  });

  it('reloads the page when already on /index', async () => {
    const reload = jest.fn();
    const navigate = jest.fn();
    const restore = setChromeEffects({ navigate, reload, pathname: () => '/index' });
    jest.mocked(logout).mockResolvedValue(true);
    await run(onLogout);
    restore();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the server logout fails', async () => {
    const navigate = jest.fn();
    const restore = setChromeEffects({ navigate, pathname: () => '/UserCenter' });
    jest.mocked(logout).mockRejectedValue(new ApiError('退出失败', { kind: 'business' }));
    await run(onLogout);
    restore();
    expect(session.getState().token).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('account expiry', () => {
  it('stores the end date for a teacher whose account is about to expire', async () => {
    jest.mocked(getMyUserInfo).mockResolvedValue({
      userID: 2,
      userName: 'teacher01',
      realName: '王老师',
      role: 'teacher',
    });
    jest
      .mocked(getAccountExpiredDays)
      .mockResolvedValue({ days: 5, isNearestExpired: true, endTime: '2026-12-01T00:00:00Z' });
    expect(types(await run(onSessionChecked))).toEqual([
      ['chrome/expiryFound', '2026-12-01T00:00:00Z'],
    ]);
  });

  it('does not ask for students', async () => {
    session.setRole('student');
    jest.mocked(getMyUserInfo).mockResolvedValue({
      userID: 3,
      userName: 'student01',
      realName: '张三',
      role: 'student',
    });
    expect(await run(onSessionChecked)).toEqual([]);
    expect(getAccountExpiredDays).not.toHaveBeenCalled();
  });
});

describe('help-box settings', () => {
  it('reads the hotline and whether online service shows', async () => {
    jest.mocked(getConfig).mockResolvedValue('400-000-1234');
    jest.mocked(getChatIsShow).mockResolvedValue(false);
    expect(types(await run(onSettingsRequested))).toEqual([
      ['chrome/settingsLoaded', { hotline: '400-000-1234', chatIsShow: false }],
    ]);
    expect(getConfig).toHaveBeenCalledWith('ServiceHotline');
  });

  it('keeps the defaults when the settings cannot be read', async () => {
    jest.mocked(getConfig).mockRejectedValue(new Error('offline'));
    jest.mocked(getChatIsShow).mockResolvedValue(true);
    expect(await run(onSettingsRequested)).toEqual([]);
  });
});
