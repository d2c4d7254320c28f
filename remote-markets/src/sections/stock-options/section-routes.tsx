import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { OptionsSection } from '../../common/options';

/** Routes of the StockOptions section, relative to the site root. */
export function StockOptionsRoutes() {
  return (
    <Routes>
      <Route
        path="StockOptions/*"
        element={
          <OptionsSection
            base="StockOptions"
            title={MARKET_SECTION_TITLES.StockOptions}
            kind="etf"
            tradePath="index"
            queryPath="QueryHistory"
            exercisePath="Exercise"
            combos
          />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
