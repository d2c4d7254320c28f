import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
  robot: RobotState;
}

export const initialChromeState: ChromeState = {
  title: '',
  expiryEndTime: null,
  expiryDismissed: false,
  loggingOut: false,
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
  expiryFound,
  expiryDismissed,
  logoutRequested,
  logoutFinished,
  robotOpened,
  robotClosed,
  robotReady,
  robotFailed,
} = chromeSlice.actions;
