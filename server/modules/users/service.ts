import type { Static } from '@sinclair/typebox';
import { ROLES } from '../../../lib/constants';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { ListPage } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { SwapImageKey } from '../uploads/replace-image';
import { toPrivateUser, toPublicUser, type PrivateUserDto, type PublicUserDto } from './presenter';
import { UsersRepo } from './repo';
import type { UserUpdateBody } from './schemas';

export type ProfileImageColumn = 'avatar_path' | 'cover_path';

/** Accounts as their owners and the public see them (sign-up and passwords are the auth module's). */
export class UsersService {
  private readonly repo: UsersRepo;

  constructor(db: Db) {
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

  /** Lends uploads/ the swap of a profile picture; the row it answers is the account as /users/me shows it. */
  profileImageSwap(userId: string, column: ProfileImageColumn): SwapImageKey<PrivateUserDto> {
    return async (key) => {
      const swapped = await this.repo.swapImage(userId, column, key);
      return swapped && { row: toPrivateUser(swapped.row), replaced: swapped.replaced };
    };
  }

  /** The id of the performer with this username or e-mail; 404 when there is none. */
  async performerId(login: string): Promise<string> {
    const user = await this.repo.byLogin(login);
    if (!user || !user.roles.includes('performer')) throw notFound(`No performer "${login}"`);
    return user.id;
  }

  /** Grants or takes away a role of the user named by username or e-mail; every account keeps `user`. */
  async setRole(login: string, role: string, grant: boolean): Promise<{ userId: string; roles: string[] }> {
    if (!(ROLES as readonly string[]).includes(role)) {
      throw badRequest(`Unknown role "${role}"; roles are ${ROLES.join(', ')}`);
    }
    const user = await this.repo.byLogin(login);
    if (!user) throw notFound(`No user "${login}"`);
    const roles = new Set(user.roles);
    if (grant) roles.add(role);
    else roles.delete(role);
    roles.add('user');
    const next = [...roles].sort();
    await this.repo.update(user.id, { roles: next });
    return { userId: user.id, roles: next };
  }
}
