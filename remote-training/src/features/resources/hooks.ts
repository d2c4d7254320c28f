import { createTrainingHooks } from '../../state/training-state';
import type { resourceOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof resourceOps>();
