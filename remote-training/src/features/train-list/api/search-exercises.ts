import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { ApiItem } from '@portal/shared-kit/api-types';

/** An exercise with the caller's practice progress. */
export type AssignedExercise = Pick<
  ApiItem<'/VETrain/Exercise/SearchExercises'>,
  'exerciseID' | 'title' | 'questionCount' | 'classNames' | 'createTime' | 'answered' | 'correct'
>;

/** GET /VETrain/Exercise/SearchExercises (students: their class's exercises) */
export const searchAssignedExercises = () =>
  http.call<AssignedExercise[]>({ method: 'GET', url: `${TRAINING_API}/Exercise/SearchExercises` });
