import { LRUCache } from 'lru-cache';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Session } from './sessions';

interface Entry {
  session: Session;
  expiresAt: number;
}

/**
 * Resolved sessions by token hash, for a few seconds, so an authenticated request does not ask the
 * database who it is every time. A logout, a password change or reset, a role change or any write by
 * the user forgets that user's entries at once, in every process (CacheInvalidation).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry, () => Promise<Entry | undefined>>;

  constructor(
    ttlMs: number,
    private readonly invalidation: CacheInvalidation,
  ) {
    this.entries = new LRUCache({ max: 50_000, ttl: Math.max(ttlMs, 1), fetchMethod: (_k, _s, { context }) => context() });
    invalidation.on((event) => {
      if (event.kind === 'resync') this.entries.clear();
      if (event.kind === 'sessions') this.dropWhere((entry) => entry.session.user.id === event.userId);
      if (event.kind === 'session') this.dropWhere((entry) => entry.session.id === event.sessionId);
    });
  }

  /**
   * The session, from the cache while this process hears every other's revocations; while it does not (Redis
   * unreachable), from the database each time, so that a logout on another process holds at once even then.
   */
  async resolve(tokenHash: string, load: () => Promise<Entry | undefined>): Promise<Session | null> {
    const entry = this.invalidation.hearsEveryProcess() ? await this.entries.fetch(tokenHash, { context: load }) : await load();
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  /** Resolves once every process has been told (see CacheInvalidation.emit). */
  forgetUser(userId: string): Promise<void> {
    return this.invalidation.emit({ kind: 'sessions', userId });
  }

  /** Resolves once every process has been told (see CacheInvalidation.emit). */
  forgetSession(sessionId: string): Promise<void> {
    return this.invalidation.emit({ kind: 'session', sessionId });
  }

  private dropWhere(match: (entry: Entry) => boolean): void {
    for (const [key, entry] of this.entries.entries()) if (match(entry)) this.entries.delete(key);
  }
}
