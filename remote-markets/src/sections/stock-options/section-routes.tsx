import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the StockOptions section, relative to the site root. */
export function StockOptionsRoutes() {
  return (
    <Routes>
      <Route
        path="StockOptions/*"
        element={<SectionFrame id="StockOptions" title={MARKET_SECTION_TITLES.StockOptions} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
