import { formatBeijingTime } from '@portal/shared-kit';

/** The account-expiry notice of spec §6 for an end date (ISO text or a date). */
export function expiryText(endTime: string): string {
  const date = formatBeijingTime(endTime, 'date');
  return `您的账户即将于${date}到期，请联系客服或销售人员续费。`;
}
