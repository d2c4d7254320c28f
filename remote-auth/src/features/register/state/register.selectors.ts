import type { AppState } from '@portal/shared-kit';
import { authPart } from '../../../state/auth-key';
import type { RegisterState } from './register.slice';

export const selectRegister = (state: AppState): RegisterState =>
  authPart<RegisterState>(state, 'register');
