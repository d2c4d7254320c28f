import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HkSection } from '../../common/hk';

/** Routes of the HKMarkets section (index, QueryCenter), relative to the site root. */
export function HkMarketsRoutes() {
  return (
    <Routes>
      <Route
        path="HKMarkets/*"
        element={<HkSection base="HKMarkets" title={MARKET_SECTION_TITLES.HKMarkets} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
