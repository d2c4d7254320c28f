import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FuturesSection } from '../../common/futures';

/** Routes of the financeFutures section (金融期货), relative to the site root. */
export function FinanceFuturesRoutes() {
  return (
    <Routes>
      <Route
        path="financeFutures/*"
        element={
          <FuturesSection
            base="financeFutures"
            title={MARKET_SECTION_TITLES.financeFutures}
            kind="finance"
          />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
