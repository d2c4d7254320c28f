import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the StockIndexOptions section, relative to the site root. */
export function StockIndexOptionsRoutes() {
  return (
    <Routes>
      <Route
        path="StockIndexOptions/*"
        element={
          <SectionFrame id="StockIndexOptions" title={MARKET_SECTION_TITLES.StockIndexOptions} />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
