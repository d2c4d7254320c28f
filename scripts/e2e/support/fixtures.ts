/**
 * Test data of an e2e file's own, made through the portal's real admin and teacher APIs at the
 * file's start (in `beforeAll`), so no file depends on what another file did to a shared demo
 * account, and the files pass in any order.
 *
 *   const student = await newStudent('hk');                       // { account, password, userID, … }
 *   const contest = await newContest({ type: 1, markets: [11] }); // running, published, audited
 *   await joinContest(student, contest);                           // signs up; trading account opens
 *   await signIn(page, student.account, student.password);
 *
 * Also newTeacher / newAdmin, newClass(teacher, students), tokenOf(user) and api(path, …). The
 * seeded sysadmin creates users and contests; a class is created by the teacher it belongs to.
 * Every name is unique in the run (a prefix, the clock and a counter).
 */
import { baseUrl } from './browser';

/** A user made for one test file. `account` and `password` sign in on /index. */
export interface Account {
  account: string;
  password: string;
  userID: number;
  realName: string;
  /** null for a user made with `{ phone: null }` (signing in then shows the bind-phone panel). */
  phone: string | null;
  role: 'student' | 'teacher' | 'admin';
}

export interface ClassRef {
  classID: number;
  className: string;
}

export interface ContestRef {
  matchID: number;
  matchName: string;
  matchType: number;
}

interface Envelope<T> {
  isOK: boolean;
  msg: string;
  data: T;
}

/** Calls the portal's API (JSON envelope); throws with the server's message on a refusal. */
export async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const headers = new Headers();
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok || !body.isOK) throw new Error(`${path}: HTTP ${res.status} ${body.msg}`);
  return body.data;
}

/** Signs a user in through the API; returns the session token. */
export async function tokenOf(user: { account: string; password: string }): Promise<string> {
  const me = await api<{ Token: string }>('/api/user/login', {
    body: { userName: user.account, passWord: user.password },
  });
  return me.Token;
}

/** The seeded accounts (server/src/demo/demo-data.ts) the fixtures act as. */
export const SYSADMIN = { account: 'sysadmin', password: 'Admin123' };
export const DEMO_TEACHER = { account: 'teacher01', password: 'Teacher123' };

let adminToken: Promise<string> | undefined;
const admin = () => (adminToken ??= tokenOf(SYSADMIN));

let counter = 0;
/**
 * A name no other fixture of the run has: `prefix` (letters, digits, _; cut to 8), the clock in
 * base 36 and a counter — 6 to 20 characters, as a user name must be.
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  const head = (prefix.replace(/[^A-Za-z0-9_]/g, '') || 'e2e').slice(0, 8);
  const tail = `${Date.now().toString(36).slice(-6)}${(counter % 1296).toString(36)}`;
  return `${head}_${tail}`.padEnd(6, '0');
}

/** A short stamp (5 digits of the clock) that tells a title of this run from an earlier one. */
export function stamp(digits = 5): string {
  return String(Date.now()).slice(-digits);
}

/** An 11-digit mobile number no other fixture of the run has. */
export function uniquePhone(): string {
  counter += 1;
  return `15${String(Date.now()).slice(-7)}${String(counter % 100).padStart(2, '0')}`;
}

/** Options of a new user; by default a phone is bound, so signing in goes straight in. */
export interface UserOptions {
  realName?: string;
  password?: string;
  /** A number to bind, or null for none (the bind-phone panel shows at sign-in). */
  phone?: string | null;
  classID?: number;
  province?: string;
  schoolShortNameEN?: string;
}

async function newUser(
  role: Account['role'],
  prefix: string,
  o: UserOptions,
  label: string,
): Promise<Account> {
  const account = uniqueName(prefix);
  const password = o.password ?? 'Test1234';
  const phone = o.phone === undefined ? uniquePhone() : o.phone;
  const realName = o.realName ?? `${label}${account.slice(-4)}`;
  const made = await api<{ userID: number }>('/VERace/User/AddUserByAdmin', {
    token: await admin(),
    body: {
      name: account,
      realName,
      passWord: password,
      role,
      ...(phone ? { phone } : {}),
      ...(o.classID !== undefined ? { classID: o.classID } : {}),
      ...(o.province ? { province: o.province } : {}),
      schoolShortNameEN: o.schoolShortNameEN ?? 'E2E',
      marjorName: role === 'student' ? '金融学' : '',
    },
  });
  return { account, password, userID: made.userID, realName, phone, role };
}

/** A fresh student (AddUserByAdmin as sysadmin), with a phone bound unless `{ phone: null }`. */
export function newStudent(prefix = 'stu', o: UserOptions = {}): Promise<Account> {
  return newUser('student', prefix, o, '学生');
}

/** A fresh system administrator (AddUserByAdmin as sysadmin). */
export function newAdmin(prefix = 'adm', o: UserOptions = {}): Promise<Account> {
  return newUser('admin', prefix, o, '管理员');
}

/** A fresh teacher (AddUserByAdmin as sysadmin). */
export function newTeacher(prefix = 'tch', o: UserOptions = {}): Promise<Account> {
  return newUser('teacher', prefix, o, '教师');
}

/**
 * A fresh class of `teacher` (AddClass as that teacher), with `students` moved into it
 * (AddStudentsToClass; a student leaves their old class).
 */
export async function newClass(
  teacher: { account: string; password: string },
  students: readonly Account[] = [],
  name = `e2e班${uniqueName('c').slice(2)}`,
): Promise<ClassRef> {
  const token = await tokenOf(teacher);
  const made = await api<{ classID: number; className: string }>('/VETrain/Class/AddClass', {
    token,
    body: { className: name },
  });
  if (students.length)
    await api<number>('/VETrain/Class/AddStudentsToClass', {
      token,
      body: { classID: made.classID, userIDs: students.map((s) => s.userID) },
    });
  return { classID: made.classID, className: made.className ?? name };
}

/** What a new contest is: its type (spec §3: 1 综合, 4 日内回转, 6 期权, 7/8 期货 …) and more. */
export interface ContestOptions {
  type: number;
  /** Allowed breed ids (server/src/domain/contests/breeds.ts: 1 沪深, 11 港股, 3 个股期权 …). */
  markets?: number[];
  /** Allowed codes (matchUseCodes), required by a type-4 contest. */
  codes?: string[];
  name?: string;
  initialRMB?: number;
  initialHKD?: number;
  initialUSD?: number;
  /** Teachers who manage it, besides its creator. */
  managers?: readonly Account[];
  /** Days from now: the start (default -1, running) and the end (default 30). */
  startDays?: number;
  endDays?: number;
  /** Left unpublished (hidden from students) when false; default true (published and audited). */
  published?: boolean;
  /** More matchBasisInfo fields (matchRule, matchCommand, isTopMatch …). */
  basis?: Record<string, unknown>;
}

const DAY = 86_400_000;

/**
 * A fresh contest (AddMatch as sysadmin), by default running since yesterday for 30 days, open
 * for sign-up, published and audited.
 */
export async function newContest(o: ContestOptions): Promise<ContestRef> {
  const token = await admin();
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const start = o.startDays ?? -1;
  const end = o.endDays ?? 30;
  const matchName = o.name ?? `e2e比赛${uniqueName('m').slice(2)}`;
  const made = await api<{ matchBasisInfo: { matchID: number } }>('/VERace/MatchManage/AddMatch', {
    token,
    body: {
      matchType: o.type,
      matchBasisInfo: {
        matchName,
        organizer: '金融学院',
        initialRMB: o.initialRMB ?? 1_000_000,
        ...(o.initialHKD !== undefined ? { initialHKD: o.initialHKD } : {}),
        ...(o.initialUSD !== undefined ? { initialUSD: o.initialUSD } : {}),
        registrationStartTime: at(Math.min(start, 0) - 1),
        registrationEndTime: at(end),
        startTime: at(start),
        endTime: at(end),
        matchRule: 'e2e 测试比赛',
        ...o.basis,
      },
      ...(o.markets ? { allowedBreedIDs: o.markets } : {}),
      ...(o.codes ? { matchUseCodes: o.codes } : {}),
      ...(o.managers ? { managerIDs: o.managers.map((m) => m.userID) } : {}),
    },
  });
  const matchID = made.matchBasisInfo.matchID;
  if (o.published ?? true) {
    const id = { matchID };
    await api('/VERace/MatchManage/PublishMatch', { token, body: { ...id, isPublished: true } });
    await api('/VERace/MatchManage/AuditMatch', { token, body: { ...id, isAudit: true } });
  }
  return { matchID, matchName, matchType: o.type };
}

/**
 * Signs `student` up for `contest` (SignUpMatch as the student; their trading account opens).
 * Returns the trader id.
 */
export async function joinContest(
  student: { account: string; password: string },
  contest: ContestRef,
): Promise<{ traderID: number }> {
  const info = await api<{ traderID: string }>('/VERace/MatchManage/SignUpMatch', {
    token: await tokenOf(student),
    body: { matchId: contest.matchID },
  });
  return { traderID: Number(info.traderID) };
}
