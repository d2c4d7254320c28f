import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where a code is requested: each has its own 120 s resend countdown (spec §9). */
export type SmsChannel = 'login' | 'register' | 'bind' | 'forget';

export interface SmsState {
  /** Seconds left before the code may be sent again; 0 means now. */
  countdown: Record<SmsChannel, number>;
  sending: Record<SmsChannel, boolean>;
}

const none = { login: 0, register: 0, bind: 0, forget: 0 };

export const initialSmsState: SmsState = {
  countdown: { ...none },
  sending: { login: false, register: false, bind: false, forget: false },
};

export const smsSlice = createSlice({
  name: 'sms',
  initialState: initialSmsState,
  reducers: {
    sendCodeRequested(state, action: PayloadAction<{ channel: SmsChannel; phone: string }>) {
      state.sending[action.payload.channel] = true;
    },
    sendCodeSucceeded(state, action: PayloadAction<SmsChannel>) {
      state.sending[action.payload] = false;
    },
    sendCodeFailed(state, action: PayloadAction<SmsChannel>) {
      state.sending[action.payload] = false;
    },
    countdownTicked(state, action: PayloadAction<{ channel: SmsChannel; seconds: number }>) {
      state.countdown[action.payload.channel] = Math.max(0, action.payload.seconds);
    },
  },
});

export const { sendCodeRequested, sendCodeSucceeded, sendCodeFailed, countdownTicked } =
  smsSlice.actions;
