import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { SessionService } from '../auth/sessions';
import type { AdminUserDto } from '../users/presenter';
import type { UsersService } from '../users/service';

/**
 * An admin suspends an account or reinstates it. Suspending ends every session of the account in the same
 * transaction: once it commits, its tokens answer 401 in every process (the session caches are told) and its sockets
 * are disconnected wherever they are (through the realtime server's adapter). Signing in again is refused with the
 * reason until an admin reinstates the account. Both are in the audit log, with the reason.
 */
export class AccountSuspension {
  constructor(private readonly deps: { db: Db; users: UsersService; sessions: SessionService; audit: AuditLog }) {}

  suspend(userId: string, reason: string, actor: Actor): Promise<AdminUserDto> {
    return this.change(userId, reason.trim(), actor);
  }

  reinstate(userId: string, actor: Actor): Promise<AdminUserDto> {
    return this.change(userId, null, actor);
  }

  private change(userId: string, reason: string | null, actor: Actor): Promise<AdminUserDto> {
    const { db, users, sessions, audit } = this.deps;
    return inTransaction(db, async (trx, afterCommit) => {
      const { before, after } = await users.setSuspension(trx, userId, reason);
      const ended = reason === null ? 0 : await sessions.revokeAllOf(trx, afterCommit, userId);
      await audit.record(trx, {
        actor,
        action: reason === null ? 'user.reinstate' : 'user.suspend',
        target: { type: 'user', id: userId },
        before: { username: before.username, status: before.status },
        after: { username: after.username, status: after.status, ...(reason === null ? {} : { sessionsEnded: ended }) },
        reason,
      });
      afterCommit(() => sessions.userChanged(userId));
      return after;
    });
  }
}
