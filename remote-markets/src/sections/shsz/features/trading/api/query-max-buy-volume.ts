import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountParams } from '../../../account/account-params';
import { num } from '../../../api/fields';

/** A max-volume answer (QueryMaxBuyVolume and QueryMaxSellVolume answer one shape). */
export type MaxVolume = ApiData<'/TradeGW/Query/QueryMaxBuyVolume'>;

/** The volume of a max-volume answer (NaN without one). */
export const readVolume = (data: MaxVolume | null): number =>
  num<Partial<MaxVolume>>(data ?? {}, 'maxVolume');

/** POST /TradeGW/Query/QueryMaxBuyVolume */
export async function queryMaxBuyVolume(
  account: AccountParams,
  security: string,
  market: string,
  price: number,
): Promise<number> {
  const data = await http.call<MaxVolume>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QueryMaxBuyVolume',
      data: { ...account, security, market, price },
    },
    { toast: false },
  );
  return readVolume(data);
}
