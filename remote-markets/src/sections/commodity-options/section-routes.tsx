import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the CommodityOptions section, relative to the site root. */
export function CommodityOptionsRoutes() {
  return (
    <Routes>
      <Route
        path="CommodityOptions/*"
        element={
          <SectionFrame id="CommodityOptions" title={MARKET_SECTION_TITLES.CommodityOptions} />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
