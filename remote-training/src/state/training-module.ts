import { provideOps, type OpRegistry } from '@portal/shared-kit';
import { useState } from 'react';
import { shellOps } from '../shell/shell-ops';
import { trainingFeatures } from '../features';
import { TRAINING_KEY } from './training-state';

/** Every feature's endpoint clients in one registry (names must not repeat across features). */
export const trainingOps: OpRegistry = Object.assign(
  { ...shellOps },
  ...trainingFeatures.map((f) => f.ops ?? {}),
) as OpRegistry;

/** Gives every feature's endpoint clients to the portal API (the pages read them by name). */
export function provideTrainingOps(): void {
  provideOps(TRAINING_KEY, trainingOps);
}

/** Provides the area's endpoint clients on first mount (its pages' data lives in the portal API). */
export function useTrainingModule(): void {
  useState(provideTrainingOps);
}
