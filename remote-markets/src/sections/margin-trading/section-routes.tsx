import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';
import { MarginDesk } from './margin-desk';

/** Routes of the MarginTrading section, relative to the site root. */
export function MarginTradingRoutes() {
  return (
    <Routes>
      <Route
        path="MarginTrading/*"
        element={
          <SectionFrame id="MarginTrading" title={MARKET_SECTION_TITLES.MarginTrading}>
            <MarginDesk />
          </SectionFrame>
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
