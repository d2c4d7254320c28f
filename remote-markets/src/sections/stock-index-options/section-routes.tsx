import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { OptionsSection } from '../../common/options';

/** Routes of the StockIndexOptions section, relative to the site root. */
export function StockIndexOptionsRoutes() {
  return (
    <Routes>
      <Route
        path="StockIndexOptions/*"
        element={
          <OptionsSection
            base="StockIndexOptions"
            title={MARKET_SECTION_TITLES.StockIndexOptions}
            kind="index"
            tradePath="index"
            queryPath="QueryHistory"
            exercisePath="StockIndexOptionsExercise"
          />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
