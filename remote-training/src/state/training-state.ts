import { createDataHooks, type OpRegistry } from '@portal/shared-kit';

/** Key of the training area: its name in the portal store and in the portal API. */
export const TRAINING_KEY = 'training';

/**
 * Typed reads and writes over one feature's endpoint clients, served by the portal API:
 * `export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof ops>();`
 * The feature's `ops` must be listed in its `TrainingFeature`.
 */
export function createTrainingHooks<Ops extends OpRegistry>() {
  return createDataHooks<Ops>(TRAINING_KEY);
}
