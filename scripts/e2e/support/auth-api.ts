import { baseUrl } from './browser';

interface Envelope<T> {
  isOK: boolean;
  msg: string;
  data: T;
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok || !body.isOK) throw new Error(`${path}: HTTP ${res.status} ${body.msg}`);
  return body.data;
}

/** The newest code the demo SMS outbox holds for a phone (GET /demo/sms-outbox). */
export async function latestSmsCode(phone: string): Promise<string> {
  const messages = await api<{ phone: string; text: string }[]>('/demo/sms-outbox');
  const text = messages.find((m) => m.phone === phone)?.text ?? '';
  const code = /\d{6}/.exec(text)?.[0];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** Signs in through the API, as the mobile app would; returns the session token. */
export async function apiLogin(userName: string, passWord: string): Promise<string> {
  const user = await api<{ Token: string }>('/api/user/login', {
    method: 'POST',
    body: JSON.stringify({ userName, passWord }),
  });
  return user.Token;
}

/** Ends every session of a user on the server (POST /test/expire-sessions, ENABLE_TEST_ROUTES=1). */
export async function expireSessions(userName: string): Promise<void> {
  await api<unknown>('/test/expire-sessions', {
    method: 'POST',
    body: JSON.stringify({ userName }),
  });
}

/** The phone app's action on a scanned QR key. */
export async function scanQr(
  token: string,
  key: string,
  action: 'scan' | 'confirm' | 'cancel',
): Promise<void> {
  await api<unknown>('/identity/scanqrcode', {
    method: 'POST',
    token,
    body: JSON.stringify({ QRCodeKey: key, Action: action }),
  });
}
