import { createDataSaga, useInjected, type OpRegistry } from '@portal/shared-kit';
import { combineReducers } from '@reduxjs/toolkit';
import { shellOps } from '../shell/shell-ops';
import { trainingFeatures } from '../features';
import { TRAINING_KEY, selectTrainingData, trainingData } from './training-state';

/** Every feature's endpoint clients in one registry (names must not repeat across features). */
export const trainingOps: OpRegistry = Object.assign(
  { ...shellOps },
  ...trainingFeatures.map((f) => f.ops ?? {}),
) as OpRegistry;

/** The area's reducer: the pages' data cache. */
export const trainingReducer = combineReducers({ data: trainingData.reducer });

/** The area's saga: runs the named endpoint clients of every feature. */
export const trainingSaga = createDataSaga(trainingData, trainingOps, selectTrainingData);

/** Injects the area's reducer and saga into the portal store on first mount. */
export function useTrainingModule(): void {
  useInjected({ key: TRAINING_KEY, reducer: trainingReducer, saga: trainingSaga });
}
