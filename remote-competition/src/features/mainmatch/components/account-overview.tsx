import { formatMoney, type MatchInfo } from '@portal/shared-kit';
import { Card, Col, Row as Grid, Statistic } from 'antd';
import { accountOf } from '../../../common/contest/account-of';
import { useQuery } from '../../../state/data-hooks';
import { overviewFigures } from './overview-figures';

const money = (v: number) => (Number.isFinite(v) ? formatMoney(v) : '—');

const toneOf = (v: number) => ({
  content: { color: v > 0 ? '#cf1322' : v < 0 ? '#389e0d' : undefined },
});

/** The current account at a glance: assets, cash, today's and total P&L, yield and my rank. */
export function AccountOverview({
  match,
  isCombine,
  todayPnl = NaN,
}: {
  match: MatchInfo;
  isCombine: boolean;
  todayPnl?: number;
}) {
  const account = accountOf(match) ?? 0;
  const assets = useQuery(
    'queryUserAssets',
    { assetAccount: account, combine: false },
    { skip: !account },
  );
  const rank = useQuery('getMyLatestRanking', { matchID: match.matchID }, { skip: isCombine });
  const a = assets.data?.[0];
  const r = rank.data?.Rank ?? NaN;
  // 总资产, 总盈亏 and 收益率 from the ranking's valuation of all the trader's accounts (issue 28).
  const all = overviewFigures(a, isCombine ? null : rank.data);
  const y = all.yieldPct;
  return (
    <Card
      title="资产概览"
      className="cmp-page-card cmp-overview"
      style={{ marginTop: 12 }}
      loading={assets.loading && !a}
    >
      <Grid gutter={12}>
        <Col span={4}>
          <Statistic
            title="总资产"
            value={money(all.totalAssets)}
            data-testid="overview-total-assets"
          />
        </Col>
        <Col span={4}>
          <Statistic title="可用资金" value={money(a?.availableCash ?? NaN)} />
        </Col>
        <Col span={4}>
          <Statistic title="持仓市值" value={money(a?.marketValue ?? NaN)} />
        </Col>
        <Col span={3}>
          <Statistic
            title="今日盈亏"
            value={money(todayPnl)}
            styles={toneOf(todayPnl)}
            data-testid="today-pnl"
          />
        </Col>
        <Col span={3}>
          <Statistic title="总盈亏" value={money(all.totalPL)} data-testid="overview-total-pl" />
        </Col>
        <Col span={3}>
          <Statistic
            title="收益率"
            value={Number.isFinite(y) ? `${formatMoney(y)}%` : '—'}
            styles={toneOf(y)}
          />
        </Col>
        <Col span={3}>
          <Statistic title="我的排名" value={isCombine || !Number.isFinite(r) ? '—' : r} />
        </Col>
      </Grid>
    </Card>
  );
}
