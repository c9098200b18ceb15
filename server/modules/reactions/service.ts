import type { Db } from '../../db';
import type { ReactionAction } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import type { EngagementTargets, Target } from '../engagement/targets';
import type { Notify } from '../notifications/centre';
import { ACTIONS, toReaction, type ReactionDto, type ReactionObjectType } from './presenter';
import { ReactionsRepo, type ReactionFilters } from './repo';
import type { Paging } from '../../http/paging';
import { objectKey } from '../../../lib/engagement';

/** Public cards by id, in the order given (VideosService, GalleriesService, ProductsService, PerformersService). */
export interface CardSource<Card> {
  cards(ids: string[]): Promise<Card[]>;
}

type ReactionStates = Record<ReactionAction, boolean>;

const stateOf = (actions: ReactionAction[]): ReactionStates => Object.fromEntries(ACTIONS.map((a) => [a, actions.includes(a)])) as ReactionStates;

export interface ReactionInput {
  objectType: ReactionObjectType;
  objectId: string;
  action: ReactionAction;
}

export class ReactionsService {
  private readonly repo: ReactionsRepo;

  constructor(
    private readonly db: Db,
    private readonly targets: EngagementTargets,
    private readonly notify: Notify,
  ) {
    this.repo = new ReactionsRepo(db, targets);
  }

  /**
   * Likes, favourites or saves for later (on), or takes it back (off). Adding needs an object the public sees;
   * removing works while the object exists at all, so a taken-down item can still be unliked.
   */
  async set(userId: string, input: ReactionInput, on: boolean) {
    // Taking one back is always allowed (one made before the type stopped taking it goes).
    if (on) this.targets.assertTakes(input.objectType, input.action);
    const count = await inTransaction(this.db, async (trx, afterCommit) => {
      const target = await this.targets.require(trx, input.objectType, input.objectId, on);
      const result = await this.repo.set(trx, userId, target, input.action, on);
      if (result.changed && on) await this.tellOwner(trx, afterCommit, target, userId, input.action);
      return result.count;
    });
    return { ...input, reacted: on, count };
  }

  /** A new like of something whose owner is told of likes (a comment's author): told, grouped per object, unless it is theirs. */
  private async tellOwner(trx: Executor, afterCommit: AfterCommit, target: Target, userId: string, action: ReactionAction): Promise<void> {
    const kind = action === 'like' ? this.targets.toldOfLikes(target.objectType) : undefined;
    if (!kind || !target.ownerId || target.ownerId === userId) return;
    await this.notify(trx, afterCommit, [target.ownerId], {
      kind,
      groupKey: `${target.objectType}:${target.objectId}`,
      actorId: userId,
      subject: { title: target.title, path: target.path },
    });
  }

  async search(userId: string, filters: ReactionFilters, paging: Paging) {
    const { rows, total } = await this.repo.search(userId, filters, paging);
    return { data: rows.map(toReaction), total };
  }

  /** Every like, favourite and save for later of the user, newest first (their data export). */
  async allOf(userId: string) {
    return (await this.repo.allOf(userId)).map(toReaction);
  }

  async state(userId: string, objectType: ReactionObjectType, objectId: string): Promise<ReactionStates> {
    return stateOf(await this.repo.actions(userId, objectType, objectId));
  }

  /** Which of these objects of one type the user likes. */
  async liked(userId: string, objectType: ReactionObjectType, objectIds: string[]): Promise<Set<string>> {
    const rows = await this.repo.actionsOn(userId, objectIds);
    return new Set(rows.filter((r) => r.object_type === objectType && r.action === 'like').map((r) => r.object_id));
  }

  /** The user's reactions to each of these objects, by objectKey (a page of a list in one read, not one per item). */
  async states(userId: string, targets: Array<{ objectType: ReactionObjectType; objectId: string }>): Promise<Map<string, ReactionStates>> {
    const rows = await this.repo.actionsOn(userId, [...new Set(targets.map((t) => t.objectId))]);
    return new Map(
      targets.map((t) => {
        const actions = rows.filter((r) => r.object_type === t.objectType && r.object_id === t.objectId).map((r) => r.action);
        return [objectKey(t), stateOf(actions)];
      }),
    );
  }

  /** The user's reactions to live videos, galleries, products or performers, each with the item's public card (as `objectInfo`). */
  async withItems<Card extends { _id: string }>(
    userId: string,
    objectType: ReactionObjectType,
    action: ReactionAction,
    paging: Paging,
    source: CardSource<Card>,
  ): Promise<{ data: Array<ReactionDto & { objectInfo: Card }>; total: number }> {
    const { rows, total } = await this.repo.onLiveObjects(userId, objectType, action, paging);
    const cards = new Map((await source.cards(rows.map((r) => r.object_id))).map((c) => [c._id, c]));
    const data = rows.flatMap((r) => {
      const objectInfo = cards.get(r.object_id);
      return objectInfo ? [{ ...toReaction(r), objectInfo }] : [];
    });
    return { data, total };
  }
}
