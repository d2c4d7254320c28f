import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the HKMarkets section, relative to the site root. */
export function HkMarketsRoutes() {
  return (
    <Routes>
      <Route
        path="HKMarkets/*"
        element={<SectionFrame id="HKMarkets" title={MARKET_SECTION_TITLES.HKMarkets} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
