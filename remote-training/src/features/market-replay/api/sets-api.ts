import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TrainClass } from '../../../common/api/training-types';
import type { ApiData, ApiItem, ApiPage } from '@portal/shared-kit/api-types';

export type KlineSetTool = 'tell' | 'label' | 'disc' | 'timeshar' | 'histrade';

/** A teacher's named K-line question set (题组) of one tool for a class. */
export type KlineSet = Pick<
  ApiItem<'/VETrain/KChart/SearchSets'>,
  | 'setID'
  | 'name'
  | 'tool'
  | 'seed'
  | 'count'
  | 'classID'
  | 'className'
  | 'teacherName'
  | 'createTime'
  | 'attempts'
  | 'rounds'
>;

/** A teacher's statistics of one set: per student the counted score and attempts of each round. */
export type KlineSetStats = Pick<
  NonNullable<ApiData<'/VETrain/KChart/SetStats'>>,
  'setID' | 'attempts' | 'students'
>;

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
  http.call<Pick<ApiData<'/VETrain/KChart/SaveSet'>, 'setID'>>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/SaveSet`,
    data: a,
  });

/** POST /VETrain/KChart/DeleteSet (teachers) */
export const deleteSet = (a: { setID: number }) =>
  http.call<ApiData<'/VETrain/KChart/DeleteSet'>>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/DeleteSet`,
    data: a,
  });

/** GET /VETrain/Class/SearchClasses (the class a set is given to; teachers) */
export const setClasses = () =>
  http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
