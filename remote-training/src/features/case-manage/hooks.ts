import { createTrainingHooks } from '../../state/training-state';
import type { caseOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof caseOps>();
