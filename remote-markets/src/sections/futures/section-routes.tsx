import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FuturesSection } from '../../common/futures';

/** Routes of the futures section (商品期货), relative to the site root. */
export function FuturesRoutes() {
  return (
    <Routes>
      <Route
        path="futures/*"
        element={
          <FuturesSection base="futures" title={MARKET_SECTION_TITLES.futures} kind="commodity" />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
