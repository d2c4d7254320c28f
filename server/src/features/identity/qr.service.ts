import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../context';
import { queryOne, type Queryable } from '../../db/db';
import {
  IDENTITY_TEXT as T,
  QR_POLICY,
  QR_STATUS,
  effectiveQrStatus,
  nextQrStatus,
  type QrAction,
  type QrStatus,
} from '../../domain/identity';
import { notFound } from '../../http/app-error';
import type { LoginService } from './login.service';
import type { SessionService } from './session.service';
import { loginView, type LoginView } from './user-view';
import type { UsersRepository } from './users.repository';

/** The QR code session the login panel posts (spec §3); the server ignores any QRCodeKey. */
export interface QrSession {
  QRCodeKey?: string;
  QRCodeApplicationMark?: string;
  Type?: number;
  ClientIP?: string;
  IsSubLogin?: boolean;
}

/** What saveqrcode and queryqrcodestatus answer (spec §3: Freq, APIUrl, Status, Info). */
export interface QrState {
  QRCodeKey: string;
  Freq: number;
  APIUrl: string;
  Status: QrStatus;
  Info: string;
  /** Present once Status is 4: the browser's new session. */
  User?: LoginView;
}

/** What saveqrcode answers: the state plus the secret only the creating browser learns. */
export interface SavedQr extends QrState {
  /** Proof of being the browser that made the key; queryqrcodestatus needs it. Not in the QR. */
  QRCodeSecret: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether a presented secret matches the stored hash (constant time). */
function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = sha256(secret);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const INFO: Record<QrStatus, string> = {
  [QR_STATUS.WAITING]: T.QR_WAITING,
  [QR_STATUS.SCANNED]: T.QR_SCANNED,
  [QR_STATUS.FAILED]: T.QR_FAILED,
  [QR_STATUS.AUTHORISED]: T.QR_AUTHORISED,
};

interface QrRow {
  key: string;
  status: QrStatus;
  userId: number | null;
  token: string | null;
  secretHash: string | null;
  expiresAt: Date;
}

/**
 * QR login: the browser registers a key and polls it; the phone app (or the demo scan page)
 * scans and confirms with its own signed-in session, which opens a session for the browser.
 * The key is public (it is in the QR image); the session goes only to the poll that presents the
 * secret saveqrcode gave the creating browser.
 */
export class QrLoginService {
  constructor(
    private readonly db: Queryable,
    private readonly users: UsersRepository,
    private readonly login: LoginService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly scanUrl: (key: string) => string,
  ) {}

  private state(key: string, status: QrStatus, user?: LoginView): QrState {
    return {
      QRCodeKey: key,
      Freq: QR_POLICY.freqSeconds,
      APIUrl: this.scanUrl(key),
      Status: status,
      Info: INFO[status],
      ...(user ? { User: user } : {}),
    };
  }

  private find(key: string): Promise<QrRow | undefined> {
    return queryOne<QrRow>(
      this.db,
      `SELECT qr_key AS key, status, user_id AS "userId", token, secret_hash AS "secretHash",
         expires_at AS "expiresAt"
       FROM qr_logins WHERE qr_key = $1`,
      [key],
    );
  }

  /**
   * Registers a fresh server-made key in status 0 with a new secret. A client-chosen QRCodeKey is
   * ignored: nobody can pick, or reset, a key someone else is showing.
   */
  async save(session: QrSession): Promise<SavedQr> {
    const key = randomBytes(16).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO qr_logins (qr_key, application_mark, login_type, client_ip, is_sub_login,
         status, created_at, expires_at, secret_hash)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8)`,
      [
        key,
        session.QRCodeApplicationMark ?? '',
        session.Type ?? 0,
        session.ClientIP ?? '',
        session.IsSubLogin ?? false,
        now,
        new Date(now.getTime() + QR_POLICY.lifeMs),
        sha256(secret).toString('hex'),
      ],
    );
    return { ...this.state(key, QR_STATUS.WAITING), QRCodeSecret: secret };
  }

  /**
   * The creating browser's poll; status 4 carries the new session once. Without the key's secret
   * the key reads as unknown (扫码失败): an onlooker learns nothing and gets no session.
   */
  async query(key: string, secret: string): Promise<QrState> {
    const row = await this.find(key);
    if (!row || !secretMatches(secret, row.secretHash)) return this.state(key, QR_STATUS.FAILED);
    const status = effectiveQrStatus(row.status, row.expiresAt, this.clock.now());
    if (status !== QR_STATUS.AUTHORISED || !row.token || row.userId === null) {
      return this.state(key, status);
    }
    // The browser's session is handed out by the first poll after confirmation, then forgotten.
    const handed = await this.db.query(
      'UPDATE qr_logins SET token = NULL WHERE qr_key = $1 AND token = $2 RETURNING qr_key',
      [key, row.token],
    );
    const user = await this.users.findById(row.userId);
    const session = await this.sessions.authenticate(row.token);
    if (handed.length === 0 || !user || !session) return this.state(key, status);
    return this.state(key, status, loginView(user, session, user.loginCount <= 1));
  }

  /** A phone action by a signed-in user: scan, confirm (opens the browser's session) or cancel. */
  async act(key: string, action: QrAction, userId: number): Promise<QrState> {
    const row = await this.find(key);
    if (!row) throw notFound(T.QR_NOT_FOUND);
    const current = effectiveQrStatus(row.status, row.expiresAt, this.clock.now());
    const next = nextQrStatus(current, action);
    if (next !== current) {
      let token: string | null = null;
      if (next === QR_STATUS.AUTHORISED) {
        const user = await this.users.findById(userId);
        if (user) token = (await this.login.startSession(user)).Token;
      }
      await this.db.query(
        'UPDATE qr_logins SET status = $2, user_id = $3, token = $4 WHERE qr_key = $1',
        [key, next, userId, token],
      );
    }
    return this.state(key, next);
  }
}
