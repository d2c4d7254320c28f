import { createTrainingHooks } from '../../state/training-state';
import type { achieveOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof achieveOps>();
