import { http } from '@portal/shared-kit';
import { readVolume } from './query-max-buy-volume';

/** POST /TradeGW/Query/QueryMaxSellVolume */
export async function queryMaxSellVolume(
  userID: string,
  security: string,
  price: number,
): Promise<number> {
  const data = await http.call<unknown>(
    { method: 'POST', url: '/TradeGW/Query/QueryMaxSellVolume', data: { userID, security, price } },
    { toast: false },
  );
  return readVolume(data);
}
