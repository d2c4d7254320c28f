import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionShell } from '../derivatives';
import type { OptionKind } from './options-api';
import { CombDeclarationPage, CombSplitPage } from './options-combo-pages';
import { OptionsDesk } from './options-desk';
import { ExercisePage } from './options-exercise-page';
import { OptionsQueryCenter, OptionsTradingParam } from './options-pages';
import './options.css';

/**
 * The routes of an option section under its base path: the trading page (`index`, or
 * `placeOrder` for 商品期权), the exercise page (`Exercise`, `StockIndexOptionsExercise` or
 * `CashExercise`), for 个股期权 the combination pages (CombDeclaration, CombSplit), the query
 * page (`QueryHistory` or `QueryCenter`) and tradingParam.
 */
export function OptionsSection({
  base,
  title,
  kind,
  tradePath = 'index',
  queryPath = 'QueryHistory',
  exercisePath = 'Exercise',
  combos = false,
}: {
  base: string;
  title: string;
  kind: OptionKind;
  tradePath?: string;
  queryPath?: string;
  exercisePath?: string;
  combos?: boolean;
}) {
  const nav = [
    { to: `/${base}/${tradePath}`, label: '交易' },
    ...(combos
      ? [
          { to: `/${base}/CombDeclaration`, label: '组合申报' },
          { to: `/${base}/CombSplit`, label: '组合拆分' },
        ]
      : []),
    { to: `/${base}/${exercisePath}`, label: '行权' },
    { to: `/${base}/${queryPath}`, label: '查询中心' },
    { to: `/${base}/tradingParam`, label: '交易参数' },
  ];
  return (
    <SectionShell base={base} title={title} nav={nav}>
      <Routes>
        <Route path={tradePath} element={<OptionsDesk kind={kind} />} />
        {combos && <Route path="CombDeclaration" element={<CombDeclarationPage kind={kind} />} />}
        {combos && <Route path="CombSplit" element={<CombSplitPage kind={kind} />} />}
        <Route path={exercisePath} element={<ExercisePage kind={kind} />} />
        <Route path={queryPath} element={<OptionsQueryCenter kind={kind} />} />
        <Route path="tradingParam" element={<OptionsTradingParam kind={kind} />} />
        <Route path="*" element={<Navigate to={`/${base}/${tradePath}`} replace />} />
      </Routes>
    </SectionShell>
  );
}
