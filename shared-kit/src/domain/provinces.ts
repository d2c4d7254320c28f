/**
 * China's 34 provincial-level divisions by the Chinese short name a user's province is stored
 * under (users.province) and the achievement map reads; '' means not set.
 */
export const PROVINCES = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
  '台湾',
  '香港',
  '澳门',
] as const;

export type Province = (typeof PROVINCES)[number];

/** Label of the province field and the message of a value outside the list. */
export const PROVINCE_TEXT = { LABEL: '省份', INVALID: '请选择正确的省份' } as const;

const NAMES: ReadonlySet<string> = new Set(PROVINCES);

/** True for one of the 34 short names (exactly as listed; no trimming, no long form). */
export const isProvince = (value: string): value is Province => NAMES.has(value);

/** Select options of the province field, in the list's order. */
export const PROVINCE_OPTIONS: { value: Province; label: Province }[] = PROVINCES.map((p) => ({
  value: p,
  label: p,
}));
