import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ForexDesk, ForexQueryCenter } from './forex-desk';
import { ForexDetailRedirect } from './forex-detail-redirect';
import './forex.css';

const NAV = [
  { to: '/ForeignExchange/ForeignExchange', label: '交易' },
  { to: '/ForeignExchange/QueryCenter', label: '查询中心' },
];

/** The forex section: trading, QueryCenter, and a pair's detail in the standalone app. */
function ForexSection() {
  return (
    <section data-section="ForeignExchange" className="fx-section">
      <header className="fx-header">
        <span className="fx-title">{MARKET_SECTION_TITLES.ForeignExchange}</span>
        <nav className="fx-nav">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} className={({ isActive }) => (isActive ? 'active' : '')}>
              {n.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <Routes>
        <Route path="ForeignExchange" element={<ForexDesk />} />
        <Route path="QueryCenter" element={<ForexQueryCenter />} />
        <Route path="forexDetail" element={<ForexDetailRedirect />} />
        <Route path="*" element={<Navigate to="/ForeignExchange/ForeignExchange" replace />} />
      </Routes>
    </section>
  );
}

/** Routes of the ForeignExchange section, relative to the site root. */
export function ForeignExchangeRoutes() {
  return (
    <Routes>
      <Route path="ForeignExchange/*" element={<ForexSection />} />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
