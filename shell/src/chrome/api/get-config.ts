import { http } from '@portal/shared-kit';

/** GET /VERace/Consul/GetConfig — one setting's text, or null for an unknown key. */
export function getConfig(key: string): Promise<string | null> {
  return http.call<string | null>(
    { method: 'GET', url: '/VERace/Consul/GetConfig', params: { key } },
    { toast: false },
  );
}
