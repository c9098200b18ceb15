import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { SubscriptionPackageRow } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import type { Paging } from '../../http/paging';
import { COMMAND_LINE, type Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { FileUrls } from '../catalogue/file-urls';
import type { SettingsService } from '../settings/service';
import { performerCards } from '../users/cards';
import { activeUsersWithRole } from '../users/queries';
import { toPackage, type PackageDto } from './presenter';
import { packagesRepo as repo } from './repo';
import type { CreatePackageBody, PackageSearchQuery, UpdatePackageBody } from './schemas';

/** Who is asking: a signed-in user, their username and roles, or nobody. */
export interface PackageActor {
  id: string;
  name: string;
  roles: string[];
}

const isAdmin = (actor: PackageActor | null) => Boolean(actor?.roles.includes('admin'));

/** Whom the audit log names for a change: an admin, or the command line (no actor); a performer's own change is not an admin action. */
const audited = (actor: PackageActor | null): Actor | null => (actor === null ? COMMAND_LINE : isAdmin(actor) ? { id: actor.id, name: actor.name } : null);
/** What the audit log keeps of a package. */
const terms = (r: SubscriptionPackageRow) => ({
  performerId: r.performer_id,
  name: r.name,
  priceCents: r.price_cents,
  periodDays: r.period_days,
  recurring: r.recurring,
  active: r.active,
});
const packageNotFound = () => notFound('Subscription package not found', 'PACKAGE_NOT_FOUND');

/**
 * Owns `subscription_packages`: a performer's (or the whole site's) offer of a price per period. A performer
 * manages their own; an admin any, and the site's. A price change applies to new subscriptions only: what a
 * subscription pays is copied onto it when the fan subscribes.
 */
export class PackagesService {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly settings: SettingsService,
    private readonly audit: AuditLog,
  ) {}

  /** Sorted by price, cheapest first. Inactive packages show only to their owner and to admins. */
  async search(actor: PackageActor | null, query: Static<typeof PackageSearchQuery>, paging: Paging): Promise<{ data: PackageDto[]; total: number }> {
    const admin = isAdmin(actor);
    const ownList = actor !== null && query.performerId === actor.id;
    const active = query.active === undefined ? (admin || ownList ? undefined : true) : query.active === 'true';
    const { rows, total } = await repo.search(
      this.db,
      {
        performerId: query.performerId,
        siteWide: query.siteWide === undefined ? undefined : query.siteWide === 'true',
        active,
        everything: admin,
        inactiveVisibleTo: actor?.id ?? null,
      },
      paging,
    );
    return { data: await this.present(rows), total };
  }

  /** A performer's own package; an admin's for the performer named, or with none the site's. */
  async create(actor: PackageActor, body: Static<typeof CreatePackageBody>): Promise<PackageDto> {
    let performerId: string | null;
    if (isAdmin(actor)) {
      performerId = body.performerId ?? null;
      if (performerId) await this.assertPerformer(performerId);
    } else {
      if (body.performerId !== undefined && body.performerId !== actor.id)
        throw forbidden('A performer creates packages of their own only.', 'NOT_YOUR_PACKAGE');
      performerId = actor.id;
    }
    return this.createFor(actor, performerId, body);
  }

  /** The site's package (the admin command line). */
  createSiteWide(body: Omit<Static<typeof CreatePackageBody>, 'performerId'>): Promise<PackageDto> {
    return this.createFor(null, null, body);
  }

  async update(actor: PackageActor, id: string, body: Static<typeof UpdatePackageBody>): Promise<PackageDto> {
    const before = await this.owned(actor, id);
    return this.change(actor, 'package.update', before, {
      name: body.name?.trim(),
      description: body.description,
      price_cents: body.price,
      period_days: body.periodDays,
      recurring: body.recurring,
      active: body.active,
    });
  }

  /** Deactivating keeps the package (running subscriptions name it) and stops new subscriptions to it. A null actor is the command line. */
  async deactivate(actor: PackageActor | null, id: string): Promise<PackageDto> {
    const before = actor ? await this.owned(actor, id) : isUuid(id) ? await repo.byId(this.db, id) : undefined;
    if (!before) throw packageNotFound();
    return this.change(actor, 'package.deactivate', before, { active: false });
  }

  /** Every package, site's first (the admin command line). */
  async listAll(): Promise<PackageDto[]> {
    const { rows } = await repo.search(this.db, { everything: true }, { limit: 1000, offset: 0 });
    return this.present(rows.sort((a, b) => Number(a.performer_id !== null) - Number(b.performer_id !== null)));
  }

  /** A package a fan may subscribe to now: active, else 404 (for subscribe, in its transaction). */
  async subscribable(trx: Executor, id: string): Promise<SubscriptionPackageRow> {
    const row = await repo.byId(trx, id);
    if (!row || !row.active) throw packageNotFound();
    return row;
  }

  /** Packages by id, whatever their state (a subscription's package for its card). */
  async namesOf(ids: string[], db: Executor = this.db): Promise<Map<string, string>> {
    const rows = await repo.byIds(db, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  private async createFor(
    actor: PackageActor | null,
    performerId: string | null,
    body: Omit<Static<typeof CreatePackageBody>, 'performerId'>,
  ): Promise<PackageDto> {
    const row = await inTransaction(this.db, async (trx) => {
      const created = await repo.insert(trx, {
        performer_id: performerId,
        name: body.name.trim(),
        description: body.description ?? '',
        price_cents: body.price,
        period_days: body.periodDays,
        recurring: body.recurring ?? true,
        active: body.active ?? true,
      });
      const admin = audited(actor);
      if (admin) await this.audit.record(trx, { actor: admin, action: 'package.create', target: { type: 'package', id: created.id }, after: terms(created) });
      return created;
    });
    return (await this.present([row]))[0];
  }

  /** Writes `changes` to the package; an admin's change is recorded in the audit log in the same transaction. */
  private async change(
    actor: PackageActor | null,
    action: string,
    before: SubscriptionPackageRow,
    changes: Parameters<typeof repo.update>[2],
  ): Promise<PackageDto> {
    const row = await inTransaction(this.db, async (trx) => {
      const after = await repo.update(trx, before.id, changes);
      const admin = audited(actor);
      if (admin) await this.audit.record(trx, { actor: admin, action, target: { type: 'package', id: after.id }, before: terms(before), after: terms(after) });
      return after;
    });
    return (await this.present([row]))[0];
  }

  /**
   * The package, when the actor may change it: its performer or an admin. A performer's other packages (and the
   * site's) answer as missing ones, as everywhere in the performer area.
   */
  private async owned(actor: PackageActor, id: string): Promise<SubscriptionPackageRow> {
    const row = await repo.byId(this.db, id);
    if (!row) throw packageNotFound();
    if (isAdmin(actor)) return row;
    if (!actor.roles.includes('performer')) throw forbidden();
    if (row.performer_id !== actor.id) throw packageNotFound();
    return row;
  }

  private async assertPerformer(id: string): Promise<void> {
    const found = await activeUsersWithRole(this.db, 'performer').select('users.id').where('users.id', '=', id).executeTakeFirst();
    if (!found) throw unprocessable('There is no such performer.', 'PERFORMER_NOT_FOUND');
  }

  private async present(rows: SubscriptionPackageRow[]): Promise<PackageDto[]> {
    const [cards, currency] = await Promise.all([
      performerCards(
        this.db,
        this.files,
        rows.flatMap((r) => (r.performer_id ? [r.performer_id] : [])),
      ),
      this.settings.get<string>('currency', 'USD'),
    ]);
    return rows.map((r) => toPackage(r, r.performer_id ? (cards.get(r.performer_id)?.name ?? null) : null, currency));
  }
}
