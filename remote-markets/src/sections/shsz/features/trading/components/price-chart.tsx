import { quoteDecimals } from '@portal/shared-kit';
import { Segmented } from 'antd';
import { memo, useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Highcharts } from '../../../../../common/chart/highstock';
import { securityKind } from '../../../../../common';
import type { ChartPeriod, Quote } from '../model';
import * as sel from '../state/trading.selectors';
import { tradingActions } from '../state/trading.slice';
import { applyIntradayQuote, intradayOptions } from './intraday-chart';
import { applyKlineQuote, klineOptions } from './kline-chart';

const PERIODS: { value: ChartPeriod; label: string }[] = [
  { value: 'minute', label: '分时' },
  { value: 'day', label: '日K' },
  { value: 'week', label: '周K' },
  { value: 'month', label: '月K' },
];

/** Chart period switch. */
export const PeriodSwitch = memo(function PeriodSwitch() {
  const dispatch = useDispatch();
  const period = useSelector(sel.selectPeriod);
  return (
    <Segmented
      size="small"
      value={period}
      options={PERIODS}
      onChange={(v) => dispatch(tradingActions.periodChanged(v as ChartPeriod))}
    />
  );
});

/**
 * Intraday chart or K-line (Highcharts stock). The chart is built when a new bar set arrives and
 * then moved tick by tick through the Highcharts API from a store subscription, so quotes never
 * re-render this component or the page.
 */
export const PriceChart = memo(function PriceChart() {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Highcharts.Chart | null>(null);
  const store = useStore<Record<string, unknown>>();
  const barsKey = useSelector(sel.selectBarsKey);

  useEffect(() => {
    const state = store.getState();
    const info = sel.selectSecurity(state);
    if (!el.current || !info || !barsKey) return;
    const period = sel.selectPeriod(state);
    const bars = sel.selectBars(state);
    const decimals = quoteDecimals(securityKind(info.securityType), info.market);
    const options =
      period === 'minute'
        ? intradayOptions(bars, sel.selectBarsPreClose(state), decimals)
        : klineOptions(bars, decimals);
    chart.current?.destroy();
    chart.current = Highcharts.stockChart(el.current, options);
    // The bar set the chart shows, for whoever waits for it to be drawn (e2e tests).
    el.current.dataset.chartReady = barsKey;
    let lastQuote: Quote | null = null;
    return store.subscribe(() => {
      const q = sel.selectQuote(store.getState());
      if (!q || q === lastQuote || !chart.current) return;
      lastQuote = q;
      if (period === 'minute') applyIntradayQuote(chart.current, q);
      else applyKlineQuote(chart.current, q);
    });
  }, [barsKey, store]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return <div ref={el} className="sz-chart" data-testid="price-chart" />;
});
