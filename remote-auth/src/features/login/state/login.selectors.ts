import type { AppState } from '@portal/shared-kit';
import { authPart } from '../../../state/auth-key';
import type { LoginState } from './login.slice';

export const selectLogin = (state: AppState): LoginState => authPart<LoginState>(state, 'login');
export const selectLoginTarget = (state: AppState): string => selectLogin(state).target;
export const selectQr = (state: AppState) => selectLogin(state).qr;
