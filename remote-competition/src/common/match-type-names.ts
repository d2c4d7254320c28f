/** Chinese names of the competition shell's match types (spec §3). */
export const MATCH_TYPE_NAMES: Readonly<Record<number, string>> = {
  0: '未设置',
  1: '综合赛',
  2: '外汇赛',
  3: '融资融券赛',
  4: '日内回转赛',
  5: '练习场',
  6: '期权赛',
  7: '商品期货赛',
  8: '金融期货赛',
};

/** The Chinese name of a match type. */
export function matchTypeName(type: number | null | undefined): string {
  return MATCH_TYPE_NAMES[type ?? 0] ?? MATCH_TYPE_NAMES[0] ?? '';
}
