import { randomBytes } from 'node:crypto';
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

  constructor(private readonly ttlMs: number) {}

  /** Registers a negotiated connection and returns its token and public id. */
  create(user: TUser): { connectionToken: string; connectionId: string } {
    const connectionToken = newId();
    const connectionId = newId();
    const expiry = setTimeout(() => {
      if (!this.byToken.get(connectionToken)?.claimed) this.byToken.delete(connectionToken);
    }, this.ttlMs);
    expiry.unref();
    this.byToken.set(connectionToken, { connectionId, user, claimed: false, expiry });
    return { connectionToken, connectionId };
  }

  get(token: string): TableEntry<TUser> | undefined {
    return this.byToken.get(token);
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
