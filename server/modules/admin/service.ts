import { ROLES, type Role } from '../../../lib/constants';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { CountryBlockService } from '../geo/service';
import type { SettingsService } from '../settings/service';
import type { SessionService } from '../auth/sessions';
import { UsersRepo } from '../users/repo';

/** The operations behind both the admin CLI and the admin HTTP routes. */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly countryBlock: CountryBlockService,
    private readonly sessions: SessionService | null = null,
  ) {}

  listSettings() {
    return this.settings.list();
  }

  setSetting(key: string, value: unknown) {
    return this.settings.set(key, value);
  }

  blockCountry(code: string) {
    return this.countryBlock.block(code);
  }

  unblockCountry(code: string) {
    return this.countryBlock.unblock(code);
  }

  blockedCountries() {
    return this.countryBlock.list();
  }

  /** Grants or takes away a role of the user named by username or e-mail; returns the roles now held. */
  async setRole(login: string, role: string, grant: boolean): Promise<string[]> {
    if (!(ROLES as readonly string[]).includes(role)) {
      throw badRequest(`Unknown role "${role}"; roles are ${ROLES.join(', ')}`);
    }
    const users = new UsersRepo(this.db);
    const user = await users.byLogin(login);
    if (!user) throw notFound(`No user "${login}"`);
    const roles = new Set(user.roles);
    if (grant) roles.add(role as Role);
    else roles.delete(role);
    if (!roles.has('user')) roles.add('user');
    const next = [...roles].sort();
    await users.update(user.id, { roles: next });
    this.sessions?.userChanged(user.id);
    return next;
  }
}
