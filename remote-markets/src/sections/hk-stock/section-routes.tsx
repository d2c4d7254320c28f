import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the HKStock section, relative to the site root. */
export function HkStockRoutes() {
  return (
    <Routes>
      <Route
        path="HKStock/*"
        element={<SectionFrame id="HKStock" title={MARKET_SECTION_TITLES.HKStock} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
