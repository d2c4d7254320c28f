import { session, useSession } from '@portal/shared-kit';
import { Card, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { AssetCharts } from '../../common/contest/asset-charts';
import {
  FOREX_MATCH_TYPE,
  ForexOverview,
  ForexPairTable,
} from '../../common/contest/forex-figures';
import { useForexSummary } from '../../common/contest/use-forex-summary';
import { formatTime } from '../../common/format-time';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { FoulRecord } from './api/search-personal-fouls';
import { MetricsCard } from './components/metrics-card';

const SIDES: Record<number, string> = { 1: '买入', 2: '卖出' };

/** The violation table's columns. */
const FOUL_COLUMNS: TableColumnsType<FoulRecord> = [
  { title: '时间', render: (_v, f) => formatTime(f.createTime, true) },
  {
    title: '违规内容',
    render: (_v, f) => (
      <>
        {f.foulContent} {f.isRead ? null : <Tag color="red">未读</Tag>}
      </>
    ),
  },
  { title: '证券', render: (_v, f) => f.orderInfo?.code },
  { title: '方向', render: (_v, f) => SIDES[f.orderInfo?.side] ?? '' },
  { title: '数量', render: (_v, f) => f.orderInfo?.qty },
  { title: '价格', render: (_v, f) => f.orderInfo?.price },
];

/** A forex contest's figures: the overview, my pairs and the whole contest's pairs. */
function ForexSection({ fx }: { fx: ReturnType<typeof useForexSummary> }) {
  return (
    <>
      <ForexOverview data={fx.data} loading={fx.loading} />
      <Card title="我的币种交易" className="cmp-page-card" style={{ marginTop: 12 }}>
        <ForexPairTable
          rows={fx.data?.mine.byCurrency ?? []}
          loading={fx.loading && !fx.data}
          testId="fx-my-pairs"
        />
      </Card>
      <Card title="全场币种交易" className="cmp-page-card" style={{ margin: '12px 0' }}>
        <ForexPairTable
          rows={fx.data?.byCurrency ?? []}
          loading={fx.loading && !fx.data}
          testId="fx-pairs"
        />
      </Card>
    </>
  );
}

/**
 * /ExchangeMonitor/raceSummarize: my standing, asset charts and violation records in the contest;
 * in a forex contest first the contest's and my figures per currency pair.
 */
export function RaceSummaryPage() {
  const s = useSession();
  const m = s.currentMatch;
  const matchID = m?.matchID ?? 0;
  const [page, setPage] = useState(1);
  const latest = useQuery('getMyLatestRanking', { matchID }, { skip: !matchID });
  const history = useQuery(
    'getHistoryMatchData',
    { MatchID: matchID, TraderID: m?.traderID ?? '' },
    { skip: !matchID || !m?.traderID },
  );
  const fouls = useQuery(
    'searchPersonalFouls',
    { MatchID: matchID, pageIndex: page, pageSize: 10 },
    { skip: !matchID },
  );
  const forex = m?.matchType === FOREX_MATCH_TYPE;
  const fx = useForexSummary(matchID, !forex);
  const read = useMutation('readRecords');
  const unread = fouls.data?.list.some((f) => !f.isRead) ?? false;
  const { run } = read;
  useEffect(() => {
    // Viewing the records marks them read; the badge follows.
    if (unread) run({ MatchID: matchID });
  }, [unread, matchID, run]);
  useMutationDone(read, (ok) => {
    if (ok && read.data) session.setUnreadCount(session.getState().unreadCount - read.data.read);
  });
  if (!m)
    return (
      <Card>
        <Empty description="请先选择比赛" />
      </Card>
    );
  return (
    <div data-page="raceSummarize">
      {forex ? <ForexSection fx={fx} /> : null}
      <MetricsCard row={latest.data} loading={latest.loading} />
      <div className="cmp-page-card" style={{ marginTop: 12 }}>
        <AssetCharts days={history.data?.days ?? []} loading={history.loading} />
      </div>
      <Card title="违规记录" className="cmp-page-card" style={{ marginTop: 12 }}>
        <Table<FoulRecord>
          size="small"
          rowKey="foulID"
          loading={fouls.loading}
          dataSource={fouls.data?.list ?? []}
          locale={{ emptyText: '暂无违规记录' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: fouls.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={FOUL_COLUMNS}
        />
      </Card>
    </div>
  );
}
