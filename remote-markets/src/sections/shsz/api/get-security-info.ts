import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { parseSecurityInfoList, type SecurityInfo } from '../../../common';

/** POST /TradeGW/BaseData/GetSecurityCurInfoForVE */
export async function getSecurityInfo(securities: readonly string[]): Promise<SecurityInfo[]> {
  const data = await http.call<ApiData<'/TradeGW/BaseData/GetSecurityCurInfoForVE'>>({
    method: 'POST',
    url: '/TradeGW/BaseData/GetSecurityCurInfoForVE',
    data: { securities: securities.join(',') },
  });
  return parseSecurityInfoList(typeof data === 'string' ? data : '');
}
