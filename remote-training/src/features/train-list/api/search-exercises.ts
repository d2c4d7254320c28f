import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';

/** An exercise with the caller's practice progress. */
export interface AssignedExercise {
  exerciseID: number;
  title: string;
  questionCount: number;
  classNames: string;
  createTime: string;
  answered: number;
  correct: number;
}

/** GET /VETrain/Exercise/SearchExercises (students: their class's exercises) */
export const searchAssignedExercises = () =>
  http.call<AssignedExercise[]>({ method: 'GET', url: `${TRAINING_API}/Exercise/SearchExercises` });
