/** Training project type ids of spec §2 and the market page each one lands on. */
export const TP_TYPES = [
  { tpTypeID: 1, name: '股票', landingPath: '/SHSZMarkets/index' },
  { tpTypeID: 2, name: '基金', landingPath: '/SHSZMarkets/Fund' },
  { tpTypeID: 3, name: '期货', landingPath: '/futures/index' },
  { tpTypeID: 4, name: '期权', landingPath: '/StockOptions/index' },
  { tpTypeID: 5, name: '外汇', landingPath: '/ForeignExchange/ForeignExchange' },
  { tpTypeID: 6, name: '债券', landingPath: '/SHSZMarkets/Bond' },
  { tpTypeID: 7, name: '案例', landingPath: '/SHSZMarkets/index' },
] as const;

/** The market page a training project of `tpTypeID` lands on; the stock page for unknown ids. */
export function landingPathOf(tpTypeID: number): string {
  return TP_TYPES.find((t) => t.tpTypeID === tpTypeID)?.landingPath ?? '/SHSZMarkets/index';
}
