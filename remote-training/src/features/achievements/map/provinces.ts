/** Highcharts map keys (cn-all, hc-key) of China's provincial divisions by their Chinese short name. */
export const PROVINCE_KEYS: Readonly<Record<string, string>> = {
  北京: 'cn-bj',
  天津: 'cn-tj',
  河北: 'cn-he',
  山西: 'cn-sx',
  内蒙古: 'cn-nm',
  辽宁: 'cn-ln',
  吉林: 'cn-jl',
  黑龙江: 'cn-hl',
  上海: 'cn-sh',
  江苏: 'cn-js',
  浙江: 'cn-zj',
  安徽: 'cn-ah',
  福建: 'cn-fj',
  江西: 'cn-jx',
  山东: 'cn-sd',
  河南: 'cn-ha',
  湖北: 'cn-hb',
  湖南: 'cn-hn',
  广东: 'cn-gd',
  广西: 'cn-gx',
  海南: 'cn-hi',
  重庆: 'cn-cq',
  四川: 'cn-sc',
  贵州: 'cn-gz',
  云南: 'cn-yn',
  西藏: 'cn-xz',
  陕西: 'cn-sn',
  甘肃: 'cn-gs',
  青海: 'cn-qh',
  宁夏: 'cn-nx',
  新疆: 'cn-xj',
  台湾: 'cn-tw',
  香港: 'cn-hk',
  澳门: 'cn-mo',
};

/** The map key of a stored province name ('广东', '广东省', '广西壮族自治区' …), or undefined. */
export function provinceKey(name: string): string | undefined {
  const n = name.trim();
  if (!n) return undefined;
  const short = Object.keys(PROVINCE_KEYS).find((k) => n.startsWith(k));
  return short ? PROVINCE_KEYS[short] : undefined;
}
