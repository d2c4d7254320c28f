import { toYuan } from '../../domain/exchange';
import {
  forexMarginSettings,
  forexRules,
  fxBookOf,
  fxFloatingLi,
  fxMarginStatus,
  openPriceOf,
  pairDecimals,
} from '../../domain/forex';
import {
  type MarketPort,
  type AccountRecord,
  type TradingSettings,
  valuationPrice,
} from '../trading';

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The margin mode (虚盘) of a forex account as the pages show it: the contest's leverage and
 * levels, equity, used and free margin, floating P&L, margin level (%) with its warning, and
 * each long/short position with its open price, margin, floating P&L and swap. Money in yuan.
 */
export function forexMarginView(
  market: MarketPort,
  account: Pick<AccountRecord, 'cash' | 'positions'>,
  settings: TradingSettings,
) {
  const s = forexMarginSettings(settings);
  const rules = forexRules(settings);
  const held = [...account.positions.values()]
    .filter((p) => p.market === 'FX' && p.qty > 0)
    .map((p) => ({ position: p, price: valuationPrice(market, p) }));
  const st = fxMarginStatus(account.cash, held, rules, s);
  const positions = held
    .filter((h) => h.position.posSide === 'L' || h.position.posSide === 'S')
    .map(({ position: p, price }) => {
      const sec = market.security(p.code, p.market);
      const decimals = sec ? pairDecimals(sec) : 5;
      return {
        security: p.code,
        securityName: p.name || (sec?.name ?? ''),
        posSide: p.posSide === 'S' ? ('S' as const) : ('L' as const),
        posSideName: p.posSide === 'S' ? '空' : '多',
        qty: p.qty,
        sellableQty: p.sellable,
        openPrice: Number(openPriceOf(p).toFixed(decimals)),
        lastPrice: price,
        decimals,
        usedMargin: toYuan(p.cost),
        floatingPL: toYuan(fxFloatingLi(p, price, rules)),
        swap: toYuan(fxBookOf(p).swap),
      };
    });
  return {
    margin: {
      enabled: s.enabled,
      leverage: s.leverage,
      marginCallLevel: s.marginCallLevel,
      stopOutLevel: s.stopOutLevel,
      equity: toYuan(st.equity),
      usedMargin: toYuan(st.usedMargin),
      freeMargin: toYuan(st.freeMargin),
      floatingPL: toYuan(st.floating),
      marginLevel: st.level === null ? null : r2(st.level),
      warning: st.warning,
      stopOut: st.stopOut,
    },
    marginPositions: positions,
  };
}
