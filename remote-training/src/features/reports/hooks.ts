import { createTrainingHooks } from '../../state/training-state';
import type { reportOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof reportOps>();
