import { http } from '@portal/shared-kit';

/** The registration of spec §3. */
export interface Registration {
  name: string;
  realName: string;
  passWord: string;
  phone: string;
  phoneCode: string;
}

/** POST /VERace/User/RegisterUser (the wrapper toasts the server message on failure). */
export function registerUser(registration: Registration): Promise<unknown> {
  return http.call<unknown>({
    method: 'POST',
    url: '/VERace/User/RegisterUser',
    data: registration,
  });
}
