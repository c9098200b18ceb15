import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { FileUrls } from '../catalogue/file-urls';
import { performerContentCounts } from '../catalogue/live-counts';
import type { SubscriptionsService } from '../subscriptions/service';
import { toPerformer, type PerformerDto, type PerformerRow } from './presenter';
import { PerformersRepo, type PerformerFilters } from './repo';
import type { Paging } from '../../http/paging';
import { prefixQuery } from '../../db/text-query';
import type { PerformerCard } from '../users/cards';
import { cheapestMonthlyPrice } from '../packages/monthly-price';

export class PerformersService {
  private readonly repo: PerformersRepo;

  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly subscriptions: SubscriptionsService,
  ) {
    this.repo = new PerformersRepo(db);
  }

  /** Each performer's own commission in basis points, where one is set (0 is a valid override). */
  async commissionOverrides(db: Executor, performerIds: string[]): Promise<Map<string, number>> {
    if (performerIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('performers')
      .select(['user_id', 'commission_bp'])
      .where('user_id', 'in', [...new Set(performerIds)])
      .where('commission_bp', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [r.user_id, r.commission_bp!]));
  }

  /** The performer profile of a new performer (an approved applicant), in the caller's transaction; kept if there is one. */
  async ensureProfile(trx: Executor, userId: string, dateOfBirth: string | null): Promise<void> {
    await trx
      .insertInto('performers')
      .values({ user_id: userId, date_of_birth: dateOfBirth, created_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  async search(filters: PerformerFilters, paging: Paging): Promise<{ data: PerformerDto[]; total: number }> {
    const { rows, total } = await this.repo.search(filters, paging);
    return { data: await this.present(rows), total };
  }

  async detail(idOrUsername: string): Promise<PerformerDto> {
    const row = await this.repo.byIdOrUsername(idOrUsername);
    if (!row) throw notFound('Performer not found');
    const [[performer], subscriptionPrice] = await Promise.all([this.present([row]), cheapestMonthlyPrice(this.db, row.id)]);
    return { ...performer, subscriptionPrice };
  }

  /** Cards of these public performers, in the order given (callers choose which are shown, e.g. a user's favourites). */
  async cards(ids: string[]): Promise<PerformerDto[]> {
    return this.present(await this.repo.byIds(ids));
  }

  /** How many performers' name, username or bio match a search box, as a subquery (for the search totals). */
  matchingCount(q: string) {
    return this.repo.matchingCount(q);
  }

  /** Cards of the most popular performers whose name or username starts with the words typed (search suggestions). */
  async named(q: string, limit: number): Promise<PerformerCard[]> {
    const tsQuery = prefixQuery(q);
    if (!tsQuery) return [];
    const rows = await this.repo.named(tsQuery, limit);
    return rows.map((r) => ({ _id: r.id, name: r.name, username: r.username, avatar: this.files.public(r.avatar_path) }));
  }

  private async present(rows: PerformerRow[]): Promise<PerformerDto[]> {
    const counts = await performerContentCounts(
      this.db,
      this.subscriptions,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toPerformer(r, this.files, counts.get(r.id)));
  }
}
