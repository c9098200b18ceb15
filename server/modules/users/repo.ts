import { sql } from 'kysely';
import type { Db } from '../../db';
import { escapeLike, isUuid } from '../../db/ids';
import type { UsersTable, UserRow } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';
import { swapColumn } from '../../db/swap-column';
import { listPage } from '../../db/list-page';
import { hasText } from '../../db/text-query';
import type { Paging } from '../../http/paging';
import type { Role } from '../../../lib/constants';
import { activeUsers, holdsRole, listedUsers } from './queries';

const PUBLIC_COLUMNS = ['id', 'name', 'username', 'avatar_path', 'cover_path', 'gender', 'country', 'bio', 'roles', 'created_at'] as const;

export class UsersRepo {
  constructor(private readonly db: Db) {}

  byId(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** A login name is either the username or the e-mail address. */
  byLogin(login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', value), eb(sql`lower(email)`, '=', value)]))
      .executeTakeFirst();
  }

  async taken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
    const rows = await this.db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]))
      .execute();
    return {
      username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    };
  }

  /** The new account, or undefined when its username or e-mail is taken (the unique indexes decide, in one statement). */
  insertUnlessTaken(values: Insertable<UsersTable>): Promise<UserRow | undefined> {
    return this.db
      .insertInto('users')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  update(id: string, values: Updateable<UsersTable>): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Gives the user a new (verified) e-mail address, unless another account has it: then undefined. */
  changeEmailUnlessTaken(id: string, email: string): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ email, verified_email: true, updated_at: new Date() })
      .where('id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('users as other')
              .select('other.id')
              .where(sql`lower(other.email)`, '=', email.toLowerCase()),
          ),
        ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Points the user's avatar or cover at a new picture; the updated row and the key it replaced (swapColumn). */
  swapImage(id: string, column: 'avatar_path' | 'cover_path', key: string) {
    return swapColumn<UserRow>(this.db, 'users', column, id, key);
  }

  publicById(id: string) {
    return activeUsers(this.db)
      .select(PUBLIC_COLUMNS)
      .where((eb) => (isUuid(id) ? eb('id', '=', id) : eb(sql`lower(username)`, '=', id.toLowerCase())))
      .executeTakeFirst();
  }

  /** Listed users (listedUsers) whose name or username starts with q (prefix match uses the lower() indexes). */
  search(q: string | undefined, paging: Paging) {
    let base = listedUsers(this.db);
    if (hasText(q)) {
      const prefix = `${escapeLike(q.trim().toLowerCase())}%`;
      base = base.where((eb) => eb.or([eb(sql`lower(name)`, 'like', prefix), eb(sql`lower(username)`, 'like', prefix)]));
    }
    return listPage(base, (filtered) => filtered.select(PUBLIC_COLUMNS).orderBy('created_at', 'desc').orderBy('id'), paging);
  }

  /** Every account, newest first, for the admins: by the start of a username, name or e-mail, a role, a status. */
  adminSearch(filters: { q?: string; role?: Role; status?: string }, paging: Paging) {
    let base = this.db.selectFrom('users');
    if (hasText(filters.q)) {
      const prefix = `${escapeLike(filters.q.trim().toLowerCase())}%`;
      base = base.where((eb) => eb.or([eb(sql`lower(username)`, 'like', prefix), eb(sql`lower(name)`, 'like', prefix), eb(sql`lower(email)`, 'like', prefix)]));
    }
    if (filters.role) base = base.where(holdsRole(filters.role));
    if (filters.status) base = base.where('status', '=', filters.status);
    return listPage(base, (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id'), paging);
  }

  /** The row, locked for the caller's change. */
  forChange(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }
}
