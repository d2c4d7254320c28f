import { createTrainingHooks } from '../../state/training-state';
import type { peopleOps } from './ops';

export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof peopleOps>();
