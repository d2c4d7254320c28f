import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** One setting's text, or null for an unknown key. */
export type ConfigValue = ApiData<'/VERace/Consul/GetConfig'>;

/** GET /VERace/Consul/GetConfig — one setting's text, or null for an unknown key. */
export function getConfig(key: string): Promise<ConfigValue> {
  return http.call<ConfigValue>(
    { method: 'GET', url: '/VERace/Consul/GetConfig', params: { key } },
    { toast: false },
  );
}
