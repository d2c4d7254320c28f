import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HubUser } from './types';

/** 16 random bytes as URL-safe base64 (22 characters), the shape ASP.NET uses for both ids. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export interface TableEntry<TUser extends HubUser> {
  connectionId: string;
  user: TUser;
  /** Set once a socket has claimed the token; a second socket gets 409. */
  claimed: boolean;
  expiry: NodeJS.Timeout | undefined;
}

/**
 * Negotiated connections by their secret connection token. A token waits a limited time for its
 * socket; once claimed it stays until the connection is gone, so reuse is told apart from unknown.
 */
export class ConnectionTable<TUser extends HubUser> {
  private readonly byToken = new Map<string, TableEntry<TUser>>();

  /** `secret`: tokens are signed (cluster), so another process can accept them (see `get`). */
  constructor(
    private readonly ttlMs: number,
    private readonly secret?: string,
  ) {}

  /** Registers a negotiated connection and returns its token and public id. */
  create(user: TUser): { connectionToken: string; connectionId: string } {
    const connectionId = newId();
    const connectionToken = this.secret
      ? this.sign(`${connectionId}.${user.id}.${Date.now() + this.ttlMs}.${newId()}`)
      : newId();
    const expiry = setTimeout(() => {
      if (!this.byToken.get(connectionToken)?.claimed) this.byToken.delete(connectionToken);
    }, this.ttlMs);
    expiry.unref();
    this.byToken.set(connectionToken, { connectionId, user, claimed: false, expiry });
    return { connectionToken, connectionId };
  }

  get(token: string): TableEntry<TUser> | undefined {
    return this.byToken.get(token) ?? this.foreign(token);
  }

  private sign(payload: string): string {
    const mac = createHmac('sha256', this.secret as string)
      .update(payload)
      .digest('base64url');
    return `${Buffer.from(payload).toString('base64url')}.${mac}`;
  }

  /**
   * A token negotiated on another process of the cluster: accepted when its signature is good and
   * it has not expired; only the user id is known (the upgrade checks the socket's user against it).
   */
  private foreign(token: string): TableEntry<TUser> | undefined {
    if (!this.secret || token.length > 512) return undefined;
    const [encoded = '', mac = ''] = token.split('.');
    const payload = Buffer.from(encoded, 'base64url').toString();
    const good = Buffer.from(this.sign(payload).split('.')[1] ?? '');
    const given = Buffer.from(mac);
    if (good.length !== given.length || !timingSafeEqual(good, given)) return undefined;
    const [connectionId = '', userId = '', expires = '0'] = payload.split('.');
    if (Number(expires) < Date.now()) return undefined;
    const entry = {
      connectionId,
      user: { id: userId } as TUser,
      claimed: false,
      expiry: undefined,
    };
    this.byToken.set(token, entry);
    return entry;
  }

  claim(token: string): void {
    const entry = this.byToken.get(token);
    if (!entry) return;
    entry.claimed = true;
    clearTimeout(entry.expiry);
    entry.expiry = undefined;
  }

  /** Forgets the token once its connection ended (or its upgrade failed). */
  release(token: string): void {
    const entry = this.byToken.get(token);
    if (entry) clearTimeout(entry.expiry);
    this.byToken.delete(token);
  }

  clear(): void {
    for (const entry of this.byToken.values()) clearTimeout(entry.expiry);
    this.byToken.clear();
  }
}
