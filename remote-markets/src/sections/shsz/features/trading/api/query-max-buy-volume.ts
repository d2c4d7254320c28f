import { http } from '@portal/shared-kit';
import type { AccountParams } from '../../../account/account-params';
import { num, type Row } from '../../../api/fields';

/** The volume of a max-volume answer: a number or an object carrying it. */
export const readVolume = (data: unknown): number =>
  typeof data === 'number' ? data : num((data ?? {}) as Row, 'maxVolume', 'volume', 'maxQty');

/** POST /TradeGW/Query/QueryMaxBuyVolume */
export async function queryMaxBuyVolume(
  account: AccountParams,
  security: string,
  market: string,
  price: number,
): Promise<number> {
  const data = await http.call<unknown>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QueryMaxBuyVolume',
      data: { ...account, security, market, price },
    },
    { toast: false },
  );
  return readVolume(data);
}
