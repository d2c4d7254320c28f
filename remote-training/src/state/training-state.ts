import {
  createDataHooks,
  createDataSlice,
  type AppState,
  type DataState,
  type OpRegistry,
} from '@portal/shared-kit';

/** Key of the training area's state in the portal store. */
export const TRAINING_KEY = 'training';

/** The pages' data cache (its own slice name, so the competition area's saga never sees it). */
export const trainingData = createDataSlice('trainingData');

/** The data part of the area state. */
export const selectTrainingData = (root: unknown): DataState =>
  ((root as AppState)[TRAINING_KEY] as { data: DataState } | undefined)?.data as DataState;

/**
 * Typed reads and writes over one feature's endpoint clients:
 * `export const { useQuery, useMutation, useMutationDone } = createTrainingHooks<typeof ops>();`
 * The feature's `ops` must be listed in its `TrainingFeature`.
 */
export function createTrainingHooks<Ops extends OpRegistry>() {
  return createDataHooks<Ops>(trainingData, selectTrainingData);
}
