import { formatUnit, formatVolume, quoteDecimals } from '@portal/shared-kit';
import { Descriptions, Empty } from 'antd';
import { memo } from 'react';
import { useSelector } from 'react-redux';
import { isSt, SECURITY_FLAGS, securityKind } from '../../../../../common';
import type { Bar } from '../../../api/market-types';
import { selectDetail } from '../state/deep-data.slice';

const KIND_LABELS = { stock: '股票', fund: '基金', bond: '债券', index: '指数' } as const;
const MARKET_LABELS: Record<string, string> = {
  SSE: '上海证券交易所',
  SZSE: '深圳证券交易所',
  BSE: '北京证券交易所',
};

/** Return over the last `n` bars, in percent. */
function periodReturn(bars: Bar[], n: number): number | null {
  const last = bars[bars.length - 1];
  const from = bars[bars.length - 1 - n];
  return last && from && from.close > 0 ? (last.close / from.close - 1) * 100 : null;
}

const pct = (v: number | null) =>
  v === null ? (
    '—'
  ) : (
    <span className={v > 0 ? 'sz-up' : v < 0 ? 'sz-down' : ''}>{`${v.toFixed(2)}%`}</span>
  );

/** Deep data of the active code: profile, the day's quote and interval performance. */
export const SecurityProfile = memo(function SecurityProfile() {
  const detail = useSelector(selectDetail);
  if (!detail?.info) return <Empty description="请添加证券代码查看深度资料" />;
  const { info, quote: q, bars } = detail;
  const kind = securityKind(info.securityType);
  const d = quoteDecimals(kind, info.market);
  const f = (v: number | null | undefined) =>
    v === null || v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(d);
  const year = bars.slice(-250);
  const high = year.length ? Math.max(...year.map((b) => b.high)) : null;
  const low = year.length ? Math.min(...year.map((b) => b.low)) : null;
  return (
    <div className="sz-profile" data-testid="security-profile">
      <Descriptions size="small" bordered column={4} title="基本资料">
        <Descriptions.Item label="证券代码">{info.symbol}</Descriptions.Item>
        <Descriptions.Item label="证券简称">{info.shortName}</Descriptions.Item>
        <Descriptions.Item label="拼音简称">{info.pyShortName}</Descriptions.Item>
        <Descriptions.Item label="交易所">
          {MARKET_LABELS[info.market] ?? info.market}
        </Descriptions.Item>
        <Descriptions.Item label="证券类别">{KIND_LABELS[kind]}</Descriptions.Item>
        <Descriptions.Item label="交易单位">{info.bQtyStep}</Descriptions.Item>
        <Descriptions.Item label="最小价格变动">{info.minTickSize}</Descriptions.Item>
        <Descriptions.Item label="交易制度">
          {(info.flagBits & SECURITY_FLAGS.T0) !== 0 ? 'T+0' : 'T+1'}
          {isSt(info) ? '，ST' : ''}
          {(info.flagBits & SECURITY_FLAGS.PRICE_LIMIT) !== 0 ? '，有涨跌幅限制' : '，无涨跌幅限制'}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" bordered column={4} title="行情概览">
        <Descriptions.Item label="最新价">{f(q?.last)}</Descriptions.Item>
        <Descriptions.Item label="涨跌幅">{pct(q ? q.changePct : null)}</Descriptions.Item>
        <Descriptions.Item label="昨收">{f(q?.preClose ?? info.lcp)}</Descriptions.Item>
        <Descriptions.Item label="今开">{f(q?.open)}</Descriptions.Item>
        <Descriptions.Item label="最高">{f(q?.high)}</Descriptions.Item>
        <Descriptions.Item label="最低">{f(q?.low)}</Descriptions.Item>
        <Descriptions.Item label="成交量">
          {formatVolume(q?.volume, info.market, kind)}
        </Descriptions.Item>
        <Descriptions.Item label="成交额">{formatUnit(q?.amount)}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" bordered column={4} title="区间表现">
        <Descriptions.Item label="近5日">{pct(periodReturn(bars, 5))}</Descriptions.Item>
        <Descriptions.Item label="近20日">{pct(periodReturn(bars, 20))}</Descriptions.Item>
        <Descriptions.Item label="近60日">{pct(periodReturn(bars, 60))}</Descriptions.Item>
        <Descriptions.Item label="近250日">{pct(periodReturn(bars, 250))}</Descriptions.Item>
        <Descriptions.Item label="250日最高">{f(high)}</Descriptions.Item>
        <Descriptions.Item label="250日最低">{f(low)}</Descriptions.Item>
      </Descriptions>
    </div>
  );
});
