import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionFrame } from '../../common';
import { IntradayDesk } from './intraday-desk';

/** Routes of the RotaryTradingDays section, relative to the site root. */
export function RotaryTradingDaysRoutes() {
  return (
    <Routes>
      <Route
        path="RotaryTradingDays/*"
        element={
          <SectionFrame id="RotaryTradingDays" title={MARKET_SECTION_TITLES.RotaryTradingDays}>
            <IntradayDesk />
          </SectionFrame>
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
