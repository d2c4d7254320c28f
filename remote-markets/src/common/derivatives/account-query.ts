import {
  useSession,
  type portalApi,
  type PortalQueryArgs,
  type PortalQueryError,
} from '@portal/shared-kit';
import { accountParams } from './account-params';

/** Whose cache entry a read fills: each user and contest has its own (`user|match`). */
export interface AccountArg {
  account: string;
}

/** An account read of one section kind. */
export interface KindArg<K> extends AccountArg {
  kind: K;
}

type SessionAccount = Pick<ReturnType<typeof useSession>, 'user' | 'currentMatch'>;

/** The account key of a session (`user|match`); the same as accountParams' key. */
export const accountKeyOf = ({ user, currentMatch }: SessionAccount): string =>
  `${user ? Number(user.UserID ?? user.Id) : ''}|${currentMatch?.matchID ?? ''}`;

/** The account key of the signed-in user and current contest. */
export function useAccountKey(): string {
  return accountKeyOf(useSession());
}

/** The endpoint builder of `portalApi.injectEndpoints`: named groups of endpoints take it. */
export type PortalBuild = Parameters<
  Parameters<typeof portalApi.injectEndpoints>[0]['endpoints']
>[0];

type BaseQuery = (args: PortalQueryArgs) => unknown;
type Answer<T> = { data: T } | { error: PortalQueryError };

/**
 * An endpoint's `queryFn` for a read of the current account: the portal API's base query (the
 * page's HTTP client and its envelope handling) with the account's params in the body.
 * @param request the URL and body of a read, from the endpoint's argument
 */
export function forAccount<A, T>(
  request: (arg: A) => { url: string; data?: Record<string, unknown> },
) {
  return async (arg: A, _api: unknown, _extra: unknown, baseQuery: BaseQuery) => {
    const { url, data } = request(arg);
    const body = { ...(await accountParams()), ...data };
    return (await baseQuery({ url, data: body })) as Answer<T>;
  };
}
