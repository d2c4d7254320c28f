import { Navigate, Route, Routes } from 'react-router-dom';
import { TrainTeachPage } from './features/train-teach/train-teach-page';

/** Training area: /main and its children (spec §2). */
export function AreaRoutes() {
  return (
    <div data-area="remote_training">
      <Routes>
        <Route path="main" element={<Navigate to="/TrainTeach" replace />} />
        <Route path="TrainTeach" element={<TrainTeachPage />} />
        <Route path="*" element={<Navigate to="/index" replace />} />
      </Routes>
    </div>
  );
}
