import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionShell } from '../derivatives';
import type { FuturesKind } from './futures-api';
import { FuturesDesk } from './futures-desk';
import { FuturesQueryCenter } from './futures-query-center';
import { TradingParamPage } from './trading-param-page';
import './futures.css';

/**
 * The routes of a futures section under its base path (`futures` 商品期货, `financeFutures`
 * 金融期货): index (trading), QueryCenter and tradingParam.
 */
export function FuturesSection({
  base,
  title,
  kind,
}: {
  base: string;
  title: string;
  kind: FuturesKind;
}) {
  const nav = [
    { to: `/${base}/index`, label: '交易' },
    { to: `/${base}/QueryCenter`, label: '查询中心' },
    { to: `/${base}/tradingParam`, label: '交易参数' },
  ];
  return (
    <SectionShell base={base} title={title} nav={nav}>
      <Routes>
        <Route path="index" element={<FuturesDesk kind={kind} />} />
        <Route path="QueryCenter" element={<FuturesQueryCenter kind={kind} />} />
        <Route path="tradingParam" element={<TradingParamPage kind={kind} />} />
        <Route path="*" element={<Navigate to={`/${base}/index`} replace />} />
      </Routes>
    </SectionShell>
  );
}
