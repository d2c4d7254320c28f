import { errorText, useSession, type AuthFlags } from '@portal/shared-kit';
import { Alert } from 'antd';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import type { HkSectionId } from './hk-api';
import { HkSectionContext } from './hk-context';
import { HkDesk } from './hk-desk';
import { HkQueryCenter } from './hk-query-center';
import './hk.css';

/** Spec §6 flags of the sections: HKStock needs hasHgt or hasSgt, HKMarkets needs hasGg. */
export const hkSectionAllowed = (base: HkSectionId, f: AuthFlags): boolean =>
  base === 'HKMarkets' ? f.hasGg : f.hasHgt || f.hasSgt;

/**
 * The routes of an HK section under its base path (HKStock 沪深港通, HKMarkets 港股通); the section
 * picks the account every call acts on (CNY connect account, or HKD account with initialHKD).
 */
export function HkSection({ base, title }: { base: HkSectionId; title: string }) {
  const nav = [
    { to: `/${base}/index`, label: '交易' },
    { to: `/${base}/QueryCenter`, label: '查询中心' },
  ];
  const { authFlags, currentMatch } = useSession();
  // A contest without the section's breed trades nothing here (60010 业务禁止).
  const allowed = !authFlags || !currentMatch || hkSectionAllowed(base, authFlags);
  return (
    <HkSectionContext.Provider value={base}>
      <section data-section={base} className="hk-section">
        <header className="hk-header">
          <span className="hk-title">{title}</span>
          <nav className="hk-nav">
            {nav.map((n) => (
              <NavLink
                key={n.to}
                to={n.to}
                className={({ isActive }) => (isActive ? 'active' : '')}
              >
                {n.label}
              </NavLink>
            ))}
          </nav>
        </header>
        {allowed ? null : (
          <Alert type="warning" showIcon title={errorText(60010)} data-testid="hk-forbidden" />
        )}
        {/* Pages start afresh when the current contest becomes known or changes: its account. */}
        <Routes key={currentMatch?.matchID ?? 'none'}>
          <Route path="index" element={allowed ? <HkDesk /> : null} />
          <Route path="QueryCenter" element={allowed ? <HkQueryCenter /> : null} />
          <Route path="*" element={<Navigate to={`/${base}/index`} replace />} />
        </Routes>
      </section>
    </HkSectionContext.Provider>
  );
}
