import { randomInt } from 'node:crypto';
import type { Clock } from '../../context';
import {
  CODE_POLICY,
  CODE_TYPES,
  IDENTITY_TEXT as T,
  checkCode,
  checkPhone,
  checkStoredCode,
  codeSmsText,
  firstProblem,
  formatCode,
  resendWaitMs,
  type CodeType,
} from '../../domain/identity';
import { memoryCounters, type HitCounter, type HitCounterFactory } from '../../cluster/rate-limits';
import { badRequest, refuse, tooManyRequests } from '../../http/app-error';
import type { SmsGateway } from '../sms';
import type { CodesRepository } from './codes.repository';
import type { UsersRepository } from './users.repository';

/** Six-digit SMS codes: one send per 120 s per phone, expiry, limited wrong tries. */
export class VerifyCodeService {
  private readonly perIp: HitCounter;

  constructor(
    private readonly codes: CodesRepository,
    private readonly users: UsersRepository,
    private readonly sms: SmsGateway,
    private readonly clock: Clock,
    smsPerIpPerHour: number,
    counters: HitCounterFactory = memoryCounters,
  ) {
    this.perIp = counters('sms:ip', { limit: smsPerIpPerHour, windowMs: 3_600_000 });
  }

  /**
   * Sends a code for a purpose. Register and bind need a free phone; login and password reset
   * need a bound one. Refuses while the 120 s resend interval runs.
   */
  async send(phone: string, codeType: CodeType, ip: string): Promise<void> {
    const problem = checkPhone(phone);
    if (problem) throw badRequest(problem);
    const owner = await this.users.findByPhone(phone);
    const needsFree = codeType === CODE_TYPES.REGISTER || codeType === CODE_TYPES.BIND_PHONE;
    if (needsFree && owner) throw refuse(T.PHONE_TAKEN);
    if (!needsFree && !owner) throw refuse(T.PHONE_NOT_BOUND);
    const now = this.clock.now();
    if (resendWaitMs(await this.codes.lastSentAt(phone), now) > 0) throw refuse(T.CODE_TOO_SOON);
    if (!(await this.perIp.hit(ip, now.getTime()))) throw tooManyRequests(T.TOO_MANY_REQUESTS);
    const code = formatCode(randomInt(0, 1_000_000));
    await this.codes.insert(
      phone,
      codeType,
      code,
      now,
      new Date(now.getTime() + CODE_POLICY.lifeMs),
    );
    await this.sms.send(phone, codeSmsText(code));
  }

  /**
   * Checks the latest code of a purpose (or refuses with 验证码错误/已过期), then runs `use` and
   * spends the code only if `use` succeeds: a refused or failed use leaves the code valid. The
   * code is claimed before `use` runs, so two parallel uses of one code cannot both succeed.
   */
  async useCode<T>(
    phone: string,
    codeType: CodeType,
    code: string,
    use: () => Promise<T>,
  ): Promise<T> {
    const problem = firstProblem(checkPhone(phone), checkCode(code));
    if (problem) throw badRequest(problem);
    const stored = await this.codes.latest(phone, codeType);
    const result = checkStoredCode(stored, code, this.clock.now());
    if (result === 'expired' || !stored) throw refuse(T.CODE_EXPIRED);
    if (result === 'wrong') {
      await this.codes.countWrong(stored.id);
      throw refuse(T.CODE_WRONG);
    }
    if (!(await this.codes.claim(stored.id))) throw refuse(T.CODE_EXPIRED);
    try {
      return await use();
    } catch (error) {
      await this.codes.release(stored.id);
      throw error;
    }
  }
}
