import { http } from '@portal/shared-kit';

/** GET /VERace/Consul/GetChatIsShow — whether the online customer-service entry shows. */
export function getChatIsShow(): Promise<boolean> {
  return http.call<boolean>(
    { method: 'GET', url: '/VERace/Consul/GetChatIsShow' },
    { toast: false },
  );
}
