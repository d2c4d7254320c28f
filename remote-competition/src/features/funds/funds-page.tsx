import { formatMoney, useSession } from '@portal/shared-kit';
import { Card, Col, Empty, Row as Grid, Statistic } from 'antd';
import { accountOf } from '../../common/contest/account-of';
import { AssetCharts } from '../../common/contest/asset-charts';
import { useQuery } from '../../state/data-hooks';
import type { AccountAssets } from './api/query-user-assets';
import { TransferForm } from './components/transfer-form';
import { TransferRecords } from './components/transfer-records';

/** Asset figures of QueryUserAssets (money in yuan, the yield already in percent). */
const STATS: { label: string; name: keyof AccountAssets; pct?: boolean }[] = [
  { label: '总资产', name: 'totalAssets' },
  { label: '可用资金', name: 'availableCash' },
  { label: '持仓市值', name: 'marketValue' },
  { label: '冻结资金', name: 'frozenCash' },
  { label: '总盈亏', name: 'totalPL' },
  { label: '收益率', name: 'yieldRate', pct: true },
];

/** /competitionFunds: assets, bank-securities transfer, transfer records with export, asset charts. */
export function FundsPage() {
  const s = useSession();
  const m = s.currentMatch;
  const account = accountOf(m) ?? 0;
  const assets = useQuery(
    'queryUserAssets',
    { assetAccount: account, combine: false },
    { skip: !account },
  );
  const history = useQuery(
    'getHistoryMatchData',
    { MatchID: m?.matchID ?? 0, TraderID: m?.traderID ?? '' },
    { skip: !account || s.isCombine },
  );
  const summary = useQuery(
    'getTransferRecordSummary',
    { assetAccount: account },
    { skip: !account },
  );
  if (!m || !account) {
    return (
      <Card>
        <Empty description="请先选择比赛" />
      </Card>
    );
  }
  const row = assets.data?.[0];
  const sum = summary.data;
  return (
    <div data-page="competitionFunds">
      <Card
        title={`资金管理 · ${m.matchName}`}
        className="cmp-page-card"
        loading={assets.loading && !row}
      >
        <Grid gutter={12}>
          {STATS.map((st) => {
            const v = row?.[st.name] ?? NaN;
            const text = !Number.isFinite(v) ? '—' : st.pct ? `${formatMoney(v)}%` : formatMoney(v);
            return (
              <Col span={4} key={st.label}>
                <Statistic title={st.label} value={text} />
              </Col>
            );
          })}
        </Grid>
      </Card>
      <Card title="银证转账" className="cmp-page-card">
        <TransferForm assetAccount={account} />
        {sum ? (
          <div className="cmp-transfer-summary">
            {`累计转入 ${formatMoney(sum.transferIn)} 元，累计转出 ${formatMoney(sum.transferOut)} 元，净转入 ${formatMoney(sum.net)} 元，共 ${sum.count} 笔`}
          </div>
        ) : null}
      </Card>
      <Card title="转账记录" className="cmp-page-card">
        <TransferRecords assetAccount={account} />
      </Card>
      {s.isCombine ? null : (
        <div className="cmp-page-card" style={{ marginTop: 12 }}>
          <AssetCharts days={history.data?.days ?? []} loading={history.loading} />
        </div>
      )}
    </div>
  );
}
