import type { Static } from '@sinclair/typebox';
import { ROLES, type Role } from '../../../lib/constants';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import type { ListPage } from '../../http/envelope';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { SwapImageKey } from '../uploads/replace-image';
import { toAdminUser, toPrivateUser, toPublicUser, type AdminUserDto, type PrivateUserDto, type PublicUserDto } from './presenter';
import { UsersRepo } from './repo';
import type { UserUpdateBody } from './schemas';

export type ProfileImageColumn = 'avatar_path' | 'cover_path';

/** Accounts as their owners and the public see them (sign-up and passwords are the auth module's). */
export class UsersService {
  private readonly repo: UsersRepo;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {
    this.repo = new UsersRepo(db);
  }

  /** The fields a user changes of their own profile; the name is kept without surrounding spaces. */
  async updateProfile(userId: string, changes: Static<typeof UserUpdateBody>): Promise<PrivateUserDto> {
    const { name, ...rest } = changes;
    const updated = await this.repo.update(userId, { ...rest, ...(name ? { name: name.trim() } : {}) });
    if (!updated) throw notFound('User not found');
    return toPrivateUser(updated);
  }

  /** The account's row, password hash included (for a check of the password): only for the server's own use. */
  accountOf(userId: string): Promise<UserRow | undefined> {
    return this.repo.byId(userId);
  }

  /** The owner's profile for their data export: what /users/me shows, and when they accepted the terms. */
  async exportProfile(userId: string): Promise<PrivateUserDto & { termsAcceptedAt: string | null }> {
    const user = await this.repo.byId(userId);
    if (!user) throw notFound('User not found');
    return { ...toPrivateUser(user), termsAcceptedAt: user.terms_accepted_at ? new Date(user.terms_accepted_at).toISOString() : null };
  }

  /** The flag the age-verification module keeps in step with its attempts (verifymyage_verified), in the caller's transaction. */
  async setAgeVerified(trx: Executor, userId: string, verified: boolean): Promise<void> {
    await trx.updateTable('users').set({ verifymyage_verified: verified, updated_at: new Date() }).where('id', '=', userId).execute();
  }

  /**
   * Closes the account for good, in the caller's transaction: status 'deleted' (no profile, no login), every personal
   * field cleared, the username and e-mail replaced by ones made of the id (so both are free to sign up with again
   * and nothing still names the person), and a password no input matches. The row stays: orders, earnings and
   * comments point at it. Answers the profile pictures' keys, for the caller to delete once committed.
   */
  async anonymise(trx: Executor, userId: string): Promise<{ avatar: string | null; cover: string | null }> {
    const before = await new UsersRepo(trx).byId(userId);
    const tag = userId.replace(/-/g, '');
    await new UsersRepo(trx).update(userId, {
      status: 'deleted',
      name: 'Deleted user',
      username: `deleted-${tag}`,
      email: `deleted-${tag}@deleted.invalid`,
      password_hash: 'deleted',
      avatar_path: null,
      cover_path: null,
      gender: null,
      country: null,
      bio: null,
      verified_email: false,
    });
    return { avatar: before?.avatar_path ?? null, cover: before?.cover_path ?? null };
  }

  async ageVerified(userId: string): Promise<boolean> {
    return Boolean((await this.repo.byId(userId))?.verifymyage_verified);
  }

  async search(q: string | undefined, paging: Paging): Promise<ListPage<PublicUserDto>> {
    const { rows, total } = await this.repo.search(q, paging);
    return { data: rows.map(toPublicUser), total };
  }

  /** An active user by id or username. */
  async publicProfile(idOrUsername: string): Promise<PublicUserDto> {
    const user = await this.repo.publicById(idOrUsername);
    if (!user) throw notFound('User not found');
    return toPublicUser(user);
  }

  async assertExists(userId: string): Promise<void> {
    if (!(await this.repo.byId(userId))) throw notFound('User not found');
  }

  /**
   * Lends uploads/ the swap of a profile picture; the row it answers is the account as /users/me shows it. An admin's
   * change of someone's picture names its `actor` and is recorded in the audit log in the same transaction.
   */
  profileImageSwap(userId: string, column: ProfileImageColumn, actor?: Actor): SwapImageKey<PrivateUserDto> {
    return (key) =>
      inTransaction(this.db, async (trx) => {
        const swapped = await new UsersRepo(trx).swapImage(userId, column, key);
        if (swapped && actor) {
          const what = column === 'avatar_path' ? 'avatar' : 'cover';
          await this.audit.record(trx, {
            actor,
            action: `user.${what}`,
            target: { type: 'user', id: userId },
            before: { [what]: swapped.replaced },
            after: { [what]: key },
          });
        }
        return swapped && { row: toPrivateUser(swapped.row), replaced: swapped.replaced };
      });
  }

  /** The id of the account with this username or e-mail; 404 when there is none. */
  async userId(login: string): Promise<string> {
    const user = await this.repo.byLogin(login);
    if (!user) throw notFound(`No user "${login}"`);
    return user.id;
  }

  /** The id of the performer with this username or e-mail; 404 when there is none. */
  async performerId(login: string): Promise<string> {
    const user = await this.repo.byLogin(login);
    if (!user || !user.roles.includes('performer')) throw notFound(`No performer "${login}"`);
    return user.id;
  }

  /**
   * Grants or takes away a role of the user named by username or e-mail; every account keeps `user`. The change is
   * recorded in the audit log, with `actor`, in the same transaction.
   */
  async setRole(login: string, role: string, grant: boolean, actor: Actor): Promise<{ userId: string; roles: string[] }> {
    if (!(ROLES as readonly string[]).includes(role)) {
      throw badRequest(`Unknown role "${role}"; roles are ${ROLES.join(', ')}`);
    }
    return inTransaction(this.db, async (trx) => {
      const repo = new UsersRepo(trx);
      const user = await repo.byLogin(login);
      if (!user) throw notFound(`No user "${login}"`);
      const roles = new Set(user.roles);
      if (grant) roles.add(role);
      else roles.delete(role);
      roles.add('user');
      const next = [...roles].sort();
      await repo.update(user.id, { roles: next });
      await this.audit.record(trx, {
        actor,
        action: grant ? 'role.grant' : 'role.revoke',
        target: { type: 'user', id: user.id },
        before: { username: user.username, roles: user.roles },
        after: { username: user.username, roles: next },
      });
      return { userId: user.id, roles: next };
    });
  }

  /**
   * An approved applicant becomes a performer, in the caller's transaction: the role is added and their stage name
   * becomes the name shown on their pages. Answers the account as it was (for the audit log).
   */
  async becomePerformer(trx: Executor, userId: string, stageName: string): Promise<UserRow> {
    const repo = new UsersRepo(trx);
    const user = await repo.forChange(userId);
    if (!user || user.status !== 'active') throw notFound('User not found');
    const roles = [...new Set([...user.roles, 'performer', 'user'])].sort();
    await repo.update(userId, { roles, name: stageName.trim() });
    return user;
  }

  /** Every account for the admins, newest first. */
  async adminSearch(filters: { q?: string; role?: Role; status?: string }, paging: Paging): Promise<ListPage<AdminUserDto>> {
    const { rows, total } = await this.repo.adminSearch(filters, paging);
    return { data: rows.map(toAdminUser), total };
  }

  async adminView(userId: string): Promise<AdminUserDto> {
    const user = await this.repo.byId(userId);
    if (!user) throw notFound('User not found');
    return toAdminUser(user);
  }

  /**
   * Suspends the account (a reason) or reinstates it (null), in the caller's transaction; answers the account before
   * and after. A deleted account stays deleted (404), an admin is not suspended (their role is taken first), and
   * suspending a suspended account or reinstating an active one is refused (409): nothing to record.
   */
  async setSuspension(trx: Executor, userId: string, reason: string | null): Promise<{ before: AdminUserDto; after: AdminUserDto }> {
    const repo = new UsersRepo(trx);
    const user = await repo.forChange(userId);
    if (!user || user.status === 'deleted') throw notFound('User not found');
    if (reason !== null && user.roles.includes('admin')) {
      throw unprocessable('An admin cannot be suspended: take the admin role away first.', 'ADMIN_NOT_SUSPENDED');
    }
    if ((reason !== null) === (user.status === 'suspended')) {
      throw conflict(reason === null ? 'This account is not suspended.' : 'This account is already suspended.', 'SUSPENSION_UNCHANGED');
    }
    const after = await repo.update(userId, {
      status: reason === null ? 'active' : 'suspended',
      suspended_at: reason === null ? null : new Date(),
      suspension_reason: reason,
    });
    return { before: toAdminUser(user), after: toAdminUser(after!) };
  }
}
