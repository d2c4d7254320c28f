import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { OptionsSection } from '../../common/options';

/** Routes of the CommodityOptions section, relative to the site root. */
export function CommodityOptionsRoutes() {
  return (
    <Routes>
      <Route
        path="CommodityOptions/*"
        element={
          <OptionsSection
            base="CommodityOptions"
            title={MARKET_SECTION_TITLES.CommodityOptions}
            kind="commodity"
            tradePath="placeOrder"
            queryPath="QueryCenter"
            exercisePath="CashExercise"
          />
        }
      />
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
