import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the SHSZMarkets section, relative to the site root. */
export function ShszRoutes() {
  return (
    <Routes>
      <Route
        path="SHSZMarkets/*"
        element={<SectionFrame id="SHSZMarkets" title={MARKET_SECTION_TITLES.SHSZMarkets} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
