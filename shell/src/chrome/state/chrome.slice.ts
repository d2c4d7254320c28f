import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SERVICE_HOTLINE } from '../help/contact';

export interface RobotState {
  open: boolean;
  loading: boolean;
  secret: string;
  /** 查询secret失败 / 创建secret失败 or the server's words. */
  error: string | null;
}

export interface ChromeState {
  /** Title the navigation bar shows. */
  title: string;
  /** End date of a teacher's or admin's account about to expire; null when not near. */
  expiryEndTime: string | null;
  expiryDismissed: boolean;
  loggingOut: boolean;
  /** Customer-service hotline (setting ServiceHotline). */
  hotline: string;
  /** Whether the online customer-service entry shows (GetChatIsShow). */
  chatIsShow: boolean;
  robot: RobotState;
}

export const initialChromeState: ChromeState = {
  title: '',
  expiryEndTime: null,
  expiryDismissed: false,
  loggingOut: false,
  hotline: SERVICE_HOTLINE,
  chatIsShow: true,
  robot: { open: false, loading: false, secret: '', error: null },
};

export const chromeSlice = createSlice({
  name: 'chrome',
  initialState: initialChromeState,
  reducers: {
    titleSet(state, action: PayloadAction<string>) {
      state.title = action.payload;
    },
    sessionChecked() {},
    settingsRequested() {},
    settingsLoaded(state, action: PayloadAction<{ hotline: string | null; chatIsShow: boolean }>) {
      state.hotline = action.payload.hotline || state.hotline;
      state.chatIsShow = action.payload.chatIsShow;
    },
    expiryFound(state, action: PayloadAction<string | null>) {
      state.expiryEndTime = action.payload;
    },
    expiryDismissed(state) {
      state.expiryDismissed = true;
    },
    logoutRequested(state) {
      state.loggingOut = true;
    },
    logoutFinished(state) {
      state.loggingOut = false;
    },
    robotOpened(state) {
      state.robot.open = true;
      state.robot.loading = !state.robot.secret;
      state.robot.error = null;
    },
    robotClosed(state) {
      state.robot.open = false;
    },
    robotReady(state, action: PayloadAction<string>) {
      state.robot.loading = false;
      state.robot.secret = action.payload;
    },
    robotFailed(state, action: PayloadAction<string>) {
      state.robot.loading = false;
      state.robot.error = action.payload;
    },
  },
});

export const {
  titleSet,
  sessionChecked,
  settingsRequested,
  settingsLoaded,
  expiryFound,
  expiryDismissed,
  logoutRequested,
  logoutFinished,
  robotOpened,
  robotClosed,
  robotReady,
  robotFailed,
} = chromeSlice.actions;
