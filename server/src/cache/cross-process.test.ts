import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisInvalidationBus } from '../cluster/invalidation-bus';
import type { Db } from '../db/db';
import { DEFAULT_TEST_DB, openTestDb } from '../db/test-db';
import { ContestsRepository, CurrentContest } from '../features/contests';
import { SessionService, SessionsRepository, UsersRepository } from '../features/identity';
import { ManualClock } from '../http/test-app';
import { rowCachesOf } from './row-caches';

// The test command guarantees Redis on 127.0.0.1:6379; an unreachable Redis fails this suite.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

jest.setTimeout(60_000);

/**
 * Two server processes of a cluster, each with its own read caches over the one database, their
 * invalidations over Redis: a write answered on one is what the very next read on the other sees.
 */
describe('read caches of two processes over Redis', () => {
  let db: Db;
  const clock = new ManualClock();
  const clients: Redis[] = [];
  const prefix = `t32-${randomBytes(4).toString('hex')}`;
  let userId: number;

  /** One process: its own database handle (so its own caches) joined to the bus as `node`. */
  const processOn = (handle: Db, node: string) => {
    const pub = new Redis(REDIS_URL);
    const sub = new Redis(REDIS_URL);
    clients.push(pub, sub);
    const bus = redisInvalidationBus(pub, sub, prefix, node);
    rowCachesOf(handle).connect(bus);
    const contests = new ContestsRepository(handle);
    return {
      bus,
      sub,
      users: new UsersRepository(handle),
      sessions: new SessionService(
        new SessionsRepository(handle),
        clock,
        120,
        12,
        rowCachesOf(handle).named('sessions', { max: 100, ttlMs: 60_000 }),
      ),
      contests,
      current: new CurrentContest(handle, contests, clock),
    };
  };
  let a: ReturnType<typeof processOn>;
  let b: ReturnType<typeof processOn>;

  beforeAll(async () => {
    db = await openTestDb(DEFAULT_TEST_DB);
    a = processOn(db, 'a');
    b = processOn({ ...db }, 'b');
    for (let i = 0; i < 100 && !(a.bus.live() && b.bus.live()); i += 1)
      await new Promise((r) => setTimeout(r, 50));
    userId = await a.users.insert({
      userName: 'cache001',
      realName: '缓存',
      passwordHash: 'x',
      phone: null,
      role: 'student',
    });
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await db.close();
  });

  it('refuses on one process a session just revoked on the other', async () => {
    const { token } = await a.sessions.issue(userId);
    expect((await b.sessions.authenticate(token))?.id).toBe(userId);
    await a.sessions.revokeUser(userId);
    expect(await b.sessions.authenticate(token)).toBeUndefined();
  });

  it('refuses on one process a user just unregistered on the other', async () => {
    const other = await a.users.insert({
      userName: 'cache002',
      realName: '缓存二',
      passwordHash: 'x',
      phone: null,
      role: 'student',
    });
    const { token } = await a.sessions.issue(other);
    expect((await b.sessions.authenticate(token))?.realName).toBe('缓存二');
    await a.users.updateProfile(other, {
      realName: '改名',
      majorName: '',
      schoolShortNameEN: '',
      province: '',
    });
    expect((await b.sessions.authenticate(token))?.realName).toBe('改名');
    await a.users.unregister(other);
    expect(await b.sessions.authenticate(token)).toBeUndefined();
  });

  it('reads on one process the contest a user just entered on the other', async () => {
    expect(await b.current.of(userId)).toBeNull();
    await a.current.enter(userId, 658, clock.now());
    expect(await b.current.of(userId)).toBe(658);
    await a.current.enter(userId, 139, clock.now());
    expect(await b.current.of(userId)).toBe(139);
  });

  it('reads on one process the contest row just edited on the other', async () => {
    const before = await b.contests.cachedById(139, clock.now().getTime());
    const c = await a.contests.byId(139);
    if (!before || !c) throw new Error('contest 139 missing');
    await a.contests.update({ ...c, realEndTime: clock.now() });
    const after = await b.contests.cachedById(139, clock.now().getTime());
    expect(after?.realEndTime?.getTime()).toBe(clock.now().getTime());
    await a.contests.update({ ...c, realEndTime: null });
  });

  it('serves nothing from the caches of a process whose subscription is down', async () => {
    expect(await b.current.of(userId)).toBe(139);
    b.sub.disconnect();
    for (let i = 0; i < 100 && b.bus.live(); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(b.bus.live()).toBe(false);
    // Written where no message reaches b: b reads the database while it cannot hear.
    await db.query('UPDATE user_current_match SET match_id = 658 WHERE user_id = $1', [userId]);
    expect(await b.current.of(userId)).toBe(658);
    await b.sub.connect();
    for (let i = 0; i < 100 && !b.bus.live(); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(b.bus.live()).toBe(true);
    await a.current.enter(userId, 139, clock.now());
    expect(await b.current.of(userId)).toBe(139);
  });
});
