import type { AppState } from '@portal/shared-kit';
import { authPart } from '../../state/auth-key';
import type { SmsChannel, SmsState } from './sms.slice';

export const selectSms = (state: AppState): SmsState => authPart<SmsState>(state, 'sms');
export const selectCountdown = (channel: SmsChannel) => (state: AppState) =>
  selectSms(state).countdown[channel];
export const selectSending = (channel: SmsChannel) => (state: AppState) =>
  selectSms(state).sending[channel];
