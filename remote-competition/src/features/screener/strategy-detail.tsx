import { Card, Descriptions, Progress, Space } from 'antd';
import { BacktestList } from './components/backtest-list';
import { StockTable } from './components/stock-table';
import { MyStrategy } from './my-strategy';
import { conditionText } from './condition-text';
import { BacktestForm, useStrategyDetail } from './strategy-detail-parts';

/**
 * /TrainkEquityScreener/scheme/strategyDetail?schemeId=: the scheme's conditions, today's picks,
 * a backtest form with live progress over the hub, and the scheme's backtests.
 */
export function StrategyDetail() {
  const { valid, detail, defs, run, progress, form, start } = useStrategyDetail();
  // Without a scheme id the page lists the schemes to pick one from.
  if (!valid) return <MyStrategy />;
  const s = detail.data?.scheme;
  const running = progress && !progress.complete;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12} data-page="strategyDetail">
      <Card
        size="small"
        title={s ? `方案：${s.schemeName}` : '方案详情'}
        loading={detail.loading && !detail.data}
      >
        {s ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="选股条件">
              {s.conditions.map((c) => conditionText(c, defs)).join('；')}
            </Descriptions.Item>
            <Descriptions.Item label="今日符合条件">{`${detail.data?.total ?? 0}只`}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <Card size="small" title="回测设置">
        {s ? (
          <BacktestForm
            form={form}
            scheme={s}
            loading={run.status === 'loading' || !!running}
            onFinish={start}
          />
        ) : null}
        {progress ? (
          <Progress
            aria-label="回测进度"
            percent={Math.floor(progress.progress)}
            status={
              progress.status === 'failed' ? 'exception' : progress.complete ? 'success' : 'active'
            }
            style={{ marginTop: 12 }}
          />
        ) : null}
      </Card>
      <Card size="small" title="今日选股">
        <StockTable
          rows={detail.data?.picks ?? []}
          defs={defs}
          indicatorIds={(s?.conditions ?? []).map((c) => c.indexId)}
          loading={detail.loading}
        />
      </Card>
      <Card size="small" title="回测记录">
        <BacktestList rows={detail.data?.backtests ?? []} loading={detail.loading} />
      </Card>
    </Space>
  );
}
