import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HkSection } from '../../common/hk';

/** Routes of the HKStock section (index, QueryCenter), relative to the site root. */
export function HkStockRoutes() {
  return (
    <Routes>
      <Route
        path="HKStock/*"
        element={<HkSection base="HKStock" title={MARKET_SECTION_TITLES.HKStock} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
