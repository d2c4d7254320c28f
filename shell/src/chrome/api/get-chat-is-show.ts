import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Whether the online customer-service entry shows. */
export type ChatIsShow = ApiData<'/VERace/Consul/GetChatIsShow'>;

/** GET /VERace/Consul/GetChatIsShow — whether the online customer-service entry shows. */
export function getChatIsShow(): Promise<ChatIsShow> {
  return http.call<ChatIsShow>(
    { method: 'GET', url: '/VERace/Consul/GetChatIsShow' },
    { toast: false },
  );
}
