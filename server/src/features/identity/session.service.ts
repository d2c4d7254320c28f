import { randomBytes } from 'node:crypto';
import type { ScopedCache } from '../../cache/scoped-cache';
import type { Clock } from '../../context';
import type { SessionUser } from '../../http/auth';
import type { SessionsRepository } from './sessions.repository';

/** Opaque bearer tokens stored server-side, so revocation and expiry are immediate. */
export class SessionService {
  constructor(
    private readonly repo: SessionsRepository,
    private readonly clock: Clock,
    private readonly ttlMinutes: number,
    /** Absolute lifetime from sign-in; never shorter than one TTL. */
    private readonly maxHours: number = 12,
    /** Live sessions by token (invalidated by every write of a session or its user). */
    private readonly cache?: ScopedCache<SessionUser | undefined>,
  ) {}

  private expiry(): Date {
    return new Date(this.clock.now().getTime() + this.ttlMinutes * 60_000);
  }

  /** How long a session may live from sign-in, whatever the refreshes. */
  private get lifetimeMs(): number {
    return Math.max(this.maxHours * 3_600_000, this.ttlMinutes * 60_000);
  }

  /** Opens a session for a user. */
  async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = this.expiry();
    await this.repo.create(token, userId, this.clock.now(), expiresAt);
    return { token, expiresAt };
  }

  /** The caller of a live token, or undefined. Unknown tokens are never cached. */
  async authenticate(token: string): Promise<SessionUser | undefined> {
    const now = this.clock.now();
    if (!this.cache) return this.repo.findLive(token, now);
    const user = await this.cache.read(
      token,
      now.getTime(),
      async () => {
        const found = await this.repo.findLive(token, now);
        return found ? Object.freeze(found) : undefined;
      },
      (u) => (u ? { user: u.id } : null),
    );
    if (!user || user.expiresAt > now) return user;
    this.cache.delete(token);
    return undefined;
  }

  /**
   * Sliding renewal: the same token lives another TTL from now, but never past its absolute
   * lifetime from sign-in. Returns the new expiry.
   */
  async refresh(token: string): Promise<Date> {
    return this.repo.extend(token, this.expiry(), this.lifetimeMs);
  }

  revoke(token: string): Promise<void> {
    return this.repo.revoke(token);
  }

  revokeUser(userId: number): Promise<number> {
    return this.repo.revokeUser(userId);
  }
}
