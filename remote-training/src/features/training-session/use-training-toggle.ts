import { session, useSession } from '@portal/shared-kit';
import { useNavigate } from 'react-router-dom';
import {
  getCurrentTraining,
  setCurrentTraining,
  useCurrentTraining,
} from '../../common/current-training';
import { useMutation, useMutationDone } from './hooks';

/** Where 结束 over another area's page returns to: the training area's 实训任务. */
export const TRAINING_AREA_PATH = '/TrainList';

/**
 * The start/end training switch of spec §4: 开始 creates a log (its ids go into the session, so
 * every next call carries LogIDs), enters the project's own account (server side) and opens the
 * project's market page; 结束 releases it and, given `returnTo`, goes back there. Failures show
 * the server message (the HTTP client's toast). `id` keeps two buttons' results apart.
 */
export function useTrainingToggle(id: string, opts: { returnTo?: string } = {}) {
  const navigate = useNavigate();
  const { trainingLogIds } = useSession();
  const current = useCurrentTraining();
  const start = useMutation('startTraining', `start-${id}`);
  const end = useMutation('endTraining', `end-${id}`);
  useMutationDone(start, (ok) => {
    const t = getCurrentTraining();
    if (!ok || !t || !start.data) return;
    // The train info first: the competition area picks the training's account once it starts.
    session.setTrainInfo({ trainType: t.trainType, tpTypeID: t.marketType });
    // The training-mode banner shows since when it runs.
    setCurrentTraining({ ...t, startedAt: new Date().toISOString() });
    session.startTraining(start.data);
    void navigate(t.landingPath);
  });
  useMutationDone(end, (ok) => {
    if (!ok) return;
    session.setTrainInfo(null);
    session.endTraining();
    if (opts.returnTo) void navigate(opts.returnTo);
  });
  const started = trainingLogIds.length > 0;
  return {
    started,
    current,
    busy: start.status === 'loading' || end.status === 'loading',
    toggle: () => {
      if (started) end.run({ logIDs: trainingLogIds }, ['sessionProjects']);
      else if (current) start.run({ tpInfoID: current.tpInfoID });
    },
  };
}
