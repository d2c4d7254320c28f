import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';

/** Routes of the ForeignExchange section, relative to the site root. */
export function ForeignExchangeRoutes() {
  return (
    <Routes>
      <Route
        path="ForeignExchange/*"
        element={
          <SectionFrame id="ForeignExchange" title={MARKET_SECTION_TITLES.ForeignExchange} />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
