/**
 * Trading terms of each futures product (docs/market-rules.md, "Futures"; every figure "verify"
 * against the exchange's current tables): `product feeKind open close closeToday night
 * positionLimit shortMarginRate cycle`. Fees per lot are yuan, per value a rate of the traded
 * value; `night` is the night session (`-` none); `shortMarginRate` `=` means the long rate of
 * the FUTURES table; `cycle` names the listed delivery months (see `CYCLE_MONTHS`).
 */
export const FUTURES_TERMS = `
IF value 0.000023 0.000023 0.00023 - 5000 = index
IH value 0.000023 0.000023 0.00023 - 5000 = index
IC value 0.000023 0.000023 0.00023 - 5000 = index
IM value 0.000023 0.000023 0.00023 - 5000 = index
T lot 3 3 0 - 2000 = quarter
TF lot 3 3 0 - 2000 = quarter
TS lot 3 3 0 - 2000 = quarter
cu value 0.00005 0.00005 0.0001 21:00-01:00 5000 = monthly
al lot 3 3 0 21:00-01:00 5000 = monthly
zn lot 3 3 0 21:00-01:00 5000 = monthly
au lot 10 10 0 21:00-02:30 3000 = even
ag value 0.00005 0.00005 0.00005 21:00-02:30 8000 = even
rb value 0.0001 0.0001 0.0001 21:00-23:00 9000 = q159
hc value 0.0001 0.0001 0.0001 21:00-23:00 8000 = q159
ru lot 3 3 0 21:00-23:00 500 = q159
fu value 0.00005 0.00005 0.00005 21:00-23:00 6000 = monthly
sc lot 20 20 0 21:00-02:30 500 = monthly
lu value 0.00001 0.00001 0 21:00-23:00 3000 = monthly
nr value 0.0002 0.0002 0 21:00-23:00 300 = monthly
ec value 0.0006 0.0006 0.0006 - 100 = monthly
m lot 1.5 1.5 0 21:00-23:00 10000 = q159
y lot 2.5 2.5 0 21:00-23:00 5000 = q159
p lot 2.5 2.5 0 21:00-23:00 5000 = q159
c lot 1.2 1.2 1.2 21:00-23:00 10000 = q159
i value 0.0001 0.0001 0.0001 21:00-23:00 5000 = q159
j value 0.0001 0.0001 0.00014 21:00-23:00 500 = q159
jm value 0.0001 0.0001 0.0003 21:00-23:00 2000 = q159
pp lot 1 1 1 21:00-23:00 10000 = q159
l lot 1 1 1 21:00-23:00 10000 = q159
SR lot 3 3 0 21:00-23:00 6000 = q159
CF lot 4.3 4.3 0 21:00-23:00 5000 = q159
TA lot 3 3 0 21:00-23:00 10000 = q159
MA lot 2 2 6 21:00-23:00 10000 = q159
FG lot 6 6 6 21:00-23:00 5000 = q159
SA lot 3.5 3.5 3.5 21:00-23:00 5000 = q159
AP lot 5 5 20 - 500 = q159
si value 0.0001 0.0001 0 - 2000 = q159
lc value 0.00032 0.00032 0 - 2000 = q159
`;

/**
 * Delivery months each cycle lists: index futures the current and next month plus the next two
 * quarter months; bond futures the next three quarter months; others the months of their cycle.
 */
export const CYCLE_MONTHS: Readonly<Record<string, readonly number[]>> = {
  index: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  quarter: [3, 6, 9, 12],
  monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  even: [2, 4, 6, 8, 10, 12],
  q159: [1, 5, 9],
};

/** Day sessions: CFFEX index futures, CFFEX bond futures, and the commodity exchanges. */
export const DAY_SESSIONS = {
  index: ['09:30-11:30', '13:00-15:00'],
  bond: ['09:30-11:30', '13:00-15:15'],
  commodity: ['09:00-10:15', '10:30-11:30', '13:30-15:00'],
} as const;
