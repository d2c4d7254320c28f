import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

export type KlineSetTool = 'tell' | 'label' | 'disc' | 'timeshar' | 'histrade';

/** A teacher's named K-line question set (题组) of one tool for a class. */
export interface KlineSet {
  setID: number;
  name: string;
  tool: KlineSetTool;
  seed: number;
  count: number;
  classID: number;
  className: string;
  teacherName: string;
  createTime: string;
  /** Counted attempts per round (the best counts); told to the student before they start. */
  attempts: number;
  /**
   * A student: their own draw of each round, its counted score and attempts used; a teacher: the
   * set's round numbers seed … seed + count − 1.
   */
  rounds: { seed: number; score: number | null; used?: number; final?: boolean }[];
}

/** A teacher's statistics of one set: per student the counted score and attempts of each round. */
export interface KlineSetStats {
  setID: number;
  attempts: number;
  students: {
    userID: number;
    userName: string;
    realName: string;
    rounds: { score: number | null; used: number }[];
    countedScore: number;
    attemptsUsed: number;
  }[];
}

/** GET /VETrain/KChart/SetStats (teachers) */
export const setStats = (a: { setID: number }) =>
  http.call<KlineSetStats>({ method: 'GET', url: `${TRAINING_API}/KChart/SetStats`, params: a });

/** GET /VETrain/KChart/SearchSets (a student: their class's sets) */
export const searchSets = (a: { tool?: KlineSetTool }) =>
  http.call<KlineSet[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SearchSets`, params: a });

/** POST /VETrain/KChart/SaveSet (teachers) */
export const saveSet = (a: {
  name: string;
  tool: KlineSetTool;
  seed: number;
  count: number;
  classID: number;
  attempts: number;
}) =>
  http.call<{ setID: number }>({ method: 'POST', url: `${TRAINING_API}/KChart/SaveSet`, data: a });

/** POST /VETrain/KChart/DeleteSet (teachers) */
export const deleteSet = (a: { setID: number }) =>
  http.call<null>({ method: 'POST', url: `${TRAINING_API}/KChart/DeleteSet`, data: a });

/** GET /VETrain/Class/SearchClasses (the class a set is given to; teachers) */
export const setClasses = () =>
  http.call<Paged<TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
