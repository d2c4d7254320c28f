import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TrainClass } from '../../../common/api/training-types';
import type { ApiData, ApiPage, ApiRow } from '@portal/shared-kit/api-types';

const base = `${TRAINING_API}/Class`;

/** A student as class pages list them. */
export type ClassStudent = Pick<
  ApiRow<'/VETrain/Class/SearchClassStudents'>,
  'userID' | 'userName' | 'realName' | 'phone' | 'classID' | 'className'
>;

/** GET /VETrain/Class/GetClass */
export const getClass = (a: { classID: number }) =>
  http.call<Pick<ApiData<'/VETrain/Class/GetClass'>, keyof TrainClass>>({
    method: 'GET',
    url: `${base}/GetClass`,
    params: a,
  });

/** POST /VETrain/Class/AddClass */
export const addClass = (a: { className: string }) =>
  http.call<Pick<ApiData<'/VETrain/Class/AddClass'>, keyof TrainClass>>({
    method: 'POST',
    url: `${base}/AddClass`,
    data: a,
  });

/** POST /VETrain/Class/UpdateClass */
export const updateClass = (a: { classID: number; className: string }) =>
  http.call<Pick<ApiData<'/VETrain/Class/UpdateClass'>, keyof TrainClass>>({
    method: 'POST',
    url: `${base}/UpdateClass`,
    data: a,
  });

/** POST /VETrain/Class/DeleteClass */
export const deleteClass = (a: { classID: number }) =>
  http.call<ApiData<'/VETrain/Class/DeleteClass'>>({
    method: 'POST',
    url: `${base}/DeleteClass`,
    data: a,
  });

/** GET /VETrain/Class/SearchClassStudents (classID 0: students without a class; outside: not in it) */
export const searchClassStudents = (a: {
  classID: number;
  /** Every student not in the class instead (to add them; they leave their old class). */
  outside?: boolean;
  searchKey?: string;
  pageIndex?: number;
  pageSize?: number;
}) =>
  http.call<ApiPage<'/VETrain/Class/SearchClassStudents', ClassStudent>>({
    method: 'GET',
    url: `${base}/SearchClassStudents`,
    params: { pageIndex: 1, pageSize: 20, ...a },
  });

/** POST /VETrain/Class/AddStudentsToClass */
export const addStudentsToClass = (a: { classID: number; userIDs: number[] }) =>
  http.call<ApiData<'/VETrain/Class/AddStudentsToClass'>>({
    method: 'POST',
    url: `${base}/AddStudentsToClass`,
    data: a,
  });

/** POST /VETrain/Class/RemoveStudentsFromClass */
export const removeStudentsFromClass = (a: { classID: number; userIDs: number[] }) =>
  http.call<ApiData<'/VETrain/Class/RemoveStudentsFromClass'>>({
    method: 'POST',
    url: `${base}/RemoveStudentsFromClass`,
    data: a,
  });
