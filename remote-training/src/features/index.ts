import type { TrainingFeature } from '../registry/training-feature';
import { achievementsFeature } from './achievements';
import { caseManageFeature } from './case-manage';
import { classManageFeature } from './class-manage';
import { examsFeature } from './exams';
import { marketReplayFeature } from './market-replay';
import { peopleFeature } from './people';
import { practManageFeature } from './pract-manage';
import { reportsFeature } from './reports';
import { resourcesFeature } from './resources';
import { trainListFeature } from './train-list';
import { trainTeachFeature } from './train-teach';
import { trainingSessionFeature } from './training-session';
import { userCenterFeature } from './user-center';

/**
 * Every feature of the training area, in menu-contribution order. A feature folder exports one
 * `TrainingFeature` from its `index.ts` and adds one line here (see remote-training/README.md).
 */
export const trainingFeatures: readonly TrainingFeature[] = [
  trainTeachFeature,
  trainingSessionFeature,
  trainListFeature,
  classManageFeature,
  practManageFeature,
  userCenterFeature,
  resourcesFeature,
  caseManageFeature,
  peopleFeature,
  examsFeature,
  marketReplayFeature,
  reportsFeature,
  achievementsFeature,
];
