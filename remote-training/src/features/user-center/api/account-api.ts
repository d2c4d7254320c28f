import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The signed-in user's profile (server UserInfoView). */
export type MyUserInfo = Pick<
  ApiData<'/VERace/User/GetMyUserInfo'>,
  | 'userID'
  | 'userName'
  | 'realName'
  | 'phone'
  | 'role'
  | 'marjorName'
  | 'schoolShortNameEN'
  | 'province'
  | 'className'
  | 'lastLoginTime'
  | 'createTime'
  | 'endTime'
>;

/** GET /VERace/User/GetMyUserInfo */
export const getMyUserInfo = () =>
  http.call<MyUserInfo>({ method: 'GET', url: '/VERace/User/GetMyUserInfo' });

/** POST /VERace/User/UpdateUserInfo (real name, major, school, province ('' clears it); the user name cannot change) */
export const updateUserInfo = (a: {
  realName: string;
  marjorName: string;
  schoolShortNameEN: string;
  province: string;
}) =>
  http.call<ApiData<'/VERace/User/UpdateUserInfo'>>({
    method: 'POST',
    url: '/VERace/User/UpdateUserInfo',
    data: a,
  });

/** POST /VERace/User/ChangePassword (newPassword, oldPassword) */
export const changePassword = (a: { oldPassword: string; newPassword: string }) =>
  http.call<ApiData<'/VERace/User/ChangePassword'>>({
    method: 'POST',
    url: '/VERace/User/ChangePassword',
    data: a,
  });

/** GET /VERace/User/SendVerifyCode (phone, codeType 3: bind or change a phone) */
export const sendPhoneCode = (a: { phone: string }) =>
  http.call<ApiData<'/VERace/User/SendVerifyCode'>>({
    method: 'GET',
    url: '/VERace/User/SendVerifyCode',
    params: { phone: a.phone, codeType: 3 },
  });

/** GET /VERace/User/ChangeMobilePhone (mobilePhone, phoneCode) */
export const changeMobilePhone = (a: { mobilePhone: string; phoneCode: string }) =>
  http.call<ApiData<'/VERace/User/ChangeMobilePhone'>>({
    method: 'GET',
    url: '/VERace/User/ChangeMobilePhone',
    params: a,
  });
