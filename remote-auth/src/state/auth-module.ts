import { useInjected } from '@portal/shared-kit';
import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { smsSaga } from '../common/sms/sms.saga';
import { smsSlice } from '../common/sms/sms.slice';
import { forgetSaga } from '../features/forget/state/forget.saga';
import { forgetSlice } from '../features/forget/state/forget.slice';
import { loginSaga } from '../features/login/state/login.saga';
import { loginSlice } from '../features/login/state/login.slice';
import { registerSaga } from '../features/register/state/register.saga';
import { registerSlice } from '../features/register/state/register.slice';
import { AUTH_KEY } from './auth-key';

/** The area's reducer: one part per feature plus the shared SMS countdowns. */
export const authReducer = combineReducers({
  sms: smsSlice.reducer,
  login: loginSlice.reducer,
  register: registerSlice.reducer,
  forget: forgetSlice.reducer,
});

export type AuthState = ReturnType<typeof authReducer>;

export function* authSaga() {
  yield all([call(smsSaga), call(loginSaga), call(registerSaga), call(forgetSaga)]);
}

/** Injects the area's reducer and saga into the portal store on first mount. */
export function useAuthModule(): void {
  useInjected({ key: AUTH_KEY, reducer: authReducer, saga: authSaga });
}
