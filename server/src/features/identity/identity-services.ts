import { rowCachesOf } from '../../cache/row-caches';
import { memoryCounters, type HitCounterFactory } from '../../cluster/rate-limits';
import type { IdentityConfig } from '../../config';
import type { Clock } from '../../context';
import type { Db } from '../../db/db';
import type { LockoutPolicy } from '../../domain/identity';
import type { SmsGateway } from '../sms';
import { AccountService } from './account.service';
import { CodesRepository } from './codes.repository';
import { LoginService } from './login.service';
import { PasswordHasher } from './password';
import { QrLoginService } from './qr.service';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';
import { VerifyCodeService } from './verify-code.service';

/** Sessions the order path keeps in memory (each one re-read at least every 30 s). */
const SESSION_CACHE = { max: 20_000, ttlMs: 30_000 };

/** The identity services, wired once per server. */
export interface IdentityServices {
  users: UsersRepository;
  hasher: PasswordHasher;
  sessions: SessionService;
  codes: VerifyCodeService;
  login: LoginService;
  registration: RegistrationService;
  account: AccountService;
  qr: QrLoginService;
}

/** Wires the identity services over a database. */
export function createIdentityServices(deps: {
  db: Db;
  clock: Clock;
  sms: SmsGateway;
  config: IdentityConfig;
  lockout: LockoutPolicy;
  scanUrl: (key: string) => string;
  /** Where login and SMS limits are counted (memory, or Redis in a cluster). */
  counters?: HitCounterFactory;
}): IdentityServices {
  const { db, clock, config } = deps;
  const counters = deps.counters ?? memoryCounters;
  const users = new UsersRepository(db);
  const hasher = new PasswordHasher(config.bcryptRounds);
  const sessions = new SessionService(
    new SessionsRepository(db),
    clock,
    config.sessionTtlMinutes,
    config.sessionMaxHours,
    rowCachesOf(db).named('sessions', SESSION_CACHE),
  );
  const codes = new VerifyCodeService(
    new CodesRepository(db),
    users,
    deps.sms,
    clock,
    config.smsPerIpPerHour,
    counters,
  );
  const login = new LoginService(
    users,
    sessions,
    codes,
    hasher,
    clock,
    deps.lockout,
    {
      perAccountPerMinute: config.loginPerAccountPerMinute,
      perIpPerMinute: config.loginPerIpPerMinute,
    },
    counters,
  );
  return {
    users,
    hasher,
    sessions,
    codes,
    login,
    registration: new RegistrationService(users, codes, hasher),
    account: new AccountService(users, sessions, codes, hasher, clock),
    qr: new QrLoginService(db, users, login, sessions, clock, deps.scanUrl),
  };
}
