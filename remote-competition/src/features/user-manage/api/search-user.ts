import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A user as administration lists show it (server UserInfo). */
export type ManagedUser = Pick<
  ApiRow<'/VERace/User/SearchUser'>,
  | 'userID'
  | 'userName'
  | 'realName'
  | 'phone'
  | 'role'
  | 'marjorName'
  | 'schoolShortNameEN'
  | 'province'
  | 'className'
  | 'isLocked'
  | 'loginWrongCount'
  | 'lastLoginTime'
>;

/** GET /VERace/User/SearchUser (searchKey, pageIndex, pageSize) */
export async function searchUser(a: {
  searchKey?: string;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<ManagedUser>> {
  return pageOf<ManagedUser>(
    await http.call<ApiData<'/VERace/User/SearchUser'>>({
      method: 'GET',
      url: '/VERace/User/SearchUser',
      params: a,
    }),
  );
}
