import { MARKET_SECTION_TITLES, StoreProvider, useInjected, useSession } from '@portal/shared-kit';
import { Tag } from 'antd';
import { Suspense, memo } from 'react';
import { useSelector } from 'react-redux';
import { NavLink, Outlet } from 'react-router-dom';
import { shanghaiFields } from '../../../common';
import { marketClockSaga } from '../market-clock/state/market-clock.saga';
import {
  MARKET_CLOCK_KEY,
  marketClockSlice,
  selectInTradingHours,
  selectServerNow,
} from '../market-clock/state/market-clock.slice';
import { MARKET_PAGE_LIST } from '../market-pages';
import '../styles/terminal.css';

const NAV = [
  ...MARKET_PAGE_LIST.map((p) => ({ to: `/SHSZMarkets/${p.path}`, label: p.title })),
  { to: '/SHSZMarkets/QueryCenter', label: '查询中心' },
  { to: '/SHSZMarkets/QuoteList', label: '行情中心' },
  { to: '/SHSZMarkets/F9', label: '深度资料' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Server clock and the trading-hours check; the only part re-rendering every second. */
const ServerClock = memo(function ServerClock() {
  const now = useSelector(selectServerNow);
  const open = useSelector(selectInTradingHours);
  if (!now) return null;
  const f = shanghaiFields(now);
  return (
    <span
      className="sz-clock"
      data-testid="server-clock"
      title="行情时钟（北京时间；演示模式为模拟时间）"
    >
      <Tag color={open ? 'red' : 'default'}>{open ? '交易时段' : '非交易时段'}</Tag>
      市场时间{' '}
      {`${f.year}-${pad(f.month)}-${pad(f.day)} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`}
    </span>
  );
});

function SectionChrome() {
  useInjected({ key: MARKET_CLOCK_KEY, reducer: marketClockSlice.reducer, saga: marketClockSaga });
  const { currentMatch, user } = useSession();
  return (
    <section data-section="SHSZMarkets" className="sz-section">
      <header className="sz-header">
        <span className="sz-title">{MARKET_SECTION_TITLES.SHSZMarkets}</span>
        <nav className="sz-nav">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} className={({ isActive }) => (isActive ? 'active' : '')}>
              {n.label}
            </NavLink>
          ))}
        </nav>
        <span className="sz-header-right">
          {currentMatch && (
            <span className="sz-match" title={currentMatch.matchName}>
              {currentMatch.matchName}
            </span>
          )}
          {user && <span className="sz-muted sz-user">{user.Name || user.UserName}</span>}
          <ServerClock />
        </span>
      </header>
      <Suspense fallback={<div className="sz-loading">加载中…</div>}>
        <Outlet />
      </Suspense>
    </section>
  );
}

/** The section's frame: its store (the page's), sub-navigation, match and server clock. */
export function SectionLayout() {
  return (
    <StoreProvider>
      <SectionChrome />
    </StoreProvider>
  );
}
