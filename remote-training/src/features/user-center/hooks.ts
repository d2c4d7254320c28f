import { createTrainingHooks } from '../../state/training-state';
import type { userCenterOps } from './ops';

export const { useQuery, useMutation, useMutationDone } =
  createTrainingHooks<typeof userCenterOps>();
