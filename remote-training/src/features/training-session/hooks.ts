import { createTrainingHooks } from '../../state/training-state';
import type { sessionOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof sessionOps>();
