import type { AppState } from '@portal/shared-kit';
import { authPart } from '../../../state/auth-key';
import type { ForgetState } from './forget.slice';

export const selectForget = (state: AppState): ForgetState =>
  authPart<ForgetState>(state, 'forget');
