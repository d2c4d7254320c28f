import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TrainClass } from '../../../common/api/training-types';
import type { ApiData, ApiRow, ApiPage } from '@portal/shared-kit/api-types';

/** A user as administration lists show it (server UserInfoView). */
export type ManagedUser = Pick<
  ApiRow<'/VERace/User/SearchUser'>,
  'userID' | 'userName' | 'realName' | 'phone' | 'role' | 'marjorName' | 'className'
>;

/** A teaching subject. */
export type Subject = Pick<
  ApiRow<'/VETrain/Subject/SearchSubjects'>,
  'subjectID' | 'subjectName' | 'description' | 'createTime'
>;

/** GET /VERace/User/SearchUser (teachers see their students) */
export const searchUsers = (a: { searchKey: string; pageIndex: number; pageSize: number }) =>
  http.call<ApiPage<'/VERace/User/SearchUser', ManagedUser>>({
    method: 'GET',
    url: '/VERace/User/SearchUser',
    params: a,
  });

/** POST /VERace/User/AddUserByAdmin (a teacher adds students) */
export const addStudent = (a: {
  name: string;
  realName: string;
  passWord?: string;
  phone?: string;
  classID?: number;
}) =>
  http.call<ApiData<'/VERace/User/AddUserByAdmin'>>({
    method: 'POST',
    url: '/VERace/User/AddUserByAdmin',
    data: { ...a, role: 'student' },
  });

/** POST /VERace/User/ResetPassword (data.password is the new password) */
export const resetPassword = (a: { userID: number }) =>
  http.call<Pick<ApiData<'/VERace/User/ResetPassword'>, 'password'>>({
    method: 'POST',
    url: '/VERace/User/ResetPassword',
    data: a,
  });

/** POST /VERace/User/DeteleUserInfo (listUserId) */
export const deleteUsers = (a: { listUserId: number[] }) =>
  http.call<ApiData<'/VERace/User/DeteleUserInfo'>>({
    method: 'POST',
    url: '/VERace/User/DeteleUserInfo',
    data: a,
  });

/** GET /VETrain/Class/SearchClasses (for the class picker) */
export const peopleClasses = () =>
  http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });

/** GET /VETrain/Subject/SearchSubjects */
export const searchSubjects = (a: { searchKey: string; pageIndex: number; pageSize: number }) =>
  http.call<ApiPage<'/VETrain/Subject/SearchSubjects', Subject>>({
    method: 'GET',
    url: `${TRAINING_API}/Subject/SearchSubjects`,
    params: a,
  });

/** POST /VETrain/Subject/AddSubject */
export const addSubject = (a: { subjectName: string; description: string }) =>
  http.call<Pick<ApiData<'/VETrain/Subject/AddSubject'>, keyof Subject>>({
    method: 'POST',
    url: `${TRAINING_API}/Subject/AddSubject`,
    data: a,
  });

/** POST /VETrain/Subject/UpdateSubject */
export const updateSubject = (a: { subjectID: number; subjectName: string; description: string }) =>
  http.call<Pick<ApiData<'/VETrain/Subject/UpdateSubject'>, keyof Subject>>({
    method: 'POST',
    url: `${TRAINING_API}/Subject/UpdateSubject`,
    data: a,
  });

/** POST /VETrain/Subject/DeleteSubject */
export const deleteSubject = (a: { subjectID: number }) =>
  http.call<ApiData<'/VETrain/Subject/DeleteSubject'>>({
    method: 'POST',
    url: `${TRAINING_API}/Subject/DeleteSubject`,
    data: a,
  });
