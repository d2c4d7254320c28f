import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the financeFutures section, relative to the site root. */
export function FinanceFuturesRoutes() {
  return (
    <Routes>
      <Route
        path="financeFutures/*"
        element={<SectionFrame id="financeFutures" title={MARKET_SECTION_TITLES.financeFutures} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
