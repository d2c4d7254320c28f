import {
  MARKET_SECTION_TITLES,
  MatchType,
  useSession,
  type AuthFlags,
  type MarketSectionId,
} from '@portal/shared-kit';
import { Result } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { SectionFrame } from './section-frame';

/** What a contest must allow for a market section to trade (spec §6 menu flags, issue 28). */
const SECTION_RULES: Record<MarketSectionId, (f: AuthFlags, matchType: number) => boolean> = {
  SHSZMarkets: (f) => f.hasShares || f.hasSharesJijin || f.hasSharesZhaiquan || f.hasNgt,
  MarginTrading: (f) => f.hasRzrq,
  HKMarkets: (f) => f.hasGg,
  RotaryTradingDays: (_f, t) => t === MatchType.DAY_INNER,
  StockOptions: (f) => f.hasPersonEx,
  futures: (f) => f.hasGoodsEx,
  financeFutures: (f) => f.hasfinanceEx,
  HKStock: (f) => f.hasHgt || f.hasSgt,
  ForeignExchange: (f, t) => f.isforeignEx || t === MatchType.FOREIGN_EXCHANGE,
  StockIndexOptions: (f) => f.hasFingerEx,
  CommodityOptions: (f) => f.hasCommodityEx,
};

/**
 * Whether the current contest trades in a section; undefined while no contest is chosen (the
 * section then trades as before, on the account the server picks for the user's contest).
 */
export function sectionAllowed(
  id: MarketSectionId,
  flags: AuthFlags | null,
  matchType: number | undefined,
): boolean | undefined {
  if (!flags || matchType === undefined) return undefined;
  return SECTION_RULES[id](flags, matchType);
}

/** Renders a section only when the current contest allows its market; otherwise says so. */
export function SectionGuard({ id, children }: { id: MarketSectionId; children: ReactNode }) {
  const { currentMatch, authFlags } = useSession();
  const type = currentMatch ? Number(currentMatch.matchType) : undefined;
  if (sectionAllowed(id, authFlags, type) !== false) return <>{children}</>;
  const title = MARKET_SECTION_TITLES[id];
  return (
    <SectionFrame id={id} title={title}>
      <Result
        status="info"
        data-testid="section-not-in-contest"
        title={`当前比赛不含${title}`}
        subTitle={`「${currentMatch?.matchName ?? ''}」的交易品种不含${title}，此处不能下单。请在左侧菜单中的市场交易，或切换到包含该市场的比赛。`}
      />
    </SectionFrame>
  );
}

/** A market section's exposed record, its routes behind the contest's market guard. */
export function guardedSection<I extends MarketSectionId>(id: I, Routes: ComponentType) {
  function GuardedRoutes() {
    return (
      <SectionGuard id={id}>
        <Routes />
      </SectionGuard>
    );
  }
  return { id, title: MARKET_SECTION_TITLES[id], Routes: GuardedRoutes };
}
