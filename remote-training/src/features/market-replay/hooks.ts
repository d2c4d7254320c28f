import { createTrainingHooks } from '../../state/training-state';
import type { replayOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof replayOps>();
