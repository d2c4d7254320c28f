import type { ApiData } from '@portal/shared-kit/api-types';

/** The fields of a login answer the login flow reads: the session user info of spec §3, the role flags. */
export type LoginField =
  | 'Token'
  | 'Name'
  | 'UserName'
  | 'UserID'
  | 'Id'
  | 'MobilePhone'
  | 'hasTrainUsePower'
  | 'hasCombinePower'
  | 'trainType'
  | 'tpTypeID'
  | 'isAdminRole'
  | 'isSystemAdmin'
  | 'isNormalUserRole';

/** What the login calls answer, as far as the login flow reads it. */
export type LoginAnswer = Pick<ApiData<'/api/user/login'>, LoginField>;
