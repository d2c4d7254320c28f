/** The customer-service hotline the help box shows as a tooltip. */
export const SERVICE_HOTLINE = '400-820-8899';

/** Customer-service hours and addresses shown by 在线客服. */
export const SERVICE_INFO = {
  hours: '工作日 9:00-17:30',
  email: 'service@edu-securities.cn',
} as const;
