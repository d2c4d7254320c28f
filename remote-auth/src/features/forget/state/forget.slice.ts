import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A password reset by phone code. */
export interface ResetRequest {
  phone: string;
  code: string;
  password: string;
}

export interface ForgetState {
  submitting: boolean;
  done: boolean;
}

export const initialForgetState: ForgetState = { submitting: false, done: false };

export const forgetSlice = createSlice({
  name: 'forget',
  initialState: initialForgetState,
  reducers: {
    resetRequested(state, _action: PayloadAction<ResetRequest>) {
      state.submitting = true;
    },
    resetFailed(state) {
      state.submitting = false;
    },
    resetDone(state) {
      state.submitting = false;
      state.done = true;
    },
    forgetCleared() {
      return initialForgetState;
    },
  },
});

export const { resetRequested, resetFailed, resetDone, forgetCleared } = forgetSlice.actions;
