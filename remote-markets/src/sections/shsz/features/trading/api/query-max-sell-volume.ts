import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountParams } from '../../../account/account-params';
import { readVolume } from './query-max-buy-volume';

/** POST /TradeGW/Query/QueryMaxSellVolume */
export async function queryMaxSellVolume(
  account: AccountParams,
  security: string,
  market: string,
  price: number,
): Promise<number> {
  const data = await http.call<ApiData<'/TradeGW/Query/QueryMaxSellVolume'>>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QueryMaxSellVolume',
      data: { ...account, security, market, price },
    },
    { toast: false },
  );
  return readVolume(data);
}
