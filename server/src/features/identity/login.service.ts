import type { Clock } from '../../context';
import {
  CODE_TYPES,
  IDENTITY_TEXT as T,
  accountExpiry,
  afterWrongPassword,
  attemptsLeft,
  isLocked,
  type LockoutPolicy,
  type LockState,
} from '../../domain/identity';
import { memoryCounters, type HitCounter, type HitCounterFactory } from '../../cluster/rate-limits';
import { badRequest, refuse, tooManyRequests } from '../../http/app-error';
import type { PasswordHasher } from './password';
import type { SessionService } from './session.service';
import { loginView, type LoginView } from './user-view';
import type { UserRecord, UsersRepository } from './users.repository';
import type { VerifyCodeService } from './verify-code.service';

/** Rate limits of login attempts. */
export interface LoginLimits {
  perAccountPerMinute: number;
  perIpPerMinute: number;
}

/** Account/password and phone-code login with lockout and rate limits. */
export class LoginService {
  private readonly perAccount: HitCounter;
  private readonly perIp: HitCounter;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly codes: VerifyCodeService,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly lockout: LockoutPolicy,
    limits: LoginLimits,
    counters: HitCounterFactory = memoryCounters,
  ) {
    this.perAccount = counters('login:account', {
      limit: limits.perAccountPerMinute,
      windowMs: 60_000,
    });
    this.perIp = counters('login:ip', { limit: limits.perIpPerMinute, windowMs: 60_000 });
  }

  private async limit(account: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const ipOk = await this.perIp.hit(ip, now);
    const accountOk = await this.perAccount.hit(account.toLowerCase(), now);
    if (!ipOk || !accountOk) throw tooManyRequests(T.TOO_MANY_REQUESTS);
  }

  /** Refuses accounts that may not sign in at all (unregistered, locked, expired). */
  private assertUsable(user: UserRecord): void {
    const now = this.clock.now();
    if (user.unregistered) throw refuse(T.ACCOUNT_DISABLED);
    if (isLocked({ wrongCount: user.wrongCount, lockedUntil: user.lockedUntil }, now)) {
      throw refuse(T.ACCOUNT_LOCKED);
    }
    if (accountExpiry(user.role, user.accountEndTime, now).isExpired) {
      throw refuse(T.ACCOUNT_EXPIRED);
    }
  }

  /** Opens a session for a user who proved who they are. */
  async startSession(user: UserRecord): Promise<LoginView> {
    await this.users.recordLogin(user.id, this.clock.now());
    const session = await this.sessions.issue(user.id);
    return loginView(user, session, user.loginCount === 0);
  }

  /** Account (user name or bound phone) and password; N wrong in a row lock the account. */
  async loginByPassword(account: string, password: string, ip: string): Promise<LoginView> {
    const name = account.trim();
    if (!name) throw badRequest(T.ACCOUNT_REQUIRED);
    if (!password) throw badRequest(T.PASSWORD_EMPTY);
    await this.limit(name, ip);
    const user = await this.users.findByAccount(name);
    if (!user) throw refuse(T.LOGIN_FAILED);
    this.assertUsable(user);
    if (!(await this.hasher.verify(password, user.passwordHash))) {
      const now = this.clock.now();
      const next = await this.countWrongPassword(user, now);
      if (isLocked(next, now)) throw refuse(T.ACCOUNT_LOCKED);
      throw refuse(T.LOGIN_FAILED_LEFT(attemptsLeft(next, this.lockout)));
    }
    return this.startSession(user);
  }

  /**
   * Counts one wrong password. Compare-and-swap on the stored state, so wrong passwords tried in
   * parallel (on several processes of a cluster) each count.
   */
  private async countWrongPassword(user: UserRecord, now: Date): Promise<LockState> {
    let state: LockState = { wrongCount: user.wrongCount, lockedUntil: user.lockedUntil };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const next = afterWrongPassword(state, now, this.lockout);
      if (await this.users.swapLockState(user.id, state, next)) return next;
      const fresh = await this.users.findByAccount(user.userName);
      if (!fresh) return next;
      state = { wrongCount: fresh.wrongCount, lockedUntil: fresh.lockedUntil };
    }
    throw tooManyRequests(T.TOO_MANY_REQUESTS);
  }

  /** Phone plus the SMS code sent for login. */
  async loginByPhoneCode(phone: string, code: string, ip: string): Promise<LoginView> {
    if (!phone) throw badRequest(T.LOGIN_PHONE_REQUIRED);
    if (!code) throw badRequest(T.LOGIN_CODE_REQUIRED);
    await this.limit(phone, ip);
    const user = await this.users.findByPhone(phone);
    if (!user) throw refuse(T.PHONE_NOT_BOUND);
    this.assertUsable(user);
    return this.codes.useCode(phone, CODE_TYPES.LOGIN, code, () => this.startSession(user));
  }
}
