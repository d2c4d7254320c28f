import { pageHub } from '@portal/shared-kit';
import { Tabs } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { BACKTEST_PROGRESS_EVENT, ignoreBacktestProgress } from './backtest-progress';
import { BacktestReport } from './backtest-report';
import { ConditionalStock } from './conditional-stock';
import { MyStrategy } from './my-strategy';
import { StrategyDetail } from './strategy-detail';

const BASE = '/TrainkEquityScreener';
const SCHEME_TABS = [
  { key: 'myStrategy', label: '我的方案', page: <MyStrategy /> },
  { key: 'strategyDetail', label: '方案详情', page: <StrategyDetail /> },
  { key: 'backtestReport', label: '回测报告', page: <BacktestReport /> },
];

/**
 * /TrainkEquityScreener (top tab 2): conditionalStock, the server-side screener; scheme with
 * myStrategy (schemes), strategyDetail (conditions, picks, backtests) and backtestReport.
 */
export function ScreenerPage() {
  const rest = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const { search } = useLocation();
  const tab = rest.startsWith('scheme') ? 'scheme' : 'conditionalStock';
  const sub = SCHEME_TABS.find((t) => rest === `scheme/${t.key}`)?.key ?? 'myStrategy';
  useEffect(() => {
    // Not removed on leaving: see ignoreBacktestProgress.
    pageHub().on(BACKTEST_PROGRESS_EVENT, ignoreBacktestProgress);
  }, []);
  return (
    <div data-page="TrainkEquityScreener">
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          navigate(k === 'scheme' ? `${BASE}/scheme/myStrategy` : `${BASE}/conditionalStock`)
        }
        items={[
          { key: 'conditionalStock', label: '条件选股', children: <ConditionalStock /> },
          {
            key: 'scheme',
            label: '选股方案',
            children: (
              <Tabs
                size="small"
                activeKey={sub}
                // A tab reached from a link keeps its query (schemeId, backtestId).
                onChange={(k) => navigate(`${BASE}/scheme/${k}${k === sub ? search : ''}`)}
                items={SCHEME_TABS.map((t) => ({
                  key: t.key,
                  label: t.label,
                  children: t.key === sub ? t.page : null,
                }))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
