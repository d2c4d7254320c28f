import { createTrainingHooks } from '../../state/training-state';
import type { trainListOps } from './ops';

export const { useQuery } = createTrainingHooks<typeof trainListOps>();
