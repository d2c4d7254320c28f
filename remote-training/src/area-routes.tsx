import { StoreProvider, useSession } from '@portal/shared-kit';
import { ConfigProvider } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { trainingFeatures } from './features';
import { roleAllowed } from './registry/role-rules';
import { trainingRedirect } from './shell/training-guard';
import { TrainingLayout } from './shell/training-layout';
import { useTrainingModule } from './state/training-module';
import './styles/training.css';

/** The default page of the training shell (spec §2). */
export const TRAINING_HOME = '/TrainTeach';

function TrainingRoutes() {
  useTrainingModule();
  const s = useSession();
  const away = trainingRedirect(s);
  if (away) return <Navigate to={away} replace />;
  return (
    <Routes>
      <Route element={<TrainingLayout />}>
        <Route path="main" element={<Navigate to={TRAINING_HOME} replace />} />
        {trainingFeatures.flatMap((f) =>
          f.routes.map((r) => (
            <Route
              key={`${f.id}:${r.path}`}
              path={r.path}
              element={
                roleAllowed(r.roles, s.role) ? r.element : <Navigate to={TRAINING_HOME} replace />
              }
            />
          )),
        )}
        <Route path="*" element={<Navigate to={TRAINING_HOME} replace />} />
      </Route>
    </Routes>
  );
}

/** Training area: /main and every training route (spec §2), composed from the feature folders. */
export function AreaRoutes() {
  return (
    <div data-area="remote_training">
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <StoreProvider>
          <TrainingRoutes />
        </StoreProvider>
      </ConfigProvider>
    </div>
  );
}
