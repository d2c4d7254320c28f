import { createTrainingHooks } from '../state/training-state';
import type { shellOps } from './shell-ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof shellOps>();
