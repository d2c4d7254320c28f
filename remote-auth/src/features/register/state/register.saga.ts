import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { sendCodeRequested } from '../../../common/sms/sms.slice';
import { registerUser } from '../api/register-user';
import { checkName, checkPhone } from './register-checks';
import { selectRegister } from './register.selectors';
import {
  codeSubmitted,
  fieldChecked,
  formAccepted,
  formRejected,
  formSubmitted,
  nameCheckRequested,
  phoneCheckRequested,
  registered,
  registerFailed,
  type RegisterDraft,
  type RegisterState,
} from './register.slice';

export function* onNameCheck(action: PayloadAction<string>) {
  const error = (yield call(checkName, action.payload)) as string | null;
  yield put(fieldChecked({ field: 'name', error }));
}

export function* onPhoneCheck(action: PayloadAction<string>) {
  const error = (yield call(checkPhone, action.payload)) as string | null;
  yield put(fieldChecked({ field: 'phone', error }));
}

/** Step 1: the sync rules passed in the form; the server checks run again, then the code is sent. */
export function* onFormSubmitted(action: PayloadAction<RegisterDraft>) {
  const draft = action.payload;
  const nameError = (yield call(checkName, draft.name)) as string | null;
  const phoneError = (yield call(checkPhone, draft.phone)) as string | null;
  yield put(fieldChecked({ field: 'name', error: nameError }));
  yield put(fieldChecked({ field: 'phone', error: phoneError }));
  if (nameError || phoneError) {
    yield put(formRejected());
    return;
  }
  yield put(formAccepted(draft));
  yield put(sendCodeRequested({ channel: 'register', phone: draft.phone }));
}

/** Step 2: submit the registration with the code; success moves to step 3. */
export function* onCodeSubmitted(action: PayloadAction<string>) {
  const { draft } = (yield select(selectRegister)) as RegisterState;
  if (!draft) return;
  try {
    yield call(registerUser, { ...draft, phoneCode: action.payload.trim() });
  } catch {
    // The wrapper showed the server message as an error toast.
    yield put(registerFailed());
    return;
  }
  yield put(registered());
}

export function* registerSaga() {
  yield all([
    takeLatest(nameCheckRequested.type, onNameCheck),
    takeLatest(phoneCheckRequested.type, onPhoneCheck),
    takeLatest(formSubmitted.type, onFormSubmitted),
    takeLatest(codeSubmitted.type, onCodeSubmitted),
  ]);
}
