/** SMS code purposes: 1 register, 2 login, 3 bind phone, 4 reset password (spec §7 codeType). */
export const CODE_TYPES = { REGISTER: 1, LOGIN: 2, BIND_PHONE: 3, RESET_PASSWORD: 4 } as const;
export type CodeType = (typeof CODE_TYPES)[keyof typeof CODE_TYPES];

export const isCodeType = (n: number): n is CodeType => n >= 1 && n <= 4 && Number.isInteger(n);

/** Resend interval (spec §9: 120 s countdown), life time and wrong tries of one code. */
export const CODE_POLICY = {
  resendMs: 120_000,
  lifeMs: 5 * 60_000,
  maxWrong: 5,
} as const;

/** Six digits from a uniform integer source in [0, 1e6). */
export function formatCode(n: number): string {
  return String(Math.floor(n) % 1_000_000).padStart(6, '0');
}

/** Milliseconds to wait before the next send to the same phone, 0 when allowed now. */
export function resendWaitMs(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + CODE_POLICY.resendMs - now.getTime());
}

/** A stored code as the check needs it. */
export interface StoredCode {
  code: string;
  expiresAt: Date;
  wrongCount: number;
  used: boolean;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/** Checks an entered code against the latest stored one. */
export function checkStoredCode(
  stored: StoredCode | undefined,
  entered: string,
  now: Date,
): CodeCheck {
  if (!stored || stored.used || stored.wrongCount >= CODE_POLICY.maxWrong) return 'expired';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  return stored.code === entered ? 'ok' : 'wrong';
}

/** The SMS text sent with a code. */
export function codeSmsText(code: string): string {
  return `【证券投资教学平台】您的验证码为${code}，5分钟内有效，请勿泄露给他人。`;
}
