/** ETFs: `code name price` under `# market` headers (SSE 51xxxx/56xxxx/58xxxx, SZSE 159xxx). */
export const ETFS = `
# SSE
510300 沪深300ETF 3.9
510050 上证50ETF 2.7
510500 中证500ETF 5.8
588000 科创50ETF 1.0
512880 证券ETF 1.0
512480 半导体ETF 1.1
512690 酒ETF 0.8
512170 医疗ETF 0.4
515030 新能源车ETF 1.3
512660 军工ETF 1.1
512800 银行ETF 1.2
518880 黄金ETF 5.4
511010 国债ETF 140
511880 银华日利 102
513100 纳指ETF 1.5
513500 标普500ETF 1.9
513050 中概互联网ETF 1.2
510880 红利ETF 3.1
512100 中证1000ETF 2.3
560010 中证1000ETF指数 2.2
# SZSE
159919 沪深300ETF 4.0
159915 创业板ETF 2.1
159949 创业板50ETF 1.0
159922 中证500ETF 5.9
159995 芯片ETF 1.2
159928 消费ETF 0.8
159920 恒生ETF 1.2
159941 纳指ETF 1.1
159845 中证1000ETF 2.3
`;

/** Listed open-ended funds (LOF) and closed-end funds. */
export const LOFS = `
# SSE
501018 南方原油 1.2
501050 华夏上证50AH 1.4
# SZSE
161725 招商中证白酒 0.9
163402 兴全趋势 0.8
160416 华安石油 1.3
161005 富国天惠 2.3
`;

/** Government bonds (SSE 01xxxx/019xxx, SZSE 10xxxx) quoted per 100 face value. */
export const BONDS = `
# SSE
019733 24国债01 101.2
019742 24国债09 100.8
019728 23国债25 102.5
# SZSE
102303 国债2303 101.5
`;

/** Convertible bonds (SSE 11xxxx, SZSE 12xxxx): T+0, ±20% band. */
export const CONVERTIBLES = `
# SSE
113052 兴业转债 108
110059 浦发转债 107
113050 南银转债 125
110085 通22转债 105
113044 大秦转债 112
# SZSE
127018 本钢转债 110
128136 立讯转债 120
123107 温氏转债 125
127045 牧原转债 120
`;
