import { createTrainingHooks } from '../../state/training-state';
import type { classOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof classOps>();
