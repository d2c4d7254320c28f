import { createTrainingHooks } from '../../state/training-state';
import type { examOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof examOps>();
