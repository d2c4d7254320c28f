/** The account-expiry notice of spec §6 for an end date (ISO text or a date). */
export function expiryText(endTime: string): string {
  const date = endTime.slice(0, 10);
  return `您的账户即将于${date}到期，请联系客服或销售人员续费。`;
}
