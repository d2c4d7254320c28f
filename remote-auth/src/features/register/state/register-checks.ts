import {
  REGISTER_MESSAGES as M,
  isMainlandPhone,
  validatePhone,
  validateUsername,
} from '@portal/shared-kit';
import { call } from 'redux-saga/effects';
import { existsName, type NameTaken } from '../api/exists-name';
import { existsPhone, type PhoneTaken } from '../api/exists-phone';

/**
 * The async user-name check of spec §5: taken, or a phone bound to someone.
 * @returns the message, or null when the name is free (or fails the sync rule, shown elsewhere).
 */
export function* checkName(name: string) {
  const value = name.trim();
  if (validateUsername(value)) return null;
  try {
    if ((yield call(existsName, value)) as NameTaken) return M.USERNAME_TAKEN;
    if (isMainlandPhone(value) && ((yield call(existsPhone, value)) as PhoneTaken)) {
      return M.USERNAME_IS_BOUND_PHONE;
    }
    return null;
  } catch {
    return M.USERNAME_CHECK_FAILED;
  }
}

/** The async phone check of spec §5: not already bound. */
export function* checkPhone(phone: string) {
  const value = phone.trim();
  if (validatePhone(value)) return null;
  try {
    return ((yield call(existsPhone, value)) as PhoneTaken) ? M.PHONE_TAKEN : null;
  } catch {
    return M.PHONE_CHECK_FAILED;
  }
}
