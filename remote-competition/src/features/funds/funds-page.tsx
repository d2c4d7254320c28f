import { formatMoney, isCombineRecord, useSession } from '@portal/shared-kit';
import { Card, Col, Empty, Row as Grid, Statistic } from 'antd';
import { num } from '../../common/api/field';
import { AssetCharts } from '../../common/contest/asset-charts';
import { useQuery } from '../../state/data-hooks';
import { TransferForm } from './components/transfer-form';
import { TransferRecords } from './components/transfer-records';

const STATS: { label: string; names: string[]; pct?: boolean }[] = [
  { label: '总资产', names: ['totalAssets'] },
  { label: '可用资金', names: ['availableCapital', 'available', 'cashAvailable'] },
  { label: '持仓市值', names: ['marketValue', 'stockValue'] },
  { label: '冻结资金', names: ['frozenCapital', 'frozen', 'frozenAmount'] },
  { label: '总盈亏', names: ['totalProfitLoss', 'profitLoss'] },
  { label: '收益率', names: ['totalYield', 'yield'], pct: true },
];

/** /competitionFunds: assets, bank-securities transfer, transfer records with export, asset charts. */
export function FundsPage() {
  const s = useSession();
  const m = s.currentMatch;
  const userID = m ? (isCombineRecord(m) ? String(m.combineID) : (m.traderID ?? '')) : '';
  const assets = useQuery(
    'queryUserAssets',
    { UserID: userID, combine: s.isCombine },
    { skip: !userID },
  );
  const history = useQuery(
    'getHistoryMatchData',
    { MatchID: m?.matchID ?? 0, TraderID: userID },
    { skip: !userID || s.isCombine },
  );
  if (!m || !userID)
    return (
      <Card>
        <Empty description="请先选择比赛" />
      </Card>
    );
  const row = assets.data?.[0];
  return (
    <div data-page="competitionFunds">
      <Card
        title={`资金管理 · ${m.matchName}`}
        className="cmp-page-card"
        loading={assets.loading && !row}
      >
        <Grid gutter={12}>
          {STATS.map((st) => {
            const v = num(row, ...st.names);
            return (
              <Col span={4} key={st.label}>
                <Statistic
                  title={st.label}
                  value={
                    Number.isFinite(v)
                      ? st.pct
                        ? formatMoney(v * 100) + '%'
                        : formatMoney(v)
                      : '—'
                  }
                />
              </Col>
            );
          })}
        </Grid>
      </Card>
      <Card title="银证转账" className="cmp-page-card">
        <TransferForm userID={userID} />
      </Card>
      <Card title="转账记录" className="cmp-page-card">
        <TransferRecords userID={userID} />
      </Card>
      {s.isCombine ? null : (
        <div className="cmp-page-card" style={{ marginTop: 12 }}>
          <AssetCharts rows={history.data ?? []} loading={history.loading} />
        </div>
      )}
    </div>
  );
}
