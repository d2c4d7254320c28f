import { createTrainingHooks } from '../../state/training-state';
import type { practOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof practOps>();
