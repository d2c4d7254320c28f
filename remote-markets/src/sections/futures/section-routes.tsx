import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the futures section, relative to the site root. */
export function FuturesRoutes() {
  return (
    <Routes>
      <Route
        path="futures/*"
        element={<SectionFrame id="futures" title={MARKET_SECTION_TITLES.futures} />}
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
