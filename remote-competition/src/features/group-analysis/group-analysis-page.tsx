import { formatMoney, useSession } from '@portal/shared-kit';
import { Card, Empty, Table, Tabs } from 'antd';
import { useState } from 'react';
import {
  FOREX_MATCH_TYPE,
  ForexBalanceTable,
  ForexDayTable,
  ForexPairTable,
} from '../../common/contest/forex-figures';
import { useForexSummary } from '../../common/contest/use-forex-summary';
import { useQuery } from '../../state/data-hooks';
import type { TeamRankingRow } from './api/get-team-rankings';
import type { ClassRankingRow } from './api/search-class-rankings';

/** A class or team of the group rankings. */
type GroupRow = ClassRankingRow | TeamRankingRow;

const pct = (v: number | null) =>
  v !== null && Number.isFinite(v) ? `${formatMoney(v * 100)}%` : '—';
const COLUMNS = [
  { title: '排名', render: (_v: unknown, r: GroupRow) => r.Rank },
  { title: '名称', render: (_v: unknown, r: GroupRow) => r.GroupName },
  { title: '人数', render: (_v: unknown, r: GroupRow) => r.MemberCount },
  {
    title: '总资产',
    align: 'right' as const,
    render: (_v: unknown, r: GroupRow) => formatMoney(r.TotalAssets),
  },
  {
    title: '总盈亏',
    align: 'right' as const,
    render: (_v: unknown, r: GroupRow) => formatMoney(r.TotalProfitLoss),
  },
  {
    title: '总收益率',
    align: 'right' as const,
    render: (_v: unknown, r: GroupRow) => pct(r.TotalYield),
  },
  {
    title: '平均收益率',
    align: 'right' as const,
    render: (_v: unknown, r: GroupRow) => pct(r.AverageYield),
  },
];

function GroupTable({
  rows,
  loading,
  total,
  page,
  onPage,
}: {
  rows: GroupRow[];
  loading: boolean;
  total: number;
  page: number;
  onPage: (p: number) => void;
}) {
  return (
    <Table<GroupRow>
      size="small"
      rowKey={(r) => String(r.GroupID)}
      loading={loading}
      dataSource={rows}
      columns={COLUMNS}
      locale={{ emptyText: '暂无数据' }}
      pagination={{ current: page, pageSize: 20, total, onChange: onPage, showSizeChanger: false }}
    />
  );
}
/** A forex contest's tabs: trading and holdings by currency pair, and trading by day. */
function forexTabsOf(fx: ReturnType<typeof useForexSummary>) {
  return [
    {
      key: 'currency',
      label: '按币种',
      children: (
        <>
          <ForexPairTable
            rows={fx.data?.byCurrency ?? []}
            loading={fx.loading && !fx.data}
            testId="fx-pairs"
          />
          <div style={{ margin: '16px 0 8px', fontWeight: 600 }}>币种持仓</div>
          <ForexBalanceTable rows={fx.data?.balances ?? []} loading={fx.loading && !fx.data} />
        </>
      ),
    },
    {
      key: 'day',
      label: '按日',
      children: <ForexDayTable rows={fx.data?.byDay ?? []} loading={fx.loading && !fx.data} />,
    },
  ];
}

/**
 * /ExchangeMonitor/GroupAnalysisFE: class and team rankings of the contest; a forex contest also
 * groups its trading by currency pair and by day.
 */
export function GroupAnalysisPage() {
  const { currentMatch } = useSession();
  const matchID = currentMatch?.matchID ?? 0;
  const [page, setPage] = useState(1);
  const [teamPage, setTeamPage] = useState(1);
  const forex = currentMatch?.matchType === FOREX_MATCH_TYPE;
  const fx = useForexSummary(matchID, !forex);
  const classes = useQuery(
    'searchClassRankings',
    { matchID, pageIndex: page, pageSize: 20 },
    { skip: !matchID },
  );
  const teams = useQuery(
    'getTeamRankings',
    { MatchID: matchID, PageIndex: teamPage, PageSize: 20 },
    { skip: !matchID },
  );
  if (!matchID)
    return (
      <Card>
        <Empty description="请先选择比赛" />
      </Card>
    );
  const rows = classes.data?.list ?? [];
  const forexTabs = forex ? forexTabsOf(fx) : [];
  return (
    <Card title={`分组分析 · ${currentMatch?.matchName ?? ''}`} data-page="GroupAnalysisFE">
      <Tabs
        items={[
          ...forexTabs,
          {
            key: 'class',
            label: '班级排名',
            children: (
              <>
                <GroupTable
                  rows={rows}
                  loading={classes.loading}
                  total={classes.data?.total ?? 0}
                  page={page}
                  onPage={setPage}
                />
              </>
            ),
          },
          {
            key: 'team',
            label: '团队排名',
            children: (
              <GroupTable
                rows={teams.data?.list ?? []}
                loading={teams.loading}
                total={teams.data?.total ?? 0}
                page={teamPage}
                onPage={setTeamPage}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
