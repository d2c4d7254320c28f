import { useSession, type MatchInfo } from '@portal/shared-kit';
import { Card, Col, Empty, Row as Grid } from 'antd';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { LineChart } from '../../../common/charts/line-chart';
import { accountOf } from '../../../common/contest/account-of';
import { assetSeries } from '../../../common/contest/asset-charts';
import { useAccountPushes } from '../../../common/data/use-account-pushes';
import { selectMatch } from '../../../state/competition-key';
import { useQuery } from '../../../state/data-hooks';
import { AccountOverview } from './account-overview';
import { ContestNotesCard } from './contest-notes-card';
import { HoldingsCard } from './holdings-card';
import { RankAroundCard } from './rank-around-card';
import { todayPnl } from './today-pnl';
import { WorkingOrdersCard } from './working-orders-card';
/**
 * The dashboard's calls: assets, holdings and working orders (refreshed by the account pushes),
 * the contest's history, rules and fouls; and today's P&L from them.
 */
function useDashboardData(match: MatchInfo, isCombine: boolean) {
  const { user } = useSession();
  const serverTime = useSelector(selectMatch).serverTime;
  const assetAccount = accountOf(match) ?? 0;
  const ref = { userID: Number(user?.UserID ?? user?.Id ?? 0), assetAccount };
  const skip = !assetAccount || !ref.userID;
  const assets = useQuery('queryUserAssets', { assetAccount, combine: false }, { skip });
  const holdings = useQuery('queryHoldings', ref, { skip });
  const orders = useQuery('queryWorkingOrders', ref, { skip });
  const contest = !isCombine && !!match.traderID;
  const history = useQuery(
    'getHistoryMatchData',
    { MatchID: match.matchID, TraderID: String(match.traderID ?? '') },
    { skip: !contest },
  );
  const detail = useQuery('getMatchRules', { matchID: match.matchID }, { skip: isCombine });
  const fouls = useQuery(
    'searchPersonalFouls',
    { MatchID: match.matchID, pageIndex: 1, pageSize: 5 },
    { skip: isCombine },
  );
  const reloadAssets = assets.reload;
  const reloadHoldings = holdings.reload;
  const reloadOrders = orders.reload;
  useAccountPushes(
    useCallback(() => {
      reloadAssets();
      reloadHoldings();
      reloadOrders();
    }, [reloadAssets, reloadHoldings, reloadOrders]),
  );

  const a = assets.data?.[0];
  const days = history.data?.days ?? [];
  const today = (serverTime ?? new Date().toISOString()).slice(0, 10);
  const pnl = todayPnl(
    a?.totalAssets ?? NaN,
    days,
    today,
    (a?.initialCash ?? NaN) + (a?.transfers || 0),
  );
  return { contest, days, pnl, history, holdings, orders, detail, fouls };
}

/**
 * What a student opens /mainmatch for (issue 23, spec §7 calls only): the account with today's
 * P&L, the asset curve, the ranking around them, holdings, working orders, the contest's notices
 * and rules. Order and fill pushes refresh the account parts at once.
 */
export function StudentDashboard({
  match,
  isCombine,
  tradePath = '/SHSZMarkets/index',
}: {
  match: MatchInfo;
  isCombine: boolean;
  tradePath?: string;
}) {
  const { contest, days, pnl, history, holdings, orders, detail, fouls } = useDashboardData(
    match,
    isCombine,
  );
  return (
    <>
      <AccountOverview match={match} isCombine={isCombine} todayPnl={pnl} />
      <Grid gutter={12} style={{ marginTop: 12 }}>
        <Col span={contest ? 16 : 24}>
          <Card
            size="small"
            title="资产曲线"
            loading={history.loading}
            data-testid="asset-curve"
            data-loaded={!history.loading}
          >
            {days.length ? (
              <LineChart series={assetSeries(days).assets} height={240} />
            ) : (
              <Empty description="暂无数据，收盘结算后生成" />
            )}
          </Card>
        </Col>
        {contest ? (
          <Col span={8}>
            <RankAroundCard matchID={match.matchID} traderID={String(match.traderID)} />
          </Col>
        ) : null}
      </Grid>
      <Grid gutter={12} style={{ marginTop: 12 }}>
        <Col span={12}>
          <HoldingsCard rows={holdings.data ?? []} loading={holdings.loading} />
        </Col>
        <Col span={12}>
          <WorkingOrdersCard
            rows={orders.data ?? []}
            loading={orders.loading}
            tradePath={tradePath}
          />
        </Col>
      </Grid>
      {isCombine ? null : (
        <ContestNotesCard
          detail={detail.data}
          fouls={fouls.data?.list ?? []}
          loading={detail.loading && !detail.data}
        />
      )}
    </>
  );
}
