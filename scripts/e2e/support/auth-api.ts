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

/**
 * Puts a user's password back as the sysadmin would (ResetPassword), so a test that changed it
 * leaves the shared server's demo accounts as the other test files expect them.
 */
export async function restorePassword(
  userName: string,
  current: string,
  password: string,
): Promise<void> {
  const user = await api<{ UserID: number }>('/api/user/login', {
    method: 'POST',
    body: JSON.stringify({ userName, passWord: current }),
  });
  const admin = await apiLogin('sysadmin', 'Admin123');
  await api<unknown>('/VERace/User/ResetPassword', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ userID: user.UserID, newPassword: password }),
  });
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

/** A phone number no test used before. */
export function freshPhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/**
 * Puts a student into a class as a teacher would (AddStudentsToClass; a student leaves their old
 * class). A journey that moves a demo student restores the demo class with it, and one that needs
 * the demo class's 题组 puts the student there first, whatever order the files ran in.
 */
export async function putInClass(userName: string, className: string): Promise<void> {
  const teacher = await apiLogin('teacher01', 'Teacher123');
  const q = (key: string) => `searchKey=${encodeURIComponent(key)}&pageIndex=1&pageSize=20`;
  const classes = await api<{ list: { classID: number; className: string }[] }>(
    `/VETrain/Class/SearchClasses?${q(className)}`,
    { token: teacher },
  );
  const cls = classes.list.find((c) => c.className === className);
  if (!cls) throw new Error(`no class ${className}`);
  const students = await api<{ list: { userID: number; userName: string }[] }>(
    `/VETrain/Class/SearchClassStudents?classID=${cls.classID}&outside=true&${q(userName)}`,
    { token: teacher },
  );
  const student = students.list.find((s) => s.userName === userName);
  if (!student) return; // already in the class
  await api<number>('/VETrain/Class/AddStudentsToClass', {
    method: 'POST',
    token: teacher,
    body: JSON.stringify({ classID: cls.classID, userIDs: [student.userID] }),
  });
}

/** The demo class the seeded 题组, projects and exams are assigned to (server/src/demo/demo-data.ts). */
export const DEMO_CLASS = '金融2301班';
