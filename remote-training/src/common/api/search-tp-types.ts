import { http } from '@portal/shared-kit';
import { TRAINING_API } from './training-prefix';
import type { TpType } from './training-types';

/** GET /VETrain/TPType/SearchTPTypeInfos */
export function searchTpTypes(): Promise<TpType[]> {
  return http.call<TpType[]>({ method: 'GET', url: `${TRAINING_API}/TPType/SearchTPTypeInfos` });
}
