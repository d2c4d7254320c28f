import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { createContext, type AppContext, type Clock } from '../context';
import { openTestDb, type TestDbKind } from '../db/test-db';
import { OutboxSmsGateway } from '../features/sms';
import { AnswerCheck } from './answers';
import { RecordingHubPush } from './hub-push';

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private t = Date.parse('2026-03-02T02:00:00Z');

  now(): Date {
    return new Date(this.t);
  }

  advance(ms: number): void {
    this.t += ms;
  }
}

/** A server over a fresh test database, with a hand clock, an SMS outbox and a recording hub. */
export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  sms: OutboxSmsGateway;
  hub: RecordingHubPush;
  close(): Promise<void>;
}

/** Builds a test server (one per test file; PGlite takes about a second to start). */
export async function startTestServer(
  kind: TestDbKind,
  configure: (c: ServerConfig) => void = () => undefined,
): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', BCRYPT_ROUNDS: '4', DEMO_DATA: '0' });
  configure(config);
  const db = await openTestDb(kind);
  const clock = new ManualClock();
  const sms = new OutboxSmsGateway(() => undefined);
  const hub = new RecordingHubPush();
  const ctx = await createContext(config, { db, clock, sms, hub });
  // Every answer is checked against its declared schema; a mismatch fails the file at close.
  const answers = new AnswerCheck();
  const app = await buildApp(ctx, { answerCheck: answers });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    sms,
    hub,
    async close() {
      await app.close();
      await db.close();
      answers.assertNone();
    },
  };
}

/** The code in the newest SMS sent to a phone. */
export function lastCode(sms: OutboxSmsGateway, phone: string): string {
  const message = sms.recent().find((m) => m.phone === phone);
  const code = message?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Creates a user directly (tests), returning its id. */
export async function addUser(
  ctx: AppContext,
  u: {
    userName: string;
    password?: string;
    role?: 'student' | 'teacher' | 'admin';
    phone?: string;
  },
): Promise<number> {
  return ctx.identity.users.insert({
    userName: u.userName,
    realName: `${u.userName}姓名`,
    passwordHash: await ctx.identity.hasher.hash(u.password ?? 'Passw0rd'),
    phone: u.phone ?? null,
    role: u.role ?? 'student',
  });
}

/** Signs in through HTTP and returns the bearer header for later calls. */
export async function signIn(
  app: FastifyInstance,
  userName: string,
  password = 'Passw0rd',
): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/user/login',
    query: { userName, passWord: password },
  });
  const body = res.json<{ isOK: boolean; msg: string; data: { Token: string } }>();
  if (!body.isOK) throw new Error(`sign-in of ${userName} failed: ${body.msg}`);
  return { authorization: `Bearer ${body.data.Token}` };
}
