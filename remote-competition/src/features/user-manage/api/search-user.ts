import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A user as administration lists show it (server UserInfo). */
export interface ManagedUser {
  userID: number;
  userName: string;
  realName: string;
  phone: string;
  role: string;
  marjorName: string;
  schoolShortNameEN: string;
  /** 省份, '' when unset. */
  province: string;
  className: string;
  isLocked: boolean;
  loginWrongCount: number;
  lastLoginTime: string | null;
}

/** GET /VERace/User/SearchUser (searchKey, pageIndex, pageSize) */
export async function searchUser(a: {
  searchKey?: string;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<ManagedUser>> {
  return pageOf<ManagedUser>(
    await http.call<unknown>({ method: 'GET', url: '/VERace/User/SearchUser', params: a }),
  );
}
