import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionShell } from '../derivatives';
import type { OptionKind } from './options-api';
import { OptionsDesk } from './options-desk';
import { OptionsQueryCenter, OptionsTradingParam } from './options-pages';
import './options.css';

/**
 * The routes of an option section under its base path: the trading page (`index`, or
 * `placeOrder` for 商品期权), the query page (`QueryHistory` or `QueryCenter`) and tradingParam.
 */
export function OptionsSection({
  base,
  title,
  kind,
  tradePath = 'index',
  queryPath = 'QueryHistory',
}: {
  base: string;
  title: string;
  kind: OptionKind;
  tradePath?: string;
  queryPath?: string;
}) {
  const nav = [
    { to: `/${base}/${tradePath}`, label: '交易' },
    { to: `/${base}/${queryPath}`, label: '查询中心' },
    { to: `/${base}/tradingParam`, label: '交易参数' },
  ];
  return (
    <SectionShell base={base} title={title} nav={nav}>
      <Routes>
        <Route path={tradePath} element={<OptionsDesk kind={kind} />} />
        <Route path={queryPath} element={<OptionsQueryCenter kind={kind} />} />
        <Route path="tradingParam" element={<OptionsTradingParam kind={kind} />} />
        <Route path="*" element={<Navigate to={`/${base}/${tradePath}`} replace />} />
      </Routes>
    </SectionShell>
  );
}
